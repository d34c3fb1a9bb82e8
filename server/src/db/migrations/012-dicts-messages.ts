import { type Kysely, sql } from 'kysely';
import { insertDictAdminMenu } from '../../admin/dicts/seed-menu.js';

/**
 * Dictionaries, categories, rules, message templates, sent messages and data logs (issue 5;
 * docs/admin-contract.md "Dictionaries, categories, rules, messages, data logs"):
 *
 * - sys_check_rule / sys_fill_rule gain tenant_id: null = system-wide (seeded, maintained by the
 *   platform tenant), else the tenant's own rule. Codes stay unique across all tenants.
 * - sys_sms_template: message templates per tenant (template_code unique in the tenant), type
 *   '1' 短信 / '2' 邮件 / '3' 系统消息, content with ${name} placeholders, test data JSON.
 * - sys_message: sent messages (JeecgBoot sys_sms): status '0' 待发送 / '1' 成功 / '2' 失败, the
 *   number of attempts and the last error.
 * - sys_data_log: versions of a record (table, id, version 1…n, content JSON).
 * Databases seeded before this migration get the menus and buttons (granted to roles with code admin).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sys_check_rule ADD COLUMN tenant_id integer REFERENCES sys_tenant(id);
    ALTER TABLE sys_fill_rule ADD COLUMN tenant_id integer REFERENCES sys_tenant(id);
    ALTER TABLE sys_fill_rule ADD COLUMN description varchar(255);
    CREATE TABLE sys_sms_template (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      template_code varchar(100) NOT NULL,
      template_name varchar(100) NOT NULL,
      template_type char(1) NOT NULL CHECK (template_type IN ('1', '2', '3')),
      template_content text NOT NULL,
      template_test_json text,
      create_by varchar(100),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_by varchar(100),
      update_time timestamptz,
      UNIQUE (tenant_id, template_code)
    );
    CREATE TABLE sys_message (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      template_code varchar(100),
      es_type char(1) NOT NULL CHECK (es_type IN ('1', '2', '3')),
      es_title varchar(200) NOT NULL,
      es_receiver varchar(2000) NOT NULL,
      es_param text,
      es_content text NOT NULL,
      es_send_status char(1) NOT NULL DEFAULT '0' CHECK (es_send_status IN ('0', '1', '2')),
      es_send_time timestamptz,
      es_send_num integer NOT NULL DEFAULT 0,
      es_result varchar(500),
      create_by varchar(100),
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sys_message_tenant_time ON sys_message(tenant_id, create_time);
    CREATE TABLE sys_data_log (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      data_table varchar(64) NOT NULL,
      data_id varchar(64) NOT NULL,
      data_version integer NOT NULL,
      data_content text NOT NULL,
      create_by varchar(100),
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, data_table, data_id, data_version)
    );
    CREATE INDEX sys_data_log_time ON sys_data_log(tenant_id, create_time);
  `.execute(db);
  await insertDictAdminMenu(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS sys_data_log, sys_message, sys_sms_template CASCADE;
    ALTER TABLE sys_check_rule DROP COLUMN IF EXISTS tenant_id;
    ALTER TABLE sys_fill_rule DROP COLUMN IF EXISTS tenant_id, DROP COLUMN IF EXISTS description;
  `.execute(db);
}
