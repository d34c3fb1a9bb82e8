import { sql, type AliasedRawBuilder } from 'kysely';
import type { FieldMap } from '../../query/list-query.js';
import { sanitizeRichText } from '../../plugins/html-sanitize.js';

/**
 * The demo entity on the wire (GET /test/jeecgDemo/list, queryById; docs/widgets-contract.md
 * "Demo entity"): camelCase names of the `demo` columns. Dates are 'YYYY-MM-DD', times China
 * time 'YYYY-MM-DD HH:mm:ss'.
 */
export interface DemoRecord {
  id: string;
  name: string;
  /** dictionary sex: '1' 男, '2' 女 */
  sex: string | null;
  sex_dictText: string | null;
  age: number | null;
  birthday: string | null;
  email: string | null;
  phone: string | null;
  /** sel_depart value: comma-joined department ids */
  departIds: string | null;
  /** sel_user value: comma-joined usernames */
  userNames: string | null;
  /** district code (area picker) */
  areaCode: string | null;
  cron: string | null;
  /** effective-date widget value: JSON text {date, forever, notice} */
  effective: string | null;
  /** switch: 'Y' | 'N' */
  enabled: string;
  orderNumCode: string | null;
  /** comma-joined stored paths */
  files: string | null;
  images: string | null;
  /** sanitised rich-text HTML */
  content: string | null;
  /** markdown */
  remark: string | null;
  category: string | null;
  createBy: string | null;
  createTime: string | null;
  updateTime: string | null;
}

/** The list allow-list: filterable / sortable wire fields → SQL columns of `demo as m`. */
export const DEMO_FIELDS: FieldMap = {
  id: { column: 'm.id', type: 'string' },
  name: { column: 'm.name', type: 'string' },
  sex: { column: 'm.sex', type: 'string', dictCode: 'sex' },
  age: { column: 'm.age', type: 'number' },
  birthday: { column: 'm.birthday', type: 'date' },
  email: { column: 'm.email', type: 'string' },
  phone: { column: 'm.phone', type: 'string' },
  departIds: { column: 'm.depart_ids', type: 'string' },
  userNames: { column: 'm.user_names', type: 'string' },
  areaCode: { column: 'm.area_code', type: 'string' },
  enabled: { column: 'm.enabled', type: 'string', dictCode: 'yn' },
  orderNumCode: { column: 'm.order_num_code', type: 'string' },
  category: { column: 'm.category', type: 'string' },
  createBy: { column: 'm.create_by', type: 'string' },
  createTime: { column: 'm.create_time', type: 'datetime' },
  updateTime: { column: 'm.update_time', type: 'datetime' },
};

/** Texts of the sex dictionary (spec §2: 1 is 男, 2 is 女). */
export const SEX_TEXT: Readonly<Record<string, string>> = { 1: '男', 2: '女' };

const chinaTime = (col: string) => sql<string | null>`to_char(${sql.ref(col)} AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`;

/** The select list of a demo row (aliases = snake_case columns, dates as text). */
export function demoColumns(): AliasedRawBuilder<unknown, string>[] {
  return [
    sql.ref('m.id').as('id'), sql.ref('m.name').as('name'), sql.ref('m.sex').as('sex'), sql.ref('m.age').as('age'),
    sql<string | null>`to_char(m.birthday, 'YYYY-MM-DD')`.as('birthday'),
    sql.ref('m.email').as('email'), sql.ref('m.phone').as('phone'), sql.ref('m.depart_ids').as('depart_ids'),
    sql.ref('m.user_names').as('user_names'), sql.ref('m.area_code').as('area_code'), sql.ref('m.cron').as('cron'),
    sql.ref('m.effective').as('effective'), sql.ref('m.enabled').as('enabled'), sql.ref('m.order_num_code').as('order_num_code'),
    sql.ref('m.files').as('files'), sql.ref('m.images').as('images'), sql.ref('m.content').as('content'),
    sql.ref('m.remark').as('remark'), sql.ref('m.category').as('category'), sql.ref('m.create_by').as('create_by'),
    chinaTime('m.create_time').as('create_time'), chinaTime('m.update_time').as('update_time'),
  ];
}

/** A selected demo row (see demoColumns) → DemoRecord; rich text sanitised again on the way out. */
export function toDemoRecord(r: Record<string, unknown>): DemoRecord {
  const s = (k: string) => (r[k] === null || r[k] === undefined ? null : String(r[k]));
  const sex = s('sex');
  return {
    id: String(r.id), name: String(r.name), sex, sex_dictText: sex ? SEX_TEXT[sex] ?? null : null,
    age: r.age === null || r.age === undefined ? null : Number(r.age), birthday: s('birthday'), email: s('email'), phone: s('phone'),
    departIds: s('depart_ids'), userNames: s('user_names'), areaCode: s('area_code'), cron: s('cron'), effective: s('effective'),
    enabled: s('enabled') ?? 'N', orderNumCode: s('order_num_code'), files: s('files'), images: s('images'),
    content: r.content ? sanitizeRichText(String(r.content)) : null, remark: s('remark'), category: s('category'),
    createBy: s('create_by'), createTime: s('create_time'), updateTime: s('update_time'),
  };
}
