import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** sys_quartz_job (migration 009): a scheduled job of a tenant; status 0 running, -1 stopped. */
export interface SysQuartzJobTable {
  id: string;
  tenant_id: number;
  /** key of the job registry (server/src/scheduler/job-types.ts) */
  job_type: string;
  /** Quartz cron with seconds: `s m h d M w [y]` */
  cron_expression: string;
  /** job parameter text (JSON object for the typed jobs) */
  parameter: string | null;
  description: string | null;
  status: Generated<0 | -1>;
  del_flag: Generated<number>;
  create_by: string | null;
  create_time: GeneratedTimestamp;
  update_by: string | null;
  update_time: Timestamp | null;
}

/** sys_quartz_job_log (migration 009): one run of a job; unique (job_id, fire_time). */
export interface SysQuartzJobLogTable {
  id: Generated<number>;
  job_id: string;
  tenant_id: number;
  job_type: string;
  trigger_type: 'cron' | 'manual';
  /** the cron firing this run belongs to; null for manual runs */
  fire_time: Timestamp | null;
  start_time: GeneratedTimestamp;
  end_time: Timestamp | null;
  /** ms */
  duration_ms: number | null;
  /** null while running, 1 succeeded, 0 failed */
  success: 0 | 1 | null;
  message: string | null;
  /** scheduler instance (host:pid) that ran it */
  instance: string | null;
}

/** sys_log (migration 009): log_type 1 login, 2 operation. */
export interface SysLogTable {
  id: Generated<number>;
  tenant_id: number | null;
  log_type: 1 | 2;
  log_content: string | null;
  /** 1 query, 2 add, 3 edit, 4 delete, 5 import, 6 export (operation logs) */
  operate_type: number | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  /** the route pattern that handled the call, e.g. /sys/quartzJob/add */
  method: string | null;
  request_url: string | null;
  /** HTTP method */
  request_type: string | null;
  /** masked, truncated parameters (JSON text) */
  request_param: string | null;
  /** ms */
  cost_time: number | null;
  create_time: GeneratedTimestamp;
}

/** The operations tables, merged into Database. */
export interface OpsTables {
  sys_quartz_job: SysQuartzJobTable;
  sys_quartz_job_log: SysQuartzJobLogTable;
  sys_log: SysLogTable;
}

declare module './types.js' {
  interface SysTokenTable {
    /** client ip at sign-in (migration 009) */
    ip: ColumnType<string | null, string | null | undefined, string | null>;
    /** User-Agent at sign-in, truncated to 500 (migration 009) */
    user_agent: ColumnType<string | null, string | null | undefined, string | null>;
    /** last call made with the token, updated at most once a minute (migration 009) */
    last_seen: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  }
}
