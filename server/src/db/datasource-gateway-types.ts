import type { GeneratedTimestamp } from './types.js';
import type { Generated } from 'kysely';

/** Kysely table types of migration 013-datasource-gateway, merged into `Database`. */

/** sys_data_source: a connection definition; the password only as AES-256-GCM ciphertext. */
export interface SysDataSourceTable {
  id: string;
  tenant_id: number;
  code: string;
  name: string;
  /** 'postgresql' | 'mysql' */
  db_type: string;
  db_host: string;
  db_port: number;
  db_name: string;
  db_username: string;
  /** 'v1:' + base64(iv 12 | tag 16 | ciphertext), null = no password */
  db_password_enc: string | null;
  remark: string | null;
  create_by: string | null;
  create_time: GeneratedTimestamp;
  update_by: string | null;
  update_time: Date | null;
}

/** sys_gateway_route: one reverse-proxy route; status '1' on, '0' off. */
export interface SysGatewayRouteTable {
  id: string;
  tenant_id: number;
  name: string;
  /** '/api-ext/**' or '/api-ext' */
  path: string;
  /** http(s) target */
  uri: string;
  strip_prefix: Generated<number>;
  status: Generated<string>;
  sort_order: Generated<number>;
  create_by: string | null;
  create_time: GeneratedTimestamp;
  update_by: string | null;
  update_time: Date | null;
}

declare module './types.js' {
  interface Database {
    sys_data_source: SysDataSourceTable;
    sys_gateway_route: SysGatewayRouteTable;
  }
}
