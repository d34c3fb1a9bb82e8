import { type Kysely, sql } from 'kysely';
import { DEMO_TENANT_ID, SEED_USERS } from '../../seed/org.js';
import { insertReportDefinitions, seedWidgetDemo } from '../../seed/widget-demo.js';
import type { Database } from '../types.js';

/**
 * Widget demo, files and online reports (issue 4, docs/widgets-contract.md "Files, import/export,
 * online reports, demo entity, table sync"):
 *
 * - sys_file: one row per stored upload (POST /sys/common/upload) or generated file (import error
 *   workbooks); `stored_path` is the path relative to UPLOAD_DIR that the answer's message carries.
 * - demo / demo_item: the entity of the 组件示例 page (JeecgBoot jeecg_demo in spirit) and its
 *   editable-table rows. Comma lists hold picker values (depart ids, usernames, stored paths).
 * - onl_cgreport_head / _item / _param: online report definitions. A head names a server-side
 *   data source (`source`, a key of the TypeScript registry in server/src/routes/online): no SQL
 *   text is ever stored in these tables. Definitions are global; the data is scoped per caller.
 *
 * The report definitions are written here (reference data). A database whose demo tenant was
 * seeded before this migration also gets the demo records (new databases get them from the seed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sys_file (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      biz varchar(200) NOT NULL,
      file_name varchar(255) NOT NULL,
      stored_path varchar(500) NOT NULL UNIQUE,
      size bigint NOT NULL,
      content_type varchar(100) NOT NULL,
      created_by varchar(32),
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sys_file_tenant ON sys_file(tenant_id, create_time);
    CREATE TABLE demo (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      name varchar(50) NOT NULL,
      sex varchar(2),
      age integer,
      birthday date,
      email varchar(100),
      phone varchar(20),
      depart_ids varchar(1000),
      user_names varchar(1000),
      area_code varchar(12),
      cron varchar(120),
      effective varchar(200),
      enabled char(1) NOT NULL DEFAULT 'N' CHECK (enabled IN ('Y', 'N')),
      order_num_code varchar(50),
      files text,
      images text,
      content text,
      remark text,
      category varchar(100),
      create_by varchar(50),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz
    );
    CREATE INDEX demo_tenant_time ON demo(tenant_id, create_time DESC);
    CREATE UNIQUE INDEX demo_order_num_code ON demo(tenant_id, order_num_code) WHERE order_num_code IS NOT NULL;
    CREATE TABLE demo_item (
      id varchar(32) PRIMARY KEY,
      demo_id varchar(32) NOT NULL REFERENCES demo(id) ON DELETE CASCADE,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      order_num integer NOT NULL DEFAULT 0,
      item_name varchar(100),
      item_code varchar(50),
      quantity numeric(14, 3),
      price numeric(12, 2),
      item_date date,
      item_time time,
      status varchar(20),
      tags varchar(500),
      file_path text,
      image_path text,
      user_name varchar(500),
      depart_id varchar(1000),
      remark varchar(500)
    );
    CREATE INDEX demo_item_demo ON demo_item(demo_id, order_num);
    CREATE TABLE onl_cgreport_head (
      id varchar(32) PRIMARY KEY,
      code varchar(100) NOT NULL UNIQUE,
      name varchar(100) NOT NULL,
      source varchar(64) NOT NULL,
      content varchar(500),
      del_flag integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE onl_cgreport_item (
      id varchar(32) PRIMARY KEY,
      cgrhead_id varchar(32) NOT NULL REFERENCES onl_cgreport_head(id) ON DELETE CASCADE,
      field_name varchar(64) NOT NULL,
      field_txt varchar(100) NOT NULL,
      field_type varchar(16) NOT NULL DEFAULT 'String',
      is_show boolean NOT NULL DEFAULT true,
      is_order boolean NOT NULL DEFAULT false,
      is_search boolean NOT NULL DEFAULT false,
      search_mode varchar(8) NOT NULL DEFAULT 'single' CHECK (search_mode IN ('single', 'group')),
      dict_code varchar(100),
      align varchar(8) NOT NULL DEFAULT 'center',
      order_num integer NOT NULL DEFAULT 0,
      UNIQUE (cgrhead_id, field_name)
    );
    CREATE TABLE onl_cgreport_param (
      id varchar(32) PRIMARY KEY,
      cgrhead_id varchar(32) NOT NULL REFERENCES onl_cgreport_head(id) ON DELETE CASCADE,
      param_name varchar(64) NOT NULL,
      param_txt varchar(100) NOT NULL,
      param_value varchar(200),
      order_num integer NOT NULL DEFAULT 0,
      UNIQUE (cgrhead_id, param_name)
    );
  `.execute(db);
  const sdb = db as unknown as Kysely<Database>;
  await insertReportDefinitions(sdb);
  const seeded = await sdb.selectFrom('sys_user').select('id')
    .where('tenant_id', '=', DEMO_TENANT_ID).where('username', '=', SEED_USERS[0].username).executeTakeFirst();
  if (seeded) await seedWidgetDemo(sdb);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS onl_cgreport_param, onl_cgreport_item, onl_cgreport_head, demo_item, demo, sys_file CASCADE;`.execute(db);
}
