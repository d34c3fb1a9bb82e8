import { sql, type AliasedRawBuilder } from 'kysely';
import * as rule from './demo-rules.js';
import { DemoRuleError } from './demo-rules.js';

/** A demo_item row on the wire (the editable table's row, docs/widgets-contract.md "Demo entity"). */
export interface DemoItem {
  id: string;
  demoId: string;
  orderNum: number;
  itemName: string | null;
  itemCode: string | null;
  quantity: number | null;
  /** yuan, 2 decimals */
  price: number | null;
  /** 'YYYY-MM-DD' */
  itemDate: string | null;
  /** 'HH:mm:ss' */
  itemTime: string | null;
  status: string | null;
  /** comma list */
  tags: string | null;
  filePath: string | null;
  imagePath: string | null;
  userName: string | null;
  departId: string | null;
  remark: string | null;
}

/** The checked columns of one item row (without id, demo_id, tenant_id). */
export interface ItemValues {
  order_num: number;
  item_name: string | null;
  item_code: string | null;
  quantity: string | null;
  price: string | null;
  item_date: string | null;
  item_time: string | null;
  status: string | null;
  tags: string | null;
  file_path: string | null;
  image_path: string | null;
  user_name: string | null;
  depart_id: string | null;
  remark: string | null;
}

/** Select list of an item (aliases snake_case; numbers as float8, date / time as text). */
export function itemColumns(): AliasedRawBuilder<unknown, string>[] {
  return [
    sql.ref('i.id').as('id'), sql.ref('i.demo_id').as('demo_id'), sql.ref('i.order_num').as('order_num'),
    sql.ref('i.item_name').as('item_name'), sql.ref('i.item_code').as('item_code'),
    sql`i.quantity::float8`.as('quantity'), sql`i.price::float8`.as('price'),
    sql`to_char(i.item_date, 'YYYY-MM-DD')`.as('item_date'), sql`to_char(i.item_time, 'HH24:MI:SS')`.as('item_time'),
    sql.ref('i.status').as('status'), sql.ref('i.tags').as('tags'), sql.ref('i.file_path').as('file_path'),
    sql.ref('i.image_path').as('image_path'), sql.ref('i.user_name').as('user_name'), sql.ref('i.depart_id').as('depart_id'),
    sql.ref('i.remark').as('remark'),
  ];
}

/** A selected item row → DemoItem. */
export function toDemoItem(r: Record<string, unknown>): DemoItem {
  const s = (k: string) => (r[k] === null || r[k] === undefined ? null : String(r[k]));
  const n = (k: string) => (r[k] === null || r[k] === undefined ? null : Number(r[k]));
  return {
    id: String(r.id), demoId: String(r.demo_id), orderNum: Number(r.order_num), itemName: s('item_name'), itemCode: s('item_code'),
    quantity: n('quantity'), price: n('price'), itemDate: s('item_date'), itemTime: s('item_time'), status: s('status'),
    tags: s('tags'), filePath: s('file_path'), imagePath: s('image_path'), userName: s('user_name'), departId: s('depart_id'), remark: s('remark'),
  };
}

const fail = (message: string): never => {
  throw new DemoRuleError(message);
};

/** Decimal text with at most `int` integer and `frac` fraction digits (numbers accepted). */
function decimal(v: unknown, int: number, frac: number, message: string): string | null {
  const s = rule.blank(v);
  if (s === null) return null;
  return new RegExp(`^-?\\d{1,${int}}(\\.\\d{1,${frac}})?$`).test(s) ? s : fail(message);
}

/** 'HH:mm[:ss]' → 'HH:mm:ss'. */
function time(v: unknown): string | null {
  const s = rule.blank(v);
  if (s === null) return null;
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return fail('时间格式不正确，应为HH:mm:ss');
  return `${m[1]}:${m[2]}:${m[3] ?? '00'}`;
}

/**
 * Checks one editable-table row (wire names of DemoItem); `index` is its position, used as
 * orderNum when the row carries none. Messages name the row (第N行).
 * @throws DemoRuleError
 */
export function checkItem(row: Record<string, unknown>, index: number): ItemValues {
  try {
    const order = rule.blank(row.orderNum);
    if (order !== null && !/^\d{1,9}$/.test(order)) fail('排序号应为非负整数');
    return {
      order_num: order === null ? index : Number(order),
      item_name: rule.text(row.itemName, 100, '名称'),
      item_code: rule.text(row.itemCode, 50, '编码'),
      quantity: decimal(row.quantity, 11, 3, '数量应为数字（最多3位小数）'),
      price: decimal(row.price, 10, 2, '单价应为数字（最多2位小数）'),
      item_date: rule.day(row.itemDate, '日期格式不正确，应为YYYY-MM-DD'),
      item_time: time(row.itemTime),
      status: rule.text(row.status, 20, '状态'),
      tags: rule.text(row.tags, 500, '标签'),
      file_path: rule.paths(row.filePath, '文件'),
      image_path: rule.paths(row.imagePath, '图片'),
      user_name: rule.text(row.userName, 500, '用户'),
      depart_id: rule.text(row.departId, 1000, '部门'),
      remark: rule.text(row.remark, 500, '备注', true),
    };
  } catch (err) {
    if (err instanceof DemoRuleError) throw new DemoRuleError(`第${index + 1}行：${err.message}`);
    throw err;
  }
}
