import type { Selectable } from 'kysely';
import type { SysQuartzJobTable } from '../../db/types-ops.js';
import type { FieldMap } from '../../query/list-query.js';
import { jobTypeOf } from '../../scheduler/job-types.js';
import { CronError, parseQuartzCron } from '../../scheduler/quartz-cron.js';
import { SCHEDULER_TEXT } from '../../scheduler/scheduler-texts.js';
import { badRequest, chinaTimeText } from './wire.js';

/** Allow-list of the job list (filter and sort); `jobClassName` is JeecgBoot's name of the type. */
export const JOB_FIELDS: FieldMap = {
  jobClassName: { column: 'job_type', type: 'string' },
  jobType: { column: 'job_type', type: 'string' },
  cronExpression: { column: 'cron_expression', type: 'string' },
  description: { column: 'description', type: 'string' },
  status: { column: 'status', type: 'number', dictCode: 'quartz_status' },
  createTime: { column: 'create_time', type: 'datetime' },
  updateTime: { column: 'update_time', type: 'datetime' },
};

/** Allow-list of the run history list. */
export const JOB_LOG_FIELDS: FieldMap = {
  triggerType: { column: 'trigger_type', type: 'string' },
  success: { column: 'success', type: 'number' },
  fireTime: { column: 'fire_time', type: 'datetime' },
  startTime: { column: 'start_time', type: 'datetime' },
  endTime: { column: 'end_time', type: 'datetime' },
  durationMs: { column: 'duration_ms', type: 'number' },
};

/** The body of add / edit (JeecgBoot QuartzJob; jobType and jobClassName are synonyms). */
export interface JobBody {
  id?: string;
  jobClassName?: unknown;
  jobType?: unknown;
  cronExpression?: unknown;
  parameter?: unknown;
  description?: unknown;
  status?: unknown;
}

/** A checked job input. */
export interface JobInput {
  jobType: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: 0 | -1;
}

function optionalText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value);
  return text.trim() === '' ? null : text;
}

/**
 * Checks an add / edit body: the type must be in the job registry (400 未知的任务类型), the cron a
 * valid Quartz expression with a future firing (400 with the CronError text), the parameter
 * valid for the type (400), description ≤ 255 characters, status 0 or -1 (default 0: JeecgBoot's
 * form default, the job starts at once).
 * @throws HttpError 400 with a Chinese message.
 */
export function checkJobInput(body: JobBody | null | undefined): JobInput {
  const b = body ?? {};
  const type = jobTypeOf(b.jobType ?? b.jobClassName);
  if (!type) throw badRequest(SCHEDULER_TEXT.unknownType);
  let cronExpression: string;
  try {
    cronExpression = parseQuartzCron(String(b.cronExpression ?? '')).expression;
  } catch (err) {
    if (err instanceof CronError) throw badRequest(err.message);
    throw err;
  }
  const parameter = optionalText(b.parameter);
  type.checkParameter(parameter);
  const description = optionalText(b.description);
  if (description && description.length > 255) throw badRequest(SCHEDULER_TEXT.descriptionTooLong);
  const status = b.status === undefined || b.status === null || b.status === '' ? 0 : Number(b.status);
  if (status !== 0 && status !== -1) throw badRequest('状态只能是0（正常）或-1（停止）');
  return { jobType: type.type, cronExpression, parameter, description, status };
}

/** The next firing of a running job, China time, or null (stopped, or its cron no longer fires). */
export function nextFireText(cron: string, status: number, now = new Date()): string | null {
  if (status !== 0) return null;
  try {
    return chinaTimeText(parseQuartzCron(cron, now).next(now));
  } catch {
    return null;
  }
}

/** A job on the wire (JeecgBoot QuartzJob fields plus jobType, dictionary texts and nextFireTime). */
export function toWireJob(r: Selectable<SysQuartzJobTable>) {
  const type = jobTypeOf(r.job_type);
  return {
    id: r.id,
    jobClassName: r.job_type,
    jobType: r.job_type,
    jobClassName_dictText: type?.name ?? r.job_type,
    scope: type?.scope ?? null,
    cronExpression: r.cron_expression,
    parameter: r.parameter,
    description: r.description,
    status: r.status,
    status_dictText: r.status === 0 ? SCHEDULER_TEXT.statusRunning : SCHEDULER_TEXT.statusStopped,
    delFlag: r.del_flag,
    createBy: r.create_by,
    createTime: chinaTimeText(r.create_time),
    updateBy: r.update_by,
    updateTime: chinaTimeText(r.update_time),
    nextFireTime: nextFireText(r.cron_expression, r.status),
  };
}
