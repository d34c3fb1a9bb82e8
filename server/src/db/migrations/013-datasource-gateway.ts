import { type Kysely, sql } from 'kysely';
import { insertDatasourceGatewayMenu } from '../../admin/datasource/seed-menu.js';

/**
 * Data sources and gateway routes (issue 5; docs/admin-contract.md "Data sources and gateway routes"):
 *
 * - sys_data_source: connection definitions per tenant (code unique in the tenant), db_type from
 *   the allow-list postgresql | mysql, host / port / database / user as structured fields (never
 *   a URL) and the password encrypted with AES-256-GCM (db_password_enc, 'v1:' + base64).
 * - sys_gateway_route: reverse-proxy routes per tenant: path prefix ('/api-ext/**', unique in the
 *   tenant), target URI (http / https), strip-prefix count, status '1' on / '0' off, sort order.
 * Databases seeded before this migration get the menus and buttons (granted to roles with code admin).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sys_data_source (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      code varchar(100) NOT NULL,
      name varchar(100) NOT NULL,
      db_type varchar(20) NOT NULL CHECK (db_type IN ('postgresql', 'mysql')),
      db_host varchar(253) NOT NULL,
      db_port integer NOT NULL CHECK (db_port BETWEEN 1 AND 65535),
      db_name varchar(63) NOT NULL,
      db_username varchar(63) NOT NULL,
      db_password_enc text,
      remark varchar(500),
      create_by varchar(100),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_by varchar(100),
      update_time timestamptz,
      UNIQUE (tenant_id, code)
    );
    CREATE TABLE sys_gateway_route (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      name varchar(100) NOT NULL,
      path varchar(200) NOT NULL,
      uri varchar(500) NOT NULL,
      strip_prefix integer NOT NULL DEFAULT 0 CHECK (strip_prefix BETWEEN 0 AND 10),
      status char(1) NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
      sort_order integer NOT NULL DEFAULT 0,
      create_by varchar(100),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_by varchar(100),
      update_time timestamptz,
      UNIQUE (tenant_id, path)
    );
  `.execute(db);
  await insertDatasourceGatewayMenu(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sys_gateway_route, sys_data_source CASCADE`.execute(db);
  await sql`DELETE FROM sys_permission WHERE id LIKE 'perm_sys_datasource%' OR id LIKE 'perm_sys_gateway_route%' OR id LIKE 'perm_btn_datasource_%' OR id LIKE 'perm_btn_gateway_route_%'`.execute(db);
}
