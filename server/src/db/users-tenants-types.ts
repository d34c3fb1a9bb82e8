import type { ColumnType } from 'kysely';
import type { GeneratedTimestamp } from './types.js';

/**
 * Kysely table types of migration 010-users-tenants, merged into `Database` (and the new
 * columns into SysUserTable / SysTenantTable) by declaration merging.
 */

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * sys_user_tenant: a tenant the user belongs to besides their home tenant (sys_user.tenant_id).
 * The home tenant is always implied; rows here are the extra memberships a platform
 * administrator grants (docs/admin-contract.md "Users, tenants, positions, address book").
 */
export interface SysUserTenantTable {
  user_id: string;
  tenant_id: number;
  create_by: NullableText;
  create_time: GeneratedTimestamp;
}

declare module './types.js' {
  interface Database {
    sys_user_tenant: SysUserTenantTable;
  }
  interface SysUserTable {
    /** 工号, unique among the live users of the home tenant (migration 010) */
    work_no: NullableText;
    /** 座机 (migration 010) */
    telephone: NullableText;
    create_by: NullableText;
    update_by: NullableText;
    update_time: NullableTime;
  }
  interface SysTenantTable {
    /** validity window; null = open (migration 010) */
    begin_date: NullableTime;
    end_date: NullableTime;
    create_by: NullableText;
    update_by: NullableText;
    update_time: NullableTime;
  }
}
