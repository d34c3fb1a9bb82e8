import type { NoticeTables } from './types-notice.js';
import type { OpsTables } from './types-ops.js';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Kysely table types for migration 001-initial (snake_case columns exactly as in SQL).
 * Both drivers are configured alike: int8 (bigint) columns and count(*) come back as JS numbers,
 * timestamptz as Date. `Generated` marks columns with a database default.
 */

/** A timestamptz column: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a default of now(). */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SysTenantTable {
  id: number;
  name: string;
  status: Generated<number>;
  create_time: GeneratedTimestamp;
}

export interface SysDepartTable {
  id: string;
  tenant_id: number;
  parent_id: string | null;
  depart_name: string;
  org_code: string;
  org_category: Generated<string>;
  depart_order: Generated<number>;
  del_flag: Generated<number>;
  create_time: GeneratedTimestamp;
}

export interface SysRoleTable {
  id: string;
  tenant_id: number;
  role_name: string;
  role_code: string;
  description: string | null;
  create_time: GeneratedTimestamp;
}

export interface SysUserTable {
  id: string;
  tenant_id: number;
  username: string;
  realname: string;
  password_hash: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  sex: number | null;
  /** 1 normal, 2 frozen (dictionary user_status) */
  status: Generated<number>;
  org_code: string | null;
  del_flag: Generated<number>;
  create_time: GeneratedTimestamp;
}

export interface SysUserDepartTable {
  user_id: string;
  dep_id: string;
}

export interface SysUserRoleTable {
  user_id: string;
  role_id: string;
}

export interface SysPermissionTable {
  id: string;
  parent_id: string | null;
  name: string;
  url: string | null;
  component: string | null;
  component_name: string | null;
  redirect: string | null;
  /** 0 top-level menu, 1 sub menu, 2 button */
  menu_type: number;
  perms: string | null;
  perms_type: Generated<string>;
  sort_no: Generated<number>;
  icon: string | null;
  is_route: Generated<boolean>;
  keep_alive: Generated<boolean>;
  hidden: Generated<boolean>;
  hide_tab: Generated<boolean>;
  always_show: Generated<boolean>;
  internal_or_external: Generated<boolean>;
  /** '1' rule on, '0' rule off (button shown to all) */
  status: Generated<string>;
  del_flag: Generated<number>;
}

export interface SysRolePermissionTable {
  role_id: string;
  permission_id: string;
}

