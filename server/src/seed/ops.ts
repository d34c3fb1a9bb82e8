import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { OPS_PERMS } from '../routes/ops/perms.js';
import type { SeedPermission } from './menu.js';
import { DEMO_TENANT_ID } from './org.js';
import { addSeedMenuToExistingDatabase } from './permission-rows.js';

/**
 * The operations pages under 系统管理 (issue 5): 定时任务, 日志管理, the 系统监控 branch (服务器信息,
 * Node运行时, 请求追踪, Redis监控, 数据库信息) and 在线用户 (components `system/<View>` of remote-system).
 */
export const OPS_MENUS: SeedPermission[] = [
  { id: 'perm_sys_quartz', parentId: 'perm_system', name: '定时任务', menuType: 1, url: '/system/quartzJob', component: 'system/QuartzJobList', componentName: 'QuartzJobList', icon: 'dashboard', sortNo: 30 },
  { id: 'perm_sys_log', parentId: 'perm_system', name: '日志管理', menuType: 1, url: '/system/log', component: 'system/LogList', componentName: 'LogList', icon: 'filetext', sortNo: 31 },
  { id: 'perm_sys_monitor', parentId: 'perm_system', name: '系统监控', menuType: 1, url: '/system/monitor', component: 'layouts/RouteView', redirect: '/system/monitor/server', icon: 'monitor', sortNo: 32 },
  { id: 'perm_monitor_server', parentId: 'perm_sys_monitor', name: '服务器信息', menuType: 1, url: '/system/monitor/server', component: 'system/MonitorServer', componentName: 'MonitorServer', icon: 'monitor', sortNo: 0 },
  { id: 'perm_monitor_runtime', parentId: 'perm_sys_monitor', name: 'Node运行时', menuType: 1, url: '/system/monitor/runtime', component: 'system/MonitorRuntime', componentName: 'MonitorRuntime', icon: 'nodeindex', sortNo: 1 },
  { id: 'perm_monitor_trace', parentId: 'perm_sys_monitor', name: '请求追踪', menuType: 1, url: '/system/monitor/httptrace', component: 'system/MonitorHttpTrace', componentName: 'MonitorHttpTrace', icon: 'filetext', sortNo: 2 },
  { id: 'perm_monitor_redis', parentId: 'perm_sys_monitor', name: 'Redis监控', menuType: 1, url: '/system/monitor/redis', component: 'system/MonitorRedis', componentName: 'MonitorRedis', icon: 'database', sortNo: 3 },
  { id: 'perm_monitor_database', parentId: 'perm_sys_monitor', name: '数据库信息', menuType: 1, url: '/system/monitor/database', component: 'system/MonitorDatabase', componentName: 'MonitorDatabase', icon: 'database', sortNo: 4 },
  { id: 'perm_sys_online', parentId: 'perm_system', name: '在线用户', menuType: 1, url: '/system/onlineUser', component: 'system/OnlineUserList', componentName: 'OnlineUserList', icon: 'team', sortNo: 33 },
];

