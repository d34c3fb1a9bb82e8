import { type Kysely, sql } from 'kysely';
import { insertOssMenu } from '../../files/oss-menu.js';

/**
 * Object storage (issue 5; docs/admin-contract.md "Object storage"): sys_file records where each
 * file's bytes live (`store`: 'local' = UPLOAD_DIR, 's3' = OSS_BUCKET; existing rows are local),
 * and the list is searched by file name and biz. Databases seeded before this migration get the
 * 对象存储 menu and its buttons (granted to roles with code admin).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sys_file ADD COLUMN store varchar(16) NOT NULL DEFAULT 'local' CHECK (store IN ('local', 's3'));
    CREATE INDEX sys_file_tenant_name ON sys_file(tenant_id, file_name);
  `.execute(db);
  await insertOssMenu(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM sys_permission WHERE id IN ('perm_btn_oss_list', 'perm_btn_oss_delete', 'perm_sys_oss');
    DROP INDEX IF EXISTS sys_file_tenant_name;
    ALTER TABLE sys_file DROP COLUMN IF EXISTS store;
  `.execute(db);
}
