import { sql, type Kysely, type Transaction } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import { DEFAULT_CATEGORIES } from '../../db/migrations/005-management.js';
import '../../db/sys-data-types.js';
import '../../db/types-ops.js';
import '../../db/users-tenants-types.js';
import type { Database } from '../../db/types.js';
import { newId } from '../../routes/fleet/manage-input.js';
import { insertSeedJobs } from '../../seed/ops.js';
import { insertTenantSysData } from '../../seed/sys-data.js';
import { TENANT_TEXT as T, bad, refuse } from './texts.js';

/** The platform tenant: its administrators (holding system:tenant:*) manage every tenant. */
export const PLATFORM_TENANT_ID = 1;

/** Menu ids a new tenant's admin role is not granted (tenant management is the platform's). */
export const PLATFORM_ONLY_MENUS = ['perm_sys_tenant'];

/** Refuses (403 code 510) a caller working in another tenant than the platform tenant. */
export function assertPlatform(user: SessionUser): void {
  if (user.tenantId !== PLATFORM_TENANT_ID) throw refuse(T.platformOnly);
}

/** A tenant as add / edit send it (checked). */
export interface TenantInput {
  name: string;
  status: 0 | 1;
  beginDate: Date | null;
  endDate: Date | null;
}

/**
 * Creates tenant `id` with what a tenant starts with: the default vehicle categories, the
 * categories and positions of the widgets (A1), the seed jobs (C1), a root department named
 * after the tenant (org code A01) and an `admin` role (管理员) holding every menu and button but
 * tenant management. Members are added afterwards (invitationUserJoin).
 */
export async function createTenant(db: Kysely<Database>, caller: SessionUser, id: number, t: TenantInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sys_tenant').values({
      id, name: t.name, status: t.status, begin_date: t.beginDate, end_date: t.endDate, create_by: caller.username,
    }).execute();
    await trx.insertInto('fleet_category').values(DEFAULT_CATEGORIES.map((c) => ({
      id: `${c.id}_${id}`, tenant_id: id, parent_id: c.parentId ? `${c.parentId}_${id}` : null, name: c.name, code: c.code, sort_no: c.sortNo,
    }))).execute();
    await insertTenantSysData(trx, id);
    await insertSeedJobs(trx, id);
    await trx.insertInto('sys_depart').values({ id: newId(), tenant_id: id, parent_id: null, depart_name: t.name, org_code: 'A01', org_category: '1' }).execute();
    const roleId = newId();
    await trx.insertInto('sys_role').values({ id: roleId, tenant_id: id, role_name: '管理员', role_code: 'admin', description: '租户管理员' }).execute();
    await sql`
      WITH RECURSIVE excluded AS (
        SELECT id FROM sys_permission WHERE id IN (${sql.join(PLATFORM_ONLY_MENUS)})
        UNION SELECT p.id FROM sys_permission p JOIN excluded e ON p.parent_id = e.id
      )
      INSERT INTO sys_role_permission (role_id, permission_id)
      SELECT ${roleId}, p.id FROM sys_permission p WHERE p.del_flag = 0 AND p.id NOT IN (SELECT id FROM excluded)
    `.execute(trx);
  });
}

/** Whether `err` is a foreign-key violation (PostgreSQL 23503, also from PGlite). */
function isForeignKeyError(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return e?.code === '23503' || (typeof e?.message === 'string' && e.message.includes('foreign key'));
}

/**
 * Deletes tenants that nobody uses: no user (home, deleted ones included), no member and no
 * vehicle. Their provisioned rows (roles, departments, categories, positions, dictionaries,
 * jobs) go with them; anything else still pointing at a tenant (announcements, files …) makes
 * the whole call fail with 400 该租户下还有用户或数据，不能删除.
 */
export async function deleteTenants(db: Kysely<Database>, ids: number[]): Promise<void> {
  const [users, members, cars] = await Promise.all([
    db.selectFrom('sys_user').select('id').where('tenant_id', 'in', ids).limit(1).executeTakeFirst(),
    db.selectFrom('sys_user_tenant').select('user_id').where('tenant_id', 'in', ids).limit(1).executeTakeFirst(),
    db.selectFrom('fleet_vehicle').select('id').where('tenant_id', 'in', ids).limit(1).executeTakeFirst(),
  ]);
  if (users || members || cars) throw bad(T.inUse);
  try {
    await db.transaction().execute(async (trx: Transaction<Database>) => {
      await trx.deleteFrom('sys_quartz_job').where('tenant_id', 'in', ids).execute();
      await trx.deleteFrom('sys_position').where('tenant_id', 'in', ids).execute();
      await trx.deleteFrom('sys_category').where('tenant_id', 'in', ids).execute();
      await trx.deleteFrom('fleet_category').where('tenant_id', 'in', ids).execute();
      await trx.deleteFrom('sys_fill_rule_seq').where('tenant_id', 'in', ids).execute();
      await trx.deleteFrom('sys_role').where('tenant_id', 'in', ids).execute();
      await trx.deleteFrom('sys_depart').where('tenant_id', 'in', ids).execute();
      await trx.deleteFrom('sys_dict').where('tenant_id', 'in', ids).execute();
      await trx.deleteFrom('sys_tenant').where('id', 'in', ids).execute();
    });
  } catch (err) {
    if (isForeignKeyError(err)) throw bad(T.inUse);
    throw err;
  }
}

/** Whether tenant `id` is active: status 1 and now within its validity window. */
export async function isTenantActive(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('sys_tenant as t').select('t.id').where('t.id', '=', id).where('t.status', '=', 1)
    .where(sql<boolean>`(t.begin_date IS NULL OR t.begin_date <= now()) AND (t.end_date IS NULL OR t.end_date >= now())`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The next free tenant id (largest + 1). */
export async function nextTenantId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('sys_tenant').select(sql<number>`coalesce(max(id), 0) + 1`.as('next')).executeTakeFirstOrThrow();
  return Number(row.next);
}

/** An active tenant (status 1 and now within its window) as the tenant switch lists it. */
export interface UserTenant {
  id: number;
  name: string;
}

/**
 * The active tenants of a user: the home tenant and the sys_user_tenant memberships, ordered by
 * id (the ones a `tenant-id` header may name).
 */
export async function activeTenantsOf(db: Kysely<Database>, userId: string): Promise<UserTenant[]> {
  const rows = await db.selectFrom('sys_tenant as t').select(['t.id', 't.name'])
    .where('t.status', '=', 1)
    .where(sql<boolean>`(t.begin_date IS NULL OR t.begin_date <= now()) AND (t.end_date IS NULL OR t.end_date >= now())`)
    .where((eb) => eb.or([
      eb.exists(eb.selectFrom('sys_user as u').select('u.id').where('u.id', '=', userId).whereRef('u.tenant_id', '=', 't.id')),
      eb.exists(eb.selectFrom('sys_user_tenant as m').select('m.user_id').where('m.user_id', '=', userId).whereRef('m.tenant_id', '=', 't.id')),
    ]))
    .orderBy('t.id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name }));
}
