import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import type { Database } from '../../db/types.js';
import { isUniqueViolation, newId } from '../../routes/fleet/manage-input.js';
import { nextOrgCode } from '../../routes/fleet/org-manage.js';
import { chinaTimeText } from '../../routes/ops/wire.js';
import { forbidden } from '../../plugins/reply.js';
import { intIn, oneOf, optionalId, optionalText, requiredText } from './input.js';
import { ADMIN_TEXT, badInput, notFound, refused } from './texts.js';

/** A department on the wire (JeecgBoot SysDepart). */
export interface DepartWire {
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  /** '1' 公司, '2' 部门, '3' 岗位 (JeecgBoot org_category) */
  orgCategory: string;
  /** '1' 一级部门, '2' 子部门 */
  orgType: string;
  departOrder: number;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  createTime: string | null;
  updateTime: string | null;
}

/** The editable fields of a department. */
export interface DepartInput {
  departName: string;
  orgCategory: '1' | '2' | '3';
  departOrder: number;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
}

const PHONE = /^[0-9+\-() ]{3,32}$/;

/**
 * Checks a department body: departName ≤ 100 required, orgCategory '1' | '2' | '3' (default '2'
 * under a parent, '1' at the top), departOrder 0–9999, mobile / fax digits and `+ - ( )`, address
 * ≤ 255, memo ≤ 500. @throws HttpError 400 with a Chinese message.
 */
export function parseDepartInput(raw: Record<string, unknown>, isRoot: boolean, fallbackOrder = 0): DepartInput {
  return {
    departName: requiredText(raw.departName, 100, '机构名称'),
    orgCategory: oneOf(raw.orgCategory, ['1', '2', '3'] as const, '机构类型', isRoot ? '1' : '2'),
    departOrder: intIn(raw.departOrder, 0, 9999, '排序', fallbackOrder),
    mobile: optionalText(raw.mobile, 32, '电话', PHONE),
    fax: optionalText(raw.fax, 32, '传真', PHONE),
    address: optionalText(raw.address, 255, '地址'),
    memo: optionalText(raw.memo, 500, '备注'),
  };
}

/** A live department of the caller's tenant that the caller may see (404 / 403 otherwise). */
export async function visibleDepart(db: Kysely<Database>, user: SessionUser, id: string) {
  const row = await db.selectFrom('sys_depart').selectAll().where('id', '=', id).where('tenant_id', '=', user.tenantId).where('del_flag', '=', 0).executeTakeFirst();
  if (!row) throw notFound(ADMIN_TEXT.departNotFound);
  if (!user.visibleDepartIds.includes(id)) throw forbidden();
  return row;
}

/** The wire form of a department row. */
export function toDepartWire(r: Awaited<ReturnType<typeof visibleDepart>>): DepartWire {
  return {
    id: r.id, parentId: r.parent_id, departName: r.depart_name, orgCode: r.org_code, orgCategory: r.org_category,
    orgType: r.parent_id ? '2' : '1', departOrder: r.depart_order, mobile: r.mobile, fax: r.fax, address: r.address, memo: r.memo,
    createTime: chinaTimeText(r.create_time), updateTime: chinaTimeText(r.update_time),
  };
}

async function assertNameFree(db: Kysely<Database>, tenantId: number, parentId: string | null, name: string, selfId: string | null): Promise<void> {
  let q = db.selectFrom('sys_depart').select('id').where('tenant_id', '=', tenantId).where('del_flag', '=', 0).where('depart_name', '=', name);
  q = parentId ? q.where('parent_id', '=', parentId) : q.where('parent_id', 'is', null);
  if (selfId) q = q.where('id', '<>', selfId);
  if (await q.executeTakeFirst()) throw badInput(`同级部门下已存在“${name}”`);
}

/**
 * Adds a department under `parentId` (visible to the caller; only an admin adds a top-level one)
 * with the next free org code (parent code + A01…Z99, as 组织管理). Answers the new row's wire form.
 */
export async function addDepart(db: Kysely<Database>, user: SessionUser, raw: Record<string, unknown>): Promise<DepartWire> {
  const parentId = optionalId(raw.parentId, '上级部门');
  if (!parentId && !user.isAdmin) throw refused(ADMIN_TEXT.rootDepartAdmin);
  const parent = parentId ? await visibleDepart(db, user, parentId) : null;
  const input = parseDepartInput(raw, !parent);
  await assertNameFree(db, user.tenantId, parent?.id ?? null, input.departName, null);
  const id = newId();
  for (let attempt = 0; ; attempt++) {
    const orgCode = await nextOrgCode(db, user.tenantId, parent?.org_code ?? '');
    try {
      await db.insertInto('sys_depart').values({
        id, tenant_id: user.tenantId, parent_id: parent?.id ?? null, depart_name: input.departName, org_code: orgCode,
        org_category: input.orgCategory, depart_order: input.departOrder, mobile: input.mobile, fax: input.fax, address: input.address, memo: input.memo,
      }).execute();
      break;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
  return toDepartWire(await visibleDepartAfterAdd(db, user, id));
}

async function visibleDepartAfterAdd(db: Kysely<Database>, user: SessionUser, id: string) {
  return db.selectFrom('sys_depart').selectAll().where('id', '=', id).where('tenant_id', '=', user.tenantId).executeTakeFirstOrThrow();
}

/** Edits a visible department's name, category, order and contact fields (not its place). */
export async function editDepart(db: Kysely<Database>, user: SessionUser, id: string, raw: Record<string, unknown>): Promise<void> {
  const row = await visibleDepart(db, user, id);
  const input = parseDepartInput(raw, !row.parent_id, row.depart_order);
  await assertNameFree(db, user.tenantId, row.parent_id, input.departName, id);
  await db.updateTable('sys_depart').set({
    depart_name: input.departName, org_category: input.orgCategory, depart_order: input.departOrder, mobile: input.mobile,
    fax: input.fax, address: input.address, memo: input.memo, update_time: new Date(),
  }).where('id', '=', id).where('tenant_id', '=', user.tenantId).execute();
}

/**
 * Deletes visible departments (del_flag 1; codes are never reused), refused while one has live
 * children, users or vehicles; their department roles and permissions go with them.
 */
export async function deleteDeparts(db: Kysely<Database>, user: SessionUser, ids: string[]): Promise<number> {
  if (!ids.length) throw badInput('请选择要删除的部门');
  for (const id of ids) {
    await visibleDepart(db, user, id);
    const child = await db.selectFrom('sys_depart').select('id').where('parent_id', '=', id).where('del_flag', '=', 0)
      .where('id', 'not in', ids).executeTakeFirst();
    if (child) throw badInput(ADMIN_TEXT.departHasChildren);
    if (await db.selectFrom('sys_user_depart').select('user_id').where('dep_id', '=', id).executeTakeFirst()) throw badInput(ADMIN_TEXT.departHasUsers);
    if (await db.selectFrom('fleet_vehicle').select('id').where('depart_id', '=', id).executeTakeFirst()) throw badInput(ADMIN_TEXT.departHasVehicles);
  }
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_depart_role').where('depart_id', 'in', ids).execute();
    await trx.deleteFrom('sys_depart_permission').where('depart_id', 'in', ids).execute();
    const res = await trx.updateTable('sys_depart').set({ del_flag: 1, update_time: new Date() })
      .where('id', 'in', ids).where('tenant_id', '=', user.tenantId).executeTakeFirst();
    return Number(res.numUpdatedRows);
  });
}
