import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.js';
import type { Database } from '../db/types.js';
import { SEED_PERMISSIONS, SEED_ROLE_PERMISSIONS } from './menu.js';
import { DEMO_PASSWORD, DEMO_TENANT_ID, DEMO_TENANT_NAME, SEED_DEPARTS, SEED_ROLES, SEED_USERS } from './org.js';
import { MAX_SEED_VEHICLES, makeSeedMaintenance, makeSeedVehicle } from './vehicles.js';
import { DEFAULT_CATEGORIES } from '../db/migrations/005-management.js';
import { seedNotices } from './notices.js';
import { permissionRow } from './permission-rows.js';
import { seedSysData } from './sys-data.js';
import { seedOps } from './ops.js';
import { seedWidgetDemo } from './widget-demo.js';

export { SYS_ALL_DICT_ITEMS } from './dicts.js';
export type { DictItem } from './dicts.js';
export { DEMO_PASSWORD, DEMO_TENANT_ID, SEED_DEPARTS, SEED_ROLES, SEED_USERS } from './org.js';
export { SEED_PERMISSIONS, SEED_ROLE_PERMISSIONS } from './menu.js';
export { makeSeedVehicle, makeVin } from './vehicles.js';

const CHUNK = 500;

/** True when no tenant exists yet (first start): the condition for seeding. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('sys_tenant').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Writes the deterministic demo data in one transaction: tenant 1 演示租户, the 7-department
 * tree (org.ts), roles admin / fleet_operator / readonly, users admin, hz_operator, viewer
 * (password 123456, argon2), the menu and buttons (menu.ts) with role grants, and
 * `opts.vehicles` vehicles with terminals (vehicles.ts, at most 80000). Throws (and rolls back)
 * if any row exists already, e.g. a unique key clash.
 */
export async function seedDemoData(db: Kysely<Database>, opts: { vehicles: number }): Promise<void> {
  const count = Math.max(0, Math.min(opts.vehicles, MAX_SEED_VEHICLES));
  const passwordHashes = await Promise.all(SEED_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sys_tenant').values({ id: DEMO_TENANT_ID, name: DEMO_TENANT_NAME }).execute();
    await trx.insertInto('fleet_category').values(DEFAULT_CATEGORIES.map((c) => ({
      id: `${c.id}_${DEMO_TENANT_ID}`, tenant_id: DEMO_TENANT_ID, parent_id: c.parentId ? `${c.parentId}_${DEMO_TENANT_ID}` : null,
      name: c.name, code: c.code, sort_no: c.sortNo,
    }))).execute();
    for (const d of SEED_DEPARTS) {
      await trx.insertInto('sys_depart').values({
        id: d.id, tenant_id: DEMO_TENANT_ID, parent_id: d.parentId, depart_name: d.name,
        org_code: d.orgCode, org_category: d.category, depart_order: d.order,
      }).execute();
    }
    await trx.insertInto('sys_role').values(SEED_ROLES.map((r) => ({
      id: r.id, tenant_id: DEMO_TENANT_ID, role_name: r.name, role_code: r.code, description: r.description,
    }))).execute();
    await trx.insertInto('sys_user').values(SEED_USERS.map((u, i) => ({
      id: u.id, tenant_id: DEMO_TENANT_ID, username: u.username, realname: u.realname,
      password_hash: passwordHashes[i], avatar: null, phone: u.phone, email: u.email, sex: u.sex, status: 1, org_code: u.orgCode,
    }))).execute();
    await trx.insertInto('sys_user_depart').values(SEED_USERS.map((u) => ({ user_id: u.id, dep_id: u.departId }))).execute();
    await trx.insertInto('sys_user_role').values(SEED_USERS.map((u) => ({ user_id: u.id, role_id: u.roleId }))).execute();
    await trx.insertInto('sys_permission').values(SEED_PERMISSIONS.map(permissionRow)).execute();
    const grants = Object.entries(SEED_ROLE_PERMISSIONS).flatMap(([roleId, ids]) => ids.map((permission_id) => ({ role_id: roleId, permission_id })));
    await trx.insertInto('sys_role_permission').values(grants).execute();
    for (let start = 0; start < count; start += CHUNK) {
      const batch = Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => makeSeedVehicle(start + k));
      await trx.insertInto('fleet_vehicle').values(batch.map((b) => b.vehicle)).execute();
      await trx.insertInto('fleet_terminal').values(batch.map((b) => b.terminal)).execute();
    }
    const maintenance = makeSeedMaintenance(Math.min(count, 40));
    if (maintenance.length) await trx.insertInto('fleet_maintenance').values(maintenance).execute();
    await seedNotices(trx);
    await seedSysData(trx);
    await seedOps(trx);
    await seedWidgetDemo(trx);
  });
}

/** Seeds only when the database is empty; answers whether it seeded. */
export async function seedIfEmpty(db: Kysely<Database>, opts: { vehicles: number }): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemoData(db, opts);
  return true;
}
