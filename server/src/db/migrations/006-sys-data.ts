import { type Kysely, sql } from 'kysely';
import { applyUserProfiles, insertReferenceData, insertTenantSysData } from '../../seed/sys-data.js';

/**
 * Dictionaries, categories, positions and check / fill rules of the shared widgets (issue 4,
 * docs/widgets-contract.md "Dictionaries, categories, users, departments, roles, positions,
 * checks"):
 *
 * - sys_dict / sys_dict_item: dictionaries (tenant_id null = system-wide); the login answer's
 *   sysAllDictItems and /sys/dict/* read them.
 * - sys_category: the JCategorySelect tree per tenant (pid '0' = root, has_child '0'|'1').
 * - sys_position: positions per tenant, post_rank from dictionary position_rank.
 * - sys_check_rule: value rules (rule_json = JSON array of {digits, pattern, message}).
 * - sys_fill_rule + sys_fill_rule_seq: generators from an allow-list of kinds (no Java class
 *   names, no code in the database): 'serial' = prefix + date + sequence, the sequence bumped by
 *   one atomic upsert per (tenant, rule, prefix, period).
 * - sys_user.birthday (user picker variant of widgets-spec §2) and sys_user.post (position codes).
 *
 * Reference data is written here; tenants that already exist get the demo categories and
 * positions (new tenants get them from the seed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sys_dict (
      id varchar(32) PRIMARY KEY,
      tenant_id integer REFERENCES sys_tenant(id),
      dict_name varchar(100) NOT NULL,
      dict_code varchar(100) NOT NULL UNIQUE,
      description varchar(255),
      type smallint NOT NULL DEFAULT 0,
      del_flag smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sys_dict_item (
      id varchar(32) PRIMARY KEY,
      dict_id varchar(32) NOT NULL REFERENCES sys_dict(id) ON DELETE CASCADE,
      item_text varchar(100) NOT NULL,
      item_value varchar(100) NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      status smallint NOT NULL DEFAULT 1,
      description varchar(255),
      UNIQUE (dict_id, item_value)
    );
    CREATE TABLE sys_category (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      pid varchar(32) NOT NULL DEFAULT '0',
      name varchar(100) NOT NULL,
      code varchar(100) NOT NULL,
      has_child char(1) NOT NULL DEFAULT '0' CHECK (has_child IN ('0', '1')),
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, code)
    );
    CREATE INDEX sys_category_pid ON sys_category(tenant_id, pid);
    CREATE TABLE sys_position (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      code varchar(100) NOT NULL,
      name varchar(100) NOT NULL,
      post_rank varchar(10),
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, code)
    );
    CREATE TABLE sys_check_rule (
      id varchar(32) PRIMARY KEY,
      rule_name varchar(100) NOT NULL,
      rule_code varchar(100) NOT NULL UNIQUE,
      rule_json text NOT NULL,
      description varchar(255),
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sys_fill_rule (
      id varchar(32) PRIMARY KEY,
      rule_name varchar(100) NOT NULL,
      rule_code varchar(100) NOT NULL UNIQUE,
      rule_kind varchar(20) NOT NULL CHECK (rule_kind IN ('serial')),
      rule_params text NOT NULL DEFAULT '{}',
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sys_fill_rule_seq (
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      rule_code varchar(100) NOT NULL,
      prefix varchar(40) NOT NULL,
      period varchar(8) NOT NULL,
      seq integer NOT NULL,
      PRIMARY KEY (tenant_id, rule_code, prefix, period)
    );
    ALTER TABLE sys_user ADD COLUMN birthday date, ADD COLUMN post varchar(100);
  `.execute(db);
  await insertReferenceData(db);
  const tenants = await sql<{ id: number }>`SELECT id FROM sys_tenant ORDER BY id`.execute(db);
  for (const t of tenants.rows) await insertTenantSysData(db, Number(t.id));
  await applyUserProfiles(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS sys_fill_rule_seq, sys_fill_rule, sys_check_rule, sys_position, sys_category, sys_dict_item, sys_dict CASCADE;
    ALTER TABLE sys_user DROP COLUMN IF EXISTS birthday, DROP COLUMN IF EXISTS post;
  `.execute(db);
}
