import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp } from './types.js';

/**
 * Kysely table types of migration 011-permissions (roles, menus and permissions, data rules,
 * departments; docs/admin-contract.md "Roles, menus and permissions, data rules, departments"),
 * merged into `Database` and the existing table types by declaration merging.
 */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * sys_permission_data_rule: a data rule of a menu (JeecgBoot). rule_column is a wire field of the
 * list the menu guards (its FieldMap), rule_conditions one of DATA_RULE_CONDITIONS, rule_value a
 * text that may hold #{sys_user_code}-style variables; status '1' on, '0' off.
 */
export interface SysPermissionDataRuleTable {
  id: string;
  permission_id: string;
  rule_name: string;
  rule_column: string;
  rule_conditions: string;
  rule_value: string;
  status: Generated<string>;
  create_by: string | null;
  create_time: GeneratedTimestamp;
  update_by: string | null;
  update_time: Timestamp | null;
}

/** sys_depart_role: a role defined inside one department (JeecgBoot 部门角色). */
export interface SysDepartRoleTable {
  id: string;
  tenant_id: number;
  depart_id: string;
  role_name: string;
  role_code: string;
  description: string | null;
  create_by: string | null;
  create_time: GeneratedTimestamp;
  update_by: string | null;
  update_time: Timestamp | null;
}

/** sys_depart_role_user: a user holding a department role. */
export interface SysDepartRoleUserTable {
  user_id: string;
  drole_id: string;
}

/** sys_depart_role_permission: a menu or button granted to a department role, with its chosen data rules. */
export interface SysDepartRolePermissionTable {
  role_id: string;
  permission_id: string;
  /** chosen data rule ids, comma-joined (JeecgBoot) */
  data_rule_ids: string | null;
}

/** sys_depart_permission: the menus and buttons a department's roles may be given (its upper bound). */
export interface SysDepartPermissionTable {
  depart_id: string;
  permission_id: string;
  data_rule_ids: string | null;
}

declare module './types.js' {
  interface Database {
    sys_permission_data_rule: SysPermissionDataRuleTable;
    sys_depart_role: SysDepartRoleTable;
    sys_depart_role_user: SysDepartRoleUserTable;
    sys_depart_role_permission: SysDepartRolePermissionTable;
    sys_depart_permission: SysDepartPermissionTable;
  }
  interface SysRolePermissionTable {
    /** chosen data rule ids of this grant, comma-joined (migration 011, JeecgBoot) */
    data_rule_ids: ColumnType<string | null, string | null | undefined, string | null>;
  }
  interface SysPermissionTable {
    /** migration 011 */
    description: Nullable<string>;
  }
  interface SysRoleTable {
    /** migration 011 */
    update_time: Nullable<Date>;
  }
  interface SysDepartTable {
    /** migration 011: contact details and remarks of 部门管理 */
    mobile: Nullable<string>;
    fax: Nullable<string>;
    address: Nullable<string>;
    memo: Nullable<string>;
    update_time: Nullable<Date>;
  }
  interface SysUserTable {
    /** 1 普通用户, 2 上级 (department administrator of `depart_ids`); migration 011, JeecgBoot */
    user_identity: Generated<number>;
    /** departments the user administers (identity 2), comma-joined ids; migration 011, JeecgBoot */
    depart_ids: Nullable<string>;
  }
}
