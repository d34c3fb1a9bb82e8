import { sql, type Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/sys-data-types.js';
import type { Database } from '../../db/types.js';
import type { FieldMap } from '../../query/list-query.js';
import { PLATFORM_TENANT_ID } from '../users/tenant-repo.js';
import { CHINA_TIME_FORMAT, optionalText, requiredText, intOf, type Body } from './input.js';
import { DICT_ADMIN_TEXT as T, bad, missing, refuse } from './texts.js';

/**
 * Dictionary scope (docs/admin-contract.md "Dictionaries"): a tenant sees the system-wide
 * dictionaries (tenant_id null) and its own. It may change its own; the system-wide ones only the
 * platform tenant (id 1) changes, and what the platform tenant adds is system-wide.
 */

/** Allow-list of the dictionary list (/sys/dict/list). */
export const DICT_FIELDS: FieldMap = {
  dictName: { column: 'd.dict_name', type: 'string' },
  dictCode: { column: 'd.dict_code', type: 'string' },
  description: { column: 'd.description', type: 'string' },
  type: { column: 'd.type', type: 'number' },
  createTime: { column: 'd.create_time', type: 'datetime' },
};

/** Allow-list of the item list (/sys/dictItem/list). */
export const DICT_ITEM_FIELDS: FieldMap = {
  itemText: { column: 'i.item_text', type: 'string' },
  itemValue: { column: 'i.item_value', type: 'string' },
  sortOrder: { column: 'i.sort_order', type: 'number' },
  status: { column: 'i.status', type: 'number' },
  description: { column: 'i.description', type: 'string' },
};

/** A dictionary on the wire. */
export interface DictRecord {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  /** 0 string values, 1 number values */
  type: number;
  /** null = system-wide */
  tenantId: number | null;
  /** whether the caller may change it */
  editable: boolean;
  createTime: string;
}

/** tenant_id of what `user` adds: null (system-wide) for the platform tenant, else their tenant. */
export function ownerTenant(user: SessionUser): number | null {
  return user.tenantId === PLATFORM_TENANT_ID ? null : user.tenantId;
}

/** Whether `user` may change a dictionary owned by `tenantId`. */
export function canChange(user: SessionUser, tenantId: number | null): boolean {
  return tenantId === null ? user.tenantId === PLATFORM_TENANT_ID : tenantId === user.tenantId;
}

/** The dictionaries `user` sees (del_flag as given), with the wire columns. */
export function dictQuery(db: Kysely<Database>, user: SessionUser, deleted = false) {
  return db.selectFrom('sys_dict as d')
    .select(['d.id', 'd.dict_name', 'd.dict_code', 'd.description', 'd.type', 'd.tenant_id'])
    .select(sql<string>`to_char(d.create_time AT TIME ZONE 'Asia/Shanghai', ${CHINA_TIME_FORMAT})`.as('create_text'))
    .where('d.del_flag', '=', deleted ? 1 : 0)
    .where((eb) => eb.or([eb('d.tenant_id', 'is', null), eb('d.tenant_id', '=', user.tenantId)]));
}

/** Wire form of a dictQuery row. */
export function toDictRecord(user: SessionUser, r: { id: string; dict_name: string; dict_code: string; description: string | null; type: number; tenant_id: number | null; create_text: string }): DictRecord {
  return {
    id: r.id, dictName: r.dict_name, dictCode: r.dict_code, description: r.description, type: Number(r.type),
    tenantId: r.tenant_id === null ? null : Number(r.tenant_id), editable: canChange(user, r.tenant_id), createTime: r.create_text,
  };
}

/**
 * The visible dictionary `id` that `user` may change (deleted ones with `deleted`).
 * @throws HttpError 404 when not visible, 403 code 510 when it is system-wide and the caller is not the platform.
 */
export async function writableDict(db: Kysely<Database>, user: SessionUser, id: string | null, deleted = false) {
  const row = id ? await dictQuery(db, user, deleted).where('d.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw missing();
  if (!canChange(user, row.tenant_id)) throw refuse(T.systemWide);
  return row;
}

/** Dictionary code: a letter, then letters, digits, _ - . (at most 100). */
export const DICT_CODE = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

/** Checked add / edit input of a dictionary. @throws HttpError 400. */
export function parseDict(body: Body): { dict_name: string; dict_code: string; description: string | null; type: number } {
  const dictName = requiredText(body.dictName, '字典名称', 100);
  const dictCode = requiredText(body.dictCode, '字典编码', 100);
  if (!DICT_CODE.test(dictCode)) throw bad(T.badDictCode);
  return {
    dict_name: dictName, dict_code: dictCode, description: optionalText(body.description, '描述', 255),
    type: intOf(body.type, 0, 1, 0, '字典类型只能是0(字符串)或1(数字)'),
  };
}

/** True when another dictionary (any tenant, deleted ones too: codes are unique) holds `code`. */
export async function dictCodeTaken(db: Kysely<Database>, code: string, selfId?: string): Promise<boolean> {
  let q = db.selectFrom('sys_dict').select('id').where('dict_code', '=', code);
  if (selfId) q = q.where('id', '!=', selfId);
  return Boolean(await q.executeTakeFirst());
}

/** Checked add / edit input of a dictionary item. @throws HttpError 400. */
export function parseDictItem(body: Body): { item_text: string; item_value: string; sort_order: number; status: number; description: string | null } {
  return {
    item_text: requiredText(body.itemText, '名称', 100),
    item_value: requiredText(body.itemValue, '数据值', 100),
    sort_order: intOf(body.sortOrder, 0, 99999, 1, T.badSort),
    status: intOf(body.status, 0, 1, 1, T.badStatus),
    description: optionalText(body.description, '描述', 255),
  };
}

/** True when another item of dictionary `dictId` holds `value`. */
export async function itemValueTaken(db: Kysely<Database>, dictId: string, value: string, selfId?: string | null): Promise<boolean> {
  let q = db.selectFrom('sys_dict_item').select('id').where('dict_id', '=', dictId).where('item_value', '=', value);
  if (selfId) q = q.where('id', '!=', selfId);
  return Boolean(await q.executeTakeFirst());
}

/** The item `id` with its dictionary, when `user` may change that dictionary. @throws 404 / 403. */
export async function writableItem(db: Kysely<Database>, user: SessionUser, id: string | null) {
  const item = id ? await db.selectFrom('sys_dict_item').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!item) throw missing();
  await writableDict(db, user, item.dict_id);
  return item;
}