/** The operations buttons (docs/admin-contract.md), children of their pages in OPS_MENUS; admin holds them all. */
export const OPS_BUTTONS: SeedPermission[] = [
  { id: 'perm_btn_job_list', parentId: 'perm_sys_quartz', name: '定时任务列表', menuType: 2, perms: OPS_PERMS.jobList, sortNo: 20 },
  { id: 'perm_btn_job_add', parentId: 'perm_sys_quartz', name: '新增定时任务', menuType: 2, perms: OPS_PERMS.jobAdd, sortNo: 21 },
  { id: 'perm_btn_job_edit', parentId: 'perm_sys_quartz', name: '编辑定时任务', menuType: 2, perms: OPS_PERMS.jobEdit, sortNo: 22 },
  { id: 'perm_btn_job_delete', parentId: 'perm_sys_quartz', name: '删除定时任务', menuType: 2, perms: OPS_PERMS.jobDelete, sortNo: 23 },
  { id: 'perm_btn_job_pause', parentId: 'perm_sys_quartz', name: '停止定时任务', menuType: 2, perms: OPS_PERMS.jobPause, sortNo: 24 },
  { id: 'perm_btn_job_resume', parentId: 'perm_sys_quartz', name: '启动定时任务', menuType: 2, perms: OPS_PERMS.jobResume, sortNo: 25 },
  { id: 'perm_btn_job_execute', parentId: 'perm_sys_quartz', name: '立即执行定时任务', menuType: 2, perms: OPS_PERMS.jobExecute, sortNo: 26 },
  { id: 'perm_btn_log_list', parentId: 'perm_sys_log', name: '日志列表', menuType: 2, perms: OPS_PERMS.logList, sortNo: 30 },
  { id: 'perm_btn_log_delete', parentId: 'perm_sys_log', name: '删除日志', menuType: 2, perms: OPS_PERMS.logDelete, sortNo: 31 },
  { id: 'perm_btn_monitor_view', parentId: 'perm_sys_monitor', name: '系统监控', menuType: 2, perms: OPS_PERMS.monitorView, sortNo: 40 },
  { id: 'perm_btn_online_list', parentId: 'perm_sys_online', name: '在线用户列表', menuType: 2, perms: OPS_PERMS.onlineList, sortNo: 50 },
  { id: 'perm_btn_online_kick', parentId: 'perm_sys_online', name: '强制退出', menuType: 2, perms: OPS_PERMS.onlineForceLogout, sortNo: 51 },
];

/** A job every tenant starts with. */
interface SeedJob {
  key: string;
  jobType: string;
  cron: string;
  parameter: string | null;
  description: string;
  status: 0 | -1;
}

/**
 * The seed jobs (issue 5): offline check every minute and log clean-up daily at 03:00 (running),
 * the 5-second demo job and the report rollup (stopped; the server already runs the rollup every
 * minute, this job can replace that timer).
 */
export const SEED_JOBS: SeedJob[] = [
  { key: 'offline_check', jobType: 'offline_check', cron: '0 * * * * ? *', parameter: null, status: 0,
    description: '每分钟把超过离线超时未上报的车辆标记为离线' },
  { key: 'log_cleanup', jobType: 'log_cleanup', cron: '0 0 3 * * ? *', parameter: '{"days":30}', status: 0,
    description: '每天03:00清理30天前的日志和任务执行历史' },
  { key: 'demo_echo', jobType: 'demo_echo', cron: '0/5 * * * * ? *', parameter: '示例任务参数', status: -1,
    description: '示例任务：每5秒把参数写入执行历史' },
  { key: 'report_rollup', jobType: 'report_rollup', cron: '30 * * * * ? *', parameter: null, status: -1,
    description: '报表日汇总（服务器已内置每分钟汇总，启用本任务可替代）' },
];

/** Inserts the seed jobs of one tenant (ids `job_<key>_<tenantId>`; existing ids are kept). */
export async function insertSeedJobs(db: Kysely<any>, tenantId: number): Promise<void> {
  const sdb = db as Kysely<Database>;
  await sdb.insertInto('sys_quartz_job').values(SEED_JOBS.map((j) => ({
    id: `job_${j.key}_${tenantId}`, tenant_id: tenantId, job_type: j.jobType, cron_expression: j.cron,
    parameter: j.parameter, description: j.description, status: j.status, create_by: 'admin',
  }))).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/**
 * For databases seeded before migration 009: adds the operations pages and buttons under 系统管理 (when
 * that menu exists) and grants them to every role with code admin. Does nothing on an empty database.
 */
export async function insertOpsButtons(db: Kysely<any>): Promise<void> {
  await addSeedMenuToExistingDatabase(db, [...OPS_MENUS, ...OPS_BUTTONS]);
}

/** Seed step (seedDemoData): the demo tenant's jobs. */
export async function seedOps(db: Kysely<Database>, tenantId: number = DEMO_TENANT_ID): Promise<void> {
  await insertSeedJobs(db, tenantId);
}
