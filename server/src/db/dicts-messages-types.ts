import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp } from './types.js';
import './sys-data-types.js';

/**
 * Kysely table types of migration 012-dicts-messages, merged into `Database` (and the new
 * tenant_id columns into the rule tables of 006) by declaration merging.
 */

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type NullableTenant = ColumnType<number | null, number | null | undefined, number | null>;

/** sys_sms_template: a message template; type '1' 短信, '2' 邮件, '3' 系统消息. */
export interface SysSmsTemplateTable {
  id: string;
  tenant_id: number;
  template_code: string;
  template_name: string;
  template_type: '1' | '2' | '3';
  /** text with ${name} placeholders (HTML, sanitised, for types 2 and 3) */
  template_content: string;
  /** JSON object text of the placeholder test values */
  template_test_json: NullableText;
  create_by: NullableText;
  create_time: GeneratedTimestamp;
  update_by: NullableText;
  update_time: NullableTime;
}

/** sys_message: a sent message; status '0' 待发送, '1' 成功, '2' 失败. */
export interface SysMessageTable {
  id: string;
  tenant_id: number;
  template_code: NullableText;
  es_type: '1' | '2' | '3';
  es_title: string;
  /** comma-joined receivers (usernames for system messages, phone numbers / e-mail addresses otherwise) */
  es_receiver: string;
  /** JSON object text of the values filled in */
  es_param: NullableText;
  es_content: string;
  es_send_status: Generated<'0' | '1' | '2'>;
  es_send_time: NullableTime;
  /** attempts so far */
  es_send_num: Generated<number>;
  /** last error (or the announcement id of a delivered system message) */
  es_result: NullableText;
  create_by: NullableText;
  create_time: GeneratedTimestamp;
}

/** sys_data_log: one version of a record (content = JSON object text of its fields). */
export interface SysDataLogTable {
  id: string;
  tenant_id: number;
  data_table: string;
  data_id: string;
  data_version: number;
  data_content: string;
  create_by: NullableText;
  create_time: GeneratedTimestamp;
}

declare module './types.js' {
  interface Database {
    sys_sms_template: SysSmsTemplateTable;
    sys_message: SysMessageTable;
    sys_data_log: SysDataLogTable;
  }
}

declare module './sys-data-types.js' {
  interface SysCheckRuleTable {
    /** null = system-wide (migration 012) */
    tenant_id: NullableTenant;
  }
  interface SysFillRuleTable {
    /** null = system-wide (migration 012) */
    tenant_id: NullableTenant;
    description: NullableText;
  }
}
