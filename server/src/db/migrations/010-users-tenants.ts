import { type Kysely, sql } from 'kysely';
import { insertUserAdminMenu } from '../../admin/users/seed-menu.js';

/**
 * Users, tenants, positions and the address book (issue 5; docs/admin-contract.md "Users,
 * tenants, positions, address book"):
 * - sys_user_tenant: the tenants a user belongs to besides their home tenant (sys_user.tenant_id,
 *   where the account is administered). A `tenant-id` header naming one of them switches the
 *   request to that tenant; any other tenant is refused.
 * - sys_user gains work_no (工号, unique among the live users of a tenant), telephone (座机) and
 *   create_by / update_by / update_time.
 * - sys_tenant gains the validity window begin_date / end_date and create_by / update_by /
 *   update_time; status 1 正常, 0 冻结 (a frozen tenant's users cannot sign in or call).
 * Databases seeded before this migration get the menus and buttons (granted to roles with code admin).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sys_user_tenant (
      user_id varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id) ON DELETE CASCADE,
      create_by varchar(100),
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, tenant_id)
    );
    CREATE INDEX sys_user_tenant_tenant ON sys_user_tenant(tenant_id);
    ALTER TABLE sys_user
      ADD COLUMN work_no varchar(100),
      ADD COLUMN telephone varchar(45),
      ADD COLUMN create_by varchar(100),
      ADD COLUMN update_by varchar(100),
      ADD COLUMN update_time timestamptz;
    CREATE UNIQUE INDEX sys_user_work_no ON sys_user(tenant_id, work_no) WHERE work_no IS NOT NULL AND del_flag = 0;
    CREATE INDEX sys_user_tenant_time ON sys_user(tenant_id, create_time);
    ALTER TABLE sys_tenant
      ADD COLUMN begin_date timestamptz,
      ADD COLUMN end_date timestamptz,
      ADD COLUMN create_by varchar(100),
      ADD COLUMN update_by varchar(100),
      ADD COLUMN update_time timestamptz;
  `.execute(db);
  await insertUserAdminMenu(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS sys_user_tenant CASCADE;
    DROP INDEX IF EXISTS sys_user_work_no;
    DROP INDEX IF EXISTS sys_user_tenant_time;
    ALTER TABLE sys_user DROP COLUMN IF EXISTS work_no, DROP COLUMN IF EXISTS telephone, DROP COLUMN IF EXISTS create_by,
      DROP COLUMN IF EXISTS update_by, DROP COLUMN IF EXISTS update_time;
    ALTER TABLE sys_tenant DROP COLUMN IF EXISTS begin_date, DROP COLUMN IF EXISTS end_date, DROP COLUMN IF EXISTS create_by,
      DROP COLUMN IF EXISTS update_by, DROP COLUMN IF EXISTS update_time;
  `.execute(db);
}
