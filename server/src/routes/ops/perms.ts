/**
 * Button codes of the operations calls (issue 5 "Enforcement": checked on the server with
 * requirePermission; seeded under 系统管理 by server/src/seed/ops.ts, granted to admin).
 */
export const OPS_PERMS = {
  jobList: 'system:quartzJob:list',
  jobAdd: 'system:quartzJob:add',
  jobEdit: 'system:quartzJob:edit',
  jobDelete: 'system:quartzJob:delete',
  jobPause: 'system:quartzJob:pause',
  jobResume: 'system:quartzJob:resume',
  jobExecute: 'system:quartzJob:execute',
  logList: 'system:log:list',
  logDelete: 'system:log:delete',
  monitorView: 'system:monitor:view',
  onlineList: 'system:online:list',
  onlineForceLogout: 'system:online:forceLogout',
} as const;
