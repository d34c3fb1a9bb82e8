import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { DEMO_TENANT_ID, SEED_USERS } from './org.js';

interface SeedNotice {
  id: string;
  titile: string;
  priority: 'L' | 'M' | 'H';
  msgCategory: '1' | '2';
  /** addressee usernames; absent = every user */
  to?: string[];
  hoursAgo: number;
  html: string;
  openType?: 'url';
  openPage?: string;
}

const NOTICES: SeedNotice[] = [
  { id: 'annt_seed_01', titile: '关于春运期间加强车辆安全监控的通知', priority: 'H', msgCategory: '1', hoursAgo: 2,
    html: '<p>春运期间请各车队<strong>加强夜间疲劳驾驶监控</strong>，22:00 至 06:00 限速为日间限速的 80%。</p>' },
  { id: 'annt_seed_02', titile: '车载终端固件升级安排', priority: 'M', msgCategory: '1', hoursAgo: 26,
    html: '<p>本周六 02:00—04:00 分批升级 JT/T 808 终端固件，升级期间车辆可能短暂离线。</p>' },
  { id: 'annt_seed_03', titile: '系统维护完成', priority: 'L', msgCategory: '2', hoursAgo: 50, to: ['admin'],
    html: '<p>报表统计模块已完成维护，可正常使用。</p>', openType: 'url', openPage: '/fleet/report/alarm_count' },
];

/**
 * Published demo announcements (console-spec §2.3 bell): two 通知公告 to everyone and one 系统消息
 * to admin, unread, so that a first sign-in shows the bell at work.
 */
export async function seedNotices(trx: Transaction<Database> | Kysely<Database>): Promise<void> {
  for (const n of NOTICES) {
    const sendTime = new Date(Date.now() - n.hoursAgo * 3_600_000);
    await trx.insertInto('sys_announcement').values({
      id: n.id, tenant_id: DEMO_TENANT_ID, titile: n.titile, msg_content: n.html, priority: n.priority, msg_category: n.msgCategory,
      msg_type: n.to ? 'USER' : 'ALL', user_ids: n.to ? SEED_USERS.filter((u) => n.to?.includes(u.username)).map((u) => u.id).join(',') : null,
      send_status: '1', send_time: sendTime, sender: '系统管理员', open_type: n.openType ?? null, open_page: n.openPage ?? null,
      create_by: 'admin', create_time: sendTime,
    }).execute();
    const users = SEED_USERS.filter((u) => !n.to || n.to.includes(u.username));
    await trx.insertInto('sys_announcement_send').values(users.map((u) => ({ id: `${n.id}_${u.id}`.slice(0, 32), annt_id: n.id, user_id: u.id }))).execute();
  }
}
