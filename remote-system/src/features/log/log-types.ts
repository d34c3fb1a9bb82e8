/** A row of GET /sys/log/list (docs/admin-contract.md "Logs"). */
export interface SysLog {
  id: string;
  /** 1 登录日志, 2 操作日志 */
  logType: 1 | 2;
  logType_dictText: string;
  logContent: string;
  operateType: number | null;
  operateType_dictText: string | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  requestUrl: string | null;
  requestType: string | null;
  requestParam: string | null;
  costTime: number | null;
  createTime: string;
}

/** Button codes of 日志管理 (checked again on the server). */
export const LOG_BUTTONS = { delete: 'system:log:delete' } as const;

/** Texts of 日志管理 (JeecgBoot's labels). */
export const LOG_TEXTS = {
  loginTab: '登录日志',
  operateTab: '操作日志',
  keyWord: '搜索日志',
  keyWordPlaceholder: '请输入搜索关键词',
  createTime: '创建时间',
  clear: '清空日志',
  clearTitle: '确认清空',
  clearContent: (tab: string) => `是否清空全部${tab}?`,
  params: '请求参数',
} as const;

/** Format of the time range sent as createTime_begin / createTime_end (China time). */
export const LOG_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
