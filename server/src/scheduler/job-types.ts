import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/types.js';
import { HttpError } from '../plugins/reply.js';
import { runRollupPass } from '../reports/daily-rollup.js';
import { SCHEDULER_TEXT } from './scheduler-texts.js';

/** What a job run receives. */
export interface JobContext {
  db: Kysely<Database>;
  config: AppConfig;
  /** the job's tenant */
  tenantId: number;
  /** the job's parameter text (already validated by the type) */
  parameter: string | null;
}

/** A server job type (the allow-list that replaces JeecgBoot's job class names). */
export interface JobType {
  type: string;
  /** Chinese name shown in the job list */
  name: string;
  description: string;
  /** 'tenant': acts on the job's tenant only; 'global': on the whole platform */
  scope: 'tenant' | 'global';
  /** example / explanation of the parameter ('' when it takes none) */
  parameterHint: string;
  /** Validates a parameter text. @throws HttpError 400 with a Chinese message. */
  checkParameter(parameter: string | null): void;
  /** Runs once; answers the summary written to the history. Throws to fail the run. */
  run(ctx: JobContext): Promise<string>;
}

const badParameter = (message: string) => new HttpError(400, message, 400);

/** Reads a JSON-object parameter whose keys are all integer options within [min, max]. */
function intOptions(parameter: string | null, spec: Record<string, [number, number]>): Record<string, number> {
  const text = (parameter ?? '').trim();
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badParameter(SCHEDULER_TEXT.parameterNotJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badParameter(SCHEDULER_TEXT.parameterNotJson);
  const out: Record<string, number> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!Object.prototype.hasOwnProperty.call(spec, key)) throw badParameter(SCHEDULER_TEXT.parameterUnknownKey(key));
    const [min, max] = spec[key];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw badParameter(SCHEDULER_TEXT.parameterRange(key, min, max));
    out[key] = v;
  }
  return out;
}

const OFFLINE_SPEC: Record<string, [number, number]> = { timeoutSeconds: [10, 30 * 86400] };
const CLEANUP_SPEC: Record<string, [number, number]> = { days: [1, 3650] };
/** Default retention of log_cleanup (days). */
export const DEFAULT_LOG_RETENTION_DAYS = 30;

const offlineCheck: JobType = {
  type: 'offline_check',
  name: '车辆离线检查',
  description: '把最后一次上报早于离线超时（默认OFFLINE_TIMEOUT_MS）的本租户车辆标记为离线',
  scope: 'tenant',
  parameterHint: '{"timeoutSeconds":600}（可选）',
  checkParameter: (p) => void intOptions(p, OFFLINE_SPEC),
  async run(ctx) {
    const timeoutS = intOptions(ctx.parameter, OFFLINE_SPEC).timeoutSeconds ?? Math.round(ctx.config.offlineTimeoutMs / 1000);
    const cutoff = new Date(Date.now() - timeoutS * 1000);
    const res = await ctx.db.updateTable('fleet_vehicle_state').set({ online: false })
      .where('online', '=', true)
      .where('recv_time', '<', cutoff)
      .where('vehicle_id', 'in', (eb) => eb.selectFrom('fleet_vehicle').select('id').where('tenant_id', '=', ctx.tenantId))
      .executeTakeFirst();
    return `标记离线车辆 ${Number(res.numUpdatedRows)} 辆（离线超时 ${timeoutS} 秒）`;
  },
};

const reportRollup: JobType = {
  type: 'report_rollup',
  name: '报表日汇总',
  description: '按车辆和日期汇总定位数据（fleet_daily_stat），与服务器内置的每分钟汇总相同；作用于整个平台',
  scope: 'global',
  parameterHint: '',
  checkParameter(p) {
    if ((p ?? '').trim()) throw badParameter(SCHEDULER_TEXT.parameterNone);
  },
  async run(ctx) {
    const r = await runRollupPass(ctx.db);
    return `汇总车辆 ${r.vehicles} 辆，写入 ${r.rows} 行，耗时 ${r.ms} ms`;
  },
};

const logCleanup: JobType = {
  type: 'log_cleanup',
  name: '日志清理',
  description: '删除本租户早于N天的登录/操作日志和定时任务执行历史',
  scope: 'tenant',
  parameterHint: `{"days":${DEFAULT_LOG_RETENTION_DAYS}}（可选，1-3650）`,
  checkParameter: (p) => void intOptions(p, CLEANUP_SPEC),
  async run(ctx) {
    const days = intOptions(ctx.parameter, CLEANUP_SPEC).days ?? DEFAULT_LOG_RETENTION_DAYS;
    const cutoff = new Date(Date.now() - days * 86_400_000);
    const logs = await ctx.db.deleteFrom('sys_log').where('tenant_id', '=', ctx.tenantId).where('create_time', '<', cutoff).executeTakeFirst();
    const history = await ctx.db.deleteFrom('sys_quartz_job_log').where('tenant_id', '=', ctx.tenantId).where('start_time', '<', cutoff)
      .where('end_time', 'is not', null).executeTakeFirst();
    return `删除日志 ${Number(logs.numDeletedRows)} 条，任务执行历史 ${Number(history.numDeletedRows)} 条（保留 ${days} 天）`;
  },
};

const demoEcho: JobType = {
  type: 'demo_echo',
  name: '示例任务',
  description: '把任务参数原样写入执行历史',
  scope: 'tenant',
  parameterHint: '任意文本（不超过500个字符）',
  checkParameter(p) {
    if ((p ?? '').length > 500) throw badParameter(SCHEDULER_TEXT.parameterTooLong);
  },
  run: async (ctx) => ctx.parameter ?? '',
};

/** Every job type, keyed by type (the allow-list of sys_quartz_job.job_type). */
export const JOB_TYPES: Readonly<Record<string, JobType>> = Object.freeze({
  [offlineCheck.type]: offlineCheck,
  [reportRollup.type]: reportRollup,
  [logCleanup.type]: logCleanup,
  [demoEcho.type]: demoEcho,
});

/** The job type named `type`, or null when it is not in the allow-list (prototype keys included). */
export function jobTypeOf(type: unknown): JobType | null {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(JOB_TYPES, type) ? JOB_TYPES[type] : null;
}
