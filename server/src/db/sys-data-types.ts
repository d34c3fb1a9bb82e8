import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp } from './types.js';

/**
 * Kysely table types of migration 006-sys-data, merged into `Database` (and the two new
 * sys_user columns into SysUserTable) by declaration merging.
 */

/** A date column written as 'YYYY-MM-DD' text and read through to_char in queries. */
type DateText = ColumnType<string | null, string | null | undefined, string | null>;

/** sys_dict: a dictionary; tenant_id null = system-wide. */
export interface SysDictTable {
  id: string;
  tenant_id: number | null;
  dict_name: string;
  dict_code: string;
  description: string | null;
  /** 0 string values, 1 number values (JeecgBoot) */
  type: Generated<number>;
  del_flag: Generated<number>;
  create_time: GeneratedTimestamp;
}

/** sys_dict_item: one option of a dictionary; status 1 enabled, 0 disabled. */
export interface SysDictItemTable {
  id: string;
  dict_id: string;
  item_text: string;
  item_value: string;
  sort_order: Generated<number>;
  status: Generated<number>;
  description: string | null;
}

/** sys_category: the category tree of JCategorySelect; pid '0' = root; has_child '0' | '1'. */
export interface SysCategoryTable {
  id: string;
  tenant_id: number;
  pid: Generated<string>;
  name: string;
  code: string;
  has_child: Generated<'0' | '1'>;
  create_time: GeneratedTimestamp;
}

/** sys_position: a position (职务); post_rank is a value of dictionary position_rank. */
export interface SysPositionTable {
  id: string;
  tenant_id: number;
  code: string;
  name: string;
  post_rank: string | null;
  create_time: GeneratedTimestamp;
}

/** sys_check_rule: a value check rule; rule_json is a JSON array of CheckRuleSegment. */
export interface SysCheckRuleTable {
  id: string;
  rule_name: string;
  rule_code: string;
  rule_json: string;
  description: string | null;
  create_time: GeneratedTimestamp;
}

/** sys_fill_rule: a value generator; rule_kind from an allow-list, rule_params JSON text. */
export interface SysFillRuleTable {
  id: string;
  rule_name: string;
  rule_code: string;
  rule_kind: string;
  rule_params: string;
  create_time: GeneratedTimestamp;
}

/** sys_fill_rule_seq: last sequence handed out per (tenant, rule, prefix, period). */
export interface SysFillRuleSeqTable {
  tenant_id: number;
  rule_code: string;
  prefix: string;
  /** formatted date part ('' when the rule has none) */
  period: string;
  seq: number;
}

declare module './types.js' {
  interface Database {
    sys_dict: SysDictTable;
    sys_dict_item: SysDictItemTable;
    sys_category: SysCategoryTable;
    sys_position: SysPositionTable;
    sys_check_rule: SysCheckRuleTable;
    sys_fill_rule: SysFillRuleTable;
    sys_fill_rule_seq: SysFillRuleSeqTable;
  }
  interface SysUserTable {
    /** 'YYYY-MM-DD' (migration 006) */
    birthday: DateText;
    /** position codes, comma-joined (migration 006) */
    post: ColumnType<string | null, string | null | undefined, string | null>;
  }
}
