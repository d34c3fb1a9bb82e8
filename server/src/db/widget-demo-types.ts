import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from './types.js';

/**
 * Kysely table types of migration 007-widget-demo, merged into `Database` by declaration merging
 * (imported for its types by the modules that use these tables). Dates and times are read
 * through to_char in queries; numeric columns through ::float8.
 */

/** A date / time / numeric column written as text and read through a cast in queries. */
type TextColumn = ColumnType<string | null, string | null | undefined, string | null>;
type NumericColumn = ColumnType<string | number | null, string | number | null | undefined, string | number | null>;

/** sys_file: a stored upload or generated file; stored_path is relative to UPLOAD_DIR. */
export interface SysFileTable {
  id: string;
  tenant_id: number;
  biz: string;
  /** original (reduced, safe) file name, used in Content-Disposition */
  file_name: string;
  stored_path: string;
  /** bytes */
  size: number;
  content_type: string;
  created_by: string | null;
  create_time: GeneratedTimestamp;
}

/** demo: the 组件示例 entity. */
export interface DemoTable {
  id: string;
  tenant_id: number;
  name: string;
  /** dictionary sex: '1' 男, '2' 女 */
  sex: string | null;
  age: number | null;
  birthday: TextColumn;
  email: string | null;
  phone: string | null;
  depart_ids: string | null;
  user_names: string | null;
  area_code: string | null;
  cron: string | null;
  effective: string | null;
  enabled: Generated<string>;
  order_num_code: string | null;
  files: string | null;
  images: string | null;
  content: string | null;
  remark: string | null;
  category: string | null;
  create_by: string | null;
  create_time: GeneratedTimestamp;
  update_time: Timestamp | null;
}

/** demo_item: one editable-table row of a demo record. */
export interface DemoItemTable {
  id: string;
  demo_id: string;
  tenant_id: number;
  order_num: Generated<number>;
  item_name: string | null;
  item_code: string | null;
  quantity: NumericColumn;
  price: NumericColumn;
  item_date: TextColumn;
  item_time: TextColumn;
  status: string | null;
  tags: string | null;
  file_path: string | null;
  image_path: string | null;
  user_name: string | null;
  depart_id: string | null;
  remark: string | null;
}

/** onl_cgreport_head: an online report; `source` keys the server-side data source registry. */
export interface OnlCgreportHeadTable {
  id: string;
  code: string;
  name: string;
  source: string;
  content: string | null;
  del_flag: Generated<number>;
  create_time: GeneratedTimestamp;
}

/** onl_cgreport_item: one column of a report. */
export interface OnlCgreportItemTable {
  id: string;
  cgrhead_id: string;
  field_name: string;
  field_txt: string;
  /** String | Integer | Date | Datetime */
  field_type: Generated<string>;
  is_show: Generated<boolean>;
  is_order: Generated<boolean>;
  is_search: Generated<boolean>;
  search_mode: Generated<'single' | 'group'>;
  dict_code: string | null;
  align: Generated<string>;
  order_num: Generated<number>;
}

/** onl_cgreport_param: a `self_<name>` parameter of a report, with its default value. */
export interface OnlCgreportParamTable {
  id: string;
  cgrhead_id: string;
  param_name: string;
  param_txt: string;
  param_value: string | null;
  order_num: Generated<number>;
}

declare module './types.js' {
  interface Database {
    sys_file: SysFileTable;
    demo: DemoTable;
    demo_item: DemoItemTable;
    onl_cgreport_head: OnlCgreportHeadTable;
    onl_cgreport_item: OnlCgreportItemTable;
    onl_cgreport_param: OnlCgreportParamTable;
  }
}
