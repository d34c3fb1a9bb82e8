/**
 * Chinese texts of the scheduler and its calls (docs/admin-contract.md "Scheduled jobs"). JeecgBoot's
 * QuartzJobController wording where it has one.
 */
export const SCHEDULER_TEXT = {
  added: '创建定时任务成功',
  edited: '更新定时任务成功',
  deleted: '删除定时任务成功',
  paused: '停止定时任务成功',
  resumed: '启动定时任务成功',
  executed: '执行成功!',
  executing: '任务已开始执行，请稍后查看执行历史',
  notFound: '未找到对应的定时任务',
  unknownType: '未知的任务类型',
  selectToDelete: '请选择要删除的定时任务',
  cronRequired: '请输入Cron表达式',
  cronTooLong: 'Cron表达式过长',
  cronFieldCount: 'Cron表达式必须由6或7个字段组成（秒 分 时 日 月 周 [年]）',
  cronDayAndWeek: 'Cron表达式的日和周必须有且只有一个为?',
  cronBadField: (field: string) => `Cron表达式的“${field}”字段不正确`,
  cronNever: 'Cron表达式没有可执行的时间',
  parameterNotJson: '任务参数必须是JSON对象，例如 {"days":30}',
  parameterUnknownKey: (key: string) => `任务参数不支持“${key}”`,
  parameterRange: (key: string, min: number, max: number) => `任务参数“${key}”必须是${min}到${max}之间的整数`,
  parameterNone: '该任务类型不需要参数',
  parameterTooLong: '任务参数不能超过500个字符',
  descriptionTooLong: '描述不能超过255个字符',
  statusRunning: '正常',
  statusStopped: '停止',
} as const;

/** Chinese names of the cron fields, in Quartz order. */
export const CRON_FIELD_NAMES = ['秒', '分', '时', '日', '月', '周', '年'] as const;
