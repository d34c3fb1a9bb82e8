import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import '../../db/widget-demo-types.js';
import { reportSource, type ReportSource } from './report-sources.js';

/** A report column as stored (onl_cgreport_item), checked against its source. */
export interface ReportItem {
  field: string;
  title: string;
  /** String | Integer | Date | Datetime */
  fieldType: string;
  show: boolean;
  sortable: boolean;
  searchable: boolean;
  mode: 'single' | 'group';
  dictCode: string | null;
  align: string;
}

/** A `self_<name>` parameter of a report. */
export interface ReportParam {
  name: string;
  title: string;
  defaultValue: string | null;
}

/** A loaded report: head, items of its source (in order), params and the source itself. */
export interface ReportDefinition {
  id: string;
  code: string;
  name: string;
  items: ReportItem[];
  params: ReportParam[];
  source: ReportSource;
}

/**
 * Loads a live report by `code` or by `id`, with its items and params in order. Items naming a
 * field the source does not declare, and params the source does not understand, are dropped
 * (the source is the allow-list). Answers null for an unknown report or an unknown source.
 */
export async function loadReport(db: Kysely<Database>, by: { code: string } | { id: string }): Promise<ReportDefinition | null> {
  let q = db.selectFrom('onl_cgreport_head').select(['id', 'code', 'name', 'source']).where('del_flag', '=', 0);
  q = 'code' in by ? q.where('code', '=', by.code) : q.where('id', '=', by.id);
  const head = await q.executeTakeFirst();
  if (!head) return null;
  const source = reportSource(head.source);
  if (!source) return null;
  const [items, params] = await Promise.all([
    db.selectFrom('onl_cgreport_item').selectAll().where('cgrhead_id', '=', head.id).orderBy('order_num').orderBy('field_name').execute(),
    db.selectFrom('onl_cgreport_param').selectAll().where('cgrhead_id', '=', head.id).orderBy('order_num').execute(),
  ]);
  const known = (field: string) => Object.prototype.hasOwnProperty.call(source.fields, field);
  return {
    id: head.id,
    code: head.code,
    name: head.name,
    source,
    items: items.filter((i) => known(i.field_name)).map((i) => ({
      field: i.field_name, title: i.field_txt, fieldType: i.field_type, show: i.is_show, sortable: i.is_order,
      searchable: i.is_search, mode: i.search_mode, dictCode: i.dict_code, align: i.align,
    })),
    params: params.filter((p) => source.params.includes(p.param_name))
      .map((p) => ({ name: p.param_name, title: p.param_txt, defaultValue: p.param_value })),
  };
}

/** Query form view of an item (spec §3 query item): dictionary → list, Date/Datetime → date, else text. */
export function viewOf(item: ReportItem): 'text' | 'list' | 'date' {
  if (item.dictCode) return 'list';
  return item.fieldType === 'Date' || item.fieldType === 'Datetime' ? 'date' : 'text';
}
