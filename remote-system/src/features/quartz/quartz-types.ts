/** A scheduled job of /sys/quartzJob/list (docs/admin-contract.md "Scheduled jobs"). */
export interface QuartzJob {
  id: string;
  jobClassName: string;
  jobType: string;
  jobClassName_dictText: string;
  scope: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  /** 0 正常 (running) | -1 停止 (stopped) */
  status: 0 | -1;
  status_dictText: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  /** China time of the next firing, null when stopped */
  nextFireTime: string | null;
}

/** A job type of GET /sys/quartzJob/jobTypes (the server's allow-list). */
export interface JobType {
  value: string;
  text: string;
  description: string;
  scope: string;
  parameterHint: string | null;
}

/** One run of GET /sys/quartzJob/log/list?jobId= (newest first). */
export interface JobRun {
  id: string;
  jobId: string;
  jobType: string;
  triggerType: 'cron' | 'manual';
  triggerType_dictText: string;
  fireTime: string | null;
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
  /** null 执行中, 1 成功, 0 失败 */
  success: 0 | 1 | null;
  success_dictText: string;
  message: string | null;
  instance: string | null;
}

/** Button codes of 定时任务 (checked again on the server, docs/admin-contract.md "Buttons"). */
export const QUARTZ_BUTTONS = {
  add: 'system:quartzJob:add',
  edit: 'system:quartzJob:edit',
  delete: 'system:quartzJob:delete',
  pause: 'system:quartzJob:pause',
  resume: 'system:quartzJob:resume',
  execute: 'system:quartzJob:execute',
} as const;

/** Status options of the job (JeecgBoot's quartz_status dictionary). */
export const JOB_STATUS: Record<string, { text: string; color: string }> = {
  0: { text: '正常', color: 'green' },
  '-1': { text: '停止', color: 'default' },
};

/** Texts of the 定时任务 page. */
export const QUARTZ_TEXTS = {
  addTitle: '新增定时任务',
  editTitle: '编辑定时任务',
  start: '启动',
  stop: '停止',
  execute: '立即执行',
  history: '执行历史',
  confirmStart: '确定启动吗?',
  confirmStop: '确定停止吗?',
  confirmExecute: '确定立即执行一次吗?',
  confirmDelete: '确定删除吗?',
  checkCron: '验证',
  nextTimes: '最近5次执行时间',
  typeRequired: '请选择任务类型',
  noParameter: '该任务类型不需要参数',
  cronRequired: '请输入Cron表达式',
  historyTitle: (name: string) => `执行历史 - ${name}`,
  refresh: '刷新',
  autoRefresh: '自动刷新',
} as const;