export interface SysTokenTable {
  /** sha256 hex of the token */
  token_hash: string;
  user_id: string;
  tenant_id: number;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface FleetVehicleTable {
  id: string;
  tenant_id: number;
  depart_id: string;
  car_num: string;
  plate_color: Generated<number>;
  vin: string | null;
  vehicle_type: string | null;
  driver_name: string | null;
  /** km/h */
  speed_limit: Generated<number>;
  /** litres */
  fuel_tank: number | null;
  create_time: GeneratedTimestamp;
}

export interface FleetTerminalTable {
  id: string;
  tenant_id: number;
  vehicle_id: string;
  /** 12-digit terminal phone (BCD in JT/T 808 headers) */
  phone: string;
  terminal_id: string | null;
  auth_code: string | null;
  protocol_version: number | null;
  registered_at: Timestamp | null;
}

export interface FleetVehicleStateTable {
  vehicle_id: string;
  gps_time: Timestamp;
  recv_time: Timestamp;
  lat: number;
  lon: number;
  altitude: Generated<number>;
  speed: Generated<number>;
  direction: Generated<number>;
  alarm_flags: Generated<number>;
  status_flags: Generated<number>;
  mileage: number | null;
  fuel: number | null;
  online: Generated<boolean>;
}

export interface FleetPositionTable {
  vehicle_id: string;
  gps_time: Timestamp;
  recv_time: GeneratedTimestamp;
  lat: number;
  lon: number;
  altitude: Generated<number>;
  speed: Generated<number>;
  direction: Generated<number>;
  alarm_flags: Generated<number>;
  status_flags: Generated<number>;
  mileage: number | null;
  fuel: number | null;
  extras: ColumnType<unknown, string | null | undefined, string | null> | null;
}

/** fleet_alarm (migration 002): one alarm episode; end_time null while open. */
export interface FleetAlarmTable {
  id: Generated<string>;
  tenant_id: number;
  vehicle_id: string;
  /** code of ALARM_TYPES (server/src/alarm/alarm-types.ts) */
  alarm_type: string;
  source: 'terminal' | 'platform';
  /** 1 提示, 2 一般, 3 严重 */
  alarm_level: Generated<number>;
  pre_warning: Generated<boolean>;
  start_time: Timestamp;
  end_time: Timestamp | null;
  start_lat: number | null;
  start_lon: number | null;
  end_lat: number | null;
  end_lon: number | null;
  /** km/h */
  start_speed: number | null;
  /** km/h */
  peak_speed: number | null;
  /** the rule's limit: km/h for speeding, s for duration rules */
  limit_value: number | null;
  /** s, set when closed (or the measured duration for duration rules) */
  duration_s: number | null;
  driver_name: string | null;
  /** 0 unhandled, 1 handled */
  handle_state: Generated<number>;
  handle_note: string | null;
  handled_by: string | null;
  handled_time: Timestamp | null;
  detail: ColumnType<unknown, string | null | undefined, string | null> | null;
  create_time: GeneratedTimestamp;
  update_time: GeneratedTimestamp;
}

/** fleet_category (migration 005): vehicle type tree; fleet_vehicle.vehicle_type holds a name. */
export interface FleetCategoryTable {
  id: string;
  tenant_id: number;
  parent_id: string | null;
  name: string;
  code: string;
  sort_no: Generated<number>;
}

/** fleet_maintenance (migration 005): a maintenance plan / record of one vehicle. */
export interface FleetMaintenanceTable {
  id: Generated<string>;
  tenant_id: number;
  vehicle_id: string;
  maint_type: string;
  /** China calendar day 'YYYY-MM-DD' (date column, read as string) */
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** odometer km at which it is due */
  due_mileage_km: number | null;
  done: Generated<boolean>;
  done_time: Timestamp | null;
  note: string | null;
  create_time: GeneratedTimestamp;
}

/** fleet_serial (migration 005): last serial handed out per (tenant, prefix, day yyyyMMdd). */
export interface FleetSerialTable {
  tenant_id: number;
  prefix: string;
  day: string;
  seq: number;
}

/** fleet_daily_stat (migration 004): per vehicle and China day (UTC+8) aggregates of the rollup. */
export interface FleetDailyStatTable {
  vehicle_id: string;
  /** China calendar day, 'YYYY-MM-DD' (date column, read as string via to_char in queries) */
  day: ColumnType<string, string, string>;
  positions: number;
  first_time: Timestamp;
  last_time: Timestamp;
  first_lon: number | null;
  first_lat: number | null;
  last_lon: number | null;
  last_lat: number | null;
  /** km */
  mileage_km: number;
  mileage_source: 'odometer' | 'track';
  /** s */
  driving_s: number;
  idle_s: number;
  online_s: number;
  /** km/h */
  max_speed: number;
  /** L */
  fuel_start_l: number | null;
  fuel_end_l: number | null;
  fuel_used_l: number;
  refuel_l: number;
  refuel_count: number;
  /** estimated upstream bytes of the day's 0x0200 frames */
  bytes_est: number;
  update_time: GeneratedTimestamp;
}

/** fleet_rollup_state (migration 004): checkpoint of a background rollup. */
export interface FleetRollupStateTable {
  name: string;
  last_run: Timestamp;
}

/** fleet_alarm_rule (migration 003): per-vehicle overrides of the platform alarm rules (AlarmRule keys). */
export interface FleetAlarmRuleTable {
  vehicle_id: string;
  tenant_id: number;
  rule: ColumnType<unknown, string, string>;
  update_by: string | null;
  update_time: GeneratedTimestamp;
}

/** fleet_alarm_state (migration 003): alarm engine checkpoint per vehicle (VehicleAlarmState jsonb). */
export interface FleetAlarmStateTable {
  vehicle_id: string;
  /** gps time of the last position the state covers */
  last_time: Timestamp;
  state: ColumnType<unknown, string, string>;
  update_time: GeneratedTimestamp;
}

/** Every table of the schema, keyed by SQL table name. */
export interface Database extends NoticeTables, OpsTables {
  sys_tenant: SysTenantTable;
  sys_depart: SysDepartTable;
  sys_role: SysRoleTable;
  sys_user: SysUserTable;
  sys_user_depart: SysUserDepartTable;
  sys_user_role: SysUserRoleTable;
  sys_permission: SysPermissionTable;
  sys_role_permission: SysRolePermissionTable;
  sys_token: SysTokenTable;
  fleet_vehicle: FleetVehicleTable;
  fleet_terminal: FleetTerminalTable;
  fleet_vehicle_state: FleetVehicleStateTable;
  fleet_position: FleetPositionTable;
  fleet_position_default: FleetPositionTable;
  fleet_alarm: FleetAlarmTable;
  fleet_alarm_rule: FleetAlarmRuleTable;
  fleet_alarm_state: FleetAlarmStateTable;
  fleet_daily_stat: FleetDailyStatTable;
  fleet_rollup_state: FleetRollupStateTable;
  fleet_category: FleetCategoryTable;
  fleet_maintenance: FleetMaintenanceTable;
  fleet_serial: FleetSerialTable;
}

export type SysUser = Selectable<SysUserTable>;
export type SysDepart = Selectable<SysDepartTable>;
export type SysPermission = Selectable<SysPermissionTable>;
export type FleetVehicle = Selectable<FleetVehicleTable>;
export type NewFleetVehicle = Insertable<FleetVehicleTable>;
export type FleetTerminal = Selectable<FleetTerminalTable>;
export type FleetVehicleState = Selectable<FleetVehicleStateTable>;
export type NewFleetVehicleState = Insertable<FleetVehicleStateTable>;
export type FleetVehicleStateUpdate = Updateable<FleetVehicleStateTable>;
export type NewFleetPosition = Insertable<FleetPositionTable>;
