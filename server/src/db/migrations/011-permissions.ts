import { type Kysely, sql } from 'kysely';
import { insertPermissionAdminMenus } from '../../admin/permissions/seed-menus.js';

/**
 * Roles, menus and permissions, data rules, departments (issue 5; docs/admin-contract.md "Roles,
 * menus and permissions, data rules, departments"; JeecgBoot table names):
 * - sys_permission_data_rule: data rules of a menu (field, condition, value with #{…} variables).
 * - sys_role_permission.data_rule_ids: the rules a role applies on that menu (comma-joined ids).
 * - sys_depart_role / sys_depart_role_user / sys_depart_role_permission: roles defined inside a
 *   department, their users and grants; sys_depart_permission: what a department's roles may get.
 * - sys_user.user_identity (1 普通用户, 2 上级) and depart_ids (the departments a 上级 administers,
 *   "我的部门"); added only when missing.
 * - sys_depart contact columns, sys_permission.description, sys_role.update_time.
 * Databases seeded before this migration get the role / menu / department pages and buttons.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sys_permission_data_rule (
      id varchar(32) PRIMARY KEY,
      permission_id varchar(32) NOT NULL REFERENCES sys_permission(id) ON DELETE CASCADE,
      rule_name varchar(50) NOT NULL,
      rule_column varchar(50) NOT NULL,
      rule_conditions varchar(20) NOT NULL,
      rule_value varchar(300) NOT NULL,
      status varchar(2) NOT NULL DEFAULT '1' CHECK (status IN ('0', '1')),
      create_by varchar(100),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_by varchar(100),
      update_time timestamptz
    );
    CREATE INDEX sys_permission_data_rule_perm ON sys_permission_data_rule(permission_id);
    ALTER TABLE sys_role_permission ADD COLUMN data_rule_ids varchar(2000);
    CREATE INDEX sys_role_permission_perm ON sys_role_permission(permission_id);
    ALTER TABLE sys_permission ADD COLUMN description varchar(255);
    ALTER TABLE sys_role ADD COLUMN update_time timestamptz;
    ALTER TABLE sys_depart ADD COLUMN mobile varchar(32), ADD COLUMN fax varchar(32), ADD COLUMN address varchar(255),
      ADD COLUMN memo varchar(500), ADD COLUMN update_time timestamptz;
    ALTER TABLE sys_user ADD COLUMN IF NOT EXISTS user_identity smallint NOT NULL DEFAULT 1;
    ALTER TABLE sys_user ADD COLUMN IF NOT EXISTS depart_ids varchar(1000);
    CREATE TABLE sys_depart_role (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      depart_id varchar(32) NOT NULL REFERENCES sys_depart(id) ON DELETE CASCADE,
      role_name varchar(100) NOT NULL,
      role_code varchar(100) NOT NULL,
      description varchar(255),
      create_by varchar(100),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_by varchar(100),
      update_time timestamptz,
      UNIQUE (depart_id, role_code)
    );
    CREATE TABLE sys_depart_role_user (
      user_id varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      drole_id varchar(32) NOT NULL REFERENCES sys_depart_role(id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, drole_id)
    );
    CREATE INDEX sys_depart_role_user_role ON sys_depart_role_user(drole_id);
    CREATE TABLE sys_depart_role_permission (
      role_id varchar(32) NOT NULL REFERENCES sys_depart_role(id) ON DELETE CASCADE,
      permission_id varchar(32) NOT NULL REFERENCES sys_permission(id) ON DELETE CASCADE,
      data_rule_ids varchar(2000),
      PRIMARY KEY (role_id, permission_id)
    );
    CREATE INDEX sys_depart_role_permission_perm ON sys_depart_role_permission(permission_id);
    CREATE TABLE sys_depart_permission (
      depart_id varchar(32) NOT NULL REFERENCES sys_depart(id) ON DELETE CASCADE,
      permission_id varchar(32) NOT NULL REFERENCES sys_permission(id) ON DELETE CASCADE,
      data_rule_ids varchar(2000),
      PRIMARY KEY (depart_id, permission_id)
    );
  `.execute(db);
  await insertPermissionAdminMenus(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS sys_depart_permission, sys_depart_role_permission, sys_depart_role_user, sys_depart_role,
      sys_permission_data_rule CASCADE;
    DROP INDEX IF EXISTS sys_role_permission_perm;
    ALTER TABLE sys_role_permission DROP COLUMN IF EXISTS data_rule_ids;
    ALTER TABLE sys_permission DROP COLUMN IF EXISTS description;
    ALTER TABLE sys_role DROP COLUMN IF EXISTS update_time;
    ALTER TABLE sys_depart DROP COLUMN IF EXISTS mobile, DROP COLUMN IF EXISTS fax, DROP COLUMN IF EXISTS address,
      DROP COLUMN IF EXISTS memo, DROP COLUMN IF EXISTS update_time;
  `.execute(db);
}
