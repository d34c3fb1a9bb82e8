import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import { badQuery } from '../../query/conditions.js';
import { departVisible, sameTenant, userVisible, vehicleVisible } from './scope-sql.js';
import { SYS_DATA_TEXT, parseJsonCondition } from './sys-data-input.js';

/**
 * The allow-list of table dictionaries (`table,textField,codeField[,condition]` dict codes and
 * /sys/dict/loadTreeData). JeecgBoot shipped several SQL-injection CVEs through exactly this
 * form; here a table and its columns reach SQL only when they are listed below, every table is
 * scoped to the caller's tenant (and department scope where rows belong to departments), and
 * the condition part is JSON `{"column": "value"}` over listed columns, compared as bound text.
 */

/** One dictionary table: its columns (SQL names, as JeecgBoot clients write them) and scope. */
export interface DictTableDef {
  /** SQL table name (also the name clients use) */
  table: string;
  /** columns usable as text, code or condition fields */
  columns: readonly string[];
  /** tree tables: the parent column and the column the parent refers to */
  tree?: { pidColumn: string; idColumn: string; hasChildColumn?: string };
  /** rows the caller may see, over alias `alias` */
  scope(user: SessionUser, alias: string): RawBuilder<SqlBool>;
}

/** Table dictionaries by name. */
export const DICT_TABLES: Record<string, DictTableDef> = {
  sys_user: { table: 'sys_user', columns: ['id', 'username', 'realname'], scope: userVisible },
  sys_depart: {
    table: 'sys_depart', columns: ['id', 'depart_name', 'org_code', 'parent_id'],
    tree: { pidColumn: 'parent_id', idColumn: 'id' }, scope: departVisible,
  },
  sys_position: { table: 'sys_position', columns: ['id', 'code', 'name', 'post_rank'], scope: sameTenant },
  sys_role: { table: 'sys_role', columns: ['id', 'role_name', 'role_code'], scope: sameTenant },
  sys_category: {
    table: 'sys_category', columns: ['id', 'name', 'code', 'pid', 'has_child'],
    tree: { pidColumn: 'pid', idColumn: 'id', hasChildColumn: 'has_child' }, scope: sameTenant,
  },
  fleet_vehicle: { table: 'fleet_vehicle', columns: ['id', 'car_num', 'vin', 'driver_name', 'vehicle_type'], scope: vehicleVisible },
};

/** The listed table of `name`, or null (own keys only). */
export function dictTable(name: string): DictTableDef | null {
  return Object.prototype.hasOwnProperty.call(DICT_TABLES, name) ? DICT_TABLES[name] : null;
}

/** A parsed table dictionary code. */
export interface TableDict {
  def: DictTableDef;
  text: string;
  code: string;
  /** column → value (equality) */
  condition: Record<string, string>;
}

/** True when a dictCode is the table form (contains a comma). */
export function isTableDict(dictCode: string): boolean {
  return dictCode.includes(',');
}

/**
 * Parses `table,textField,codeField[,condition]` (the condition may itself contain commas).
 * @throws HttpError 400 字典表或字段不在允许范围内 for an unlisted table or column,
 * 字典查询条件格式不正确… / 查询条件字段不在允许范围内 for a bad condition.
 */
export function parseTableDict(dictCode: string): TableDict {
  const parts = dictCode.split(',');
  if (parts.length < 3) throw badQuery(SYS_DATA_TEXT.dictTable);
  const [table, text, code] = parts.slice(0, 3).map((s) => s.trim());
  const def = dictTable(table);
  if (!def || !def.columns.includes(text) || !def.columns.includes(code)) throw badQuery(SYS_DATA_TEXT.dictTable);
  const condition = parseJsonCondition(parts.slice(3).join(',') || undefined, def.columns, SYS_DATA_TEXT.dictCondition);
  return { def, text, code, condition };
}

/** Equality conditions over alias `alias` (columns already checked against the def). */
export function conditionSql(alias: string, condition: Record<string, string>): RawBuilder<SqlBool>[] {
  return Object.entries(condition).map(([column, value]) => sql<SqlBool>`CAST(${sql.ref(`${alias}.${column}`)} AS text) = ${value}`);
}

/** `t.<column>` as text. */
export function textOf(alias: string, column: string): RawBuilder<string> {
  return sql<string>`CAST(${sql.ref(`${alias}.${column}`)} AS text)`;
}
