import pino from 'pino';
import { OPS_BUTTONS, SEED_JOBS, insertOpsButtons, insertSeedJobs } from '../../src/seed/ops.js';
import { startScheduler } from '../../src/scheduler/scheduler.js';
import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { addOtherTenant, send, waitFor } from './helpers.js';

jest.setTimeout(90000);

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DATABASES)('job scheduler on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 3 });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fires a 1-second job with two scheduler instances: each firing runs once and is written once', async () => {
    const db = t.database.db;
    await db.insertInto('sys_quartz_job').values({ id: 'job_fast', tenant_id: 1, job_type: 'demo_echo', cron_expression: '* * * * * ? *', parameter: 'tick', status: 0 }).execute();
    const a = startScheduler({ db, config: t.config, log, pollMs: 60_000, instance: 'A' });
    const b = startScheduler({ db, config: t.config, log, pollMs: 60_000, instance: 'B' });
    await Promise.all([a.reload(), b.reload()]);
    await sleep(2600);
    await Promise.all([a.stop(), b.stop()]);
    const rows = await db.selectFrom('sys_quartz_job_log').selectAll().where('job_id', '=', 'job_fast').orderBy('fire_time').execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(new Set(rows.map((r) => r.fire_time?.getTime())).size).toBe(rows.length);
    for (const r of rows) {
      expect(r).toMatchObject({ trigger_type: 'cron', success: 1, message: 'tick', tenant_id: 1, job_type: 'demo_echo' });
      expect((r.fire_time as Date).getTime() % 1000).toBe(0);
      expect(r.start_time.getTime() - (r.fire_time as Date).getTime()).toBeLessThan(1500);
      expect(['A', 'B']).toContain(r.instance);
    }
    const [sa, sb] = [a.stats(), b.stats()];
    expect(sa.fired + sb.fired).toBe(rows.length);
    // both instances tried the firings: the loser of each claim ran nothing
    expect(sa.notClaimed + sb.notClaimed).toBeGreaterThanOrEqual(1);
    expect(sa.failed + sb.failed).toBe(0);
    await db.deleteFrom('sys_quartz_job').where('id', '=', 'job_fast').execute();
  });

  it('picks up resume and pause made through the API at once; the 5-second demo job shows in its history', async () => {
    const s = startScheduler({ db: t.database.db, config: t.config, log, pollMs: 60_000 });
    try {
      await s.reload();
      expect([...s.planned().keys()].sort()).toEqual(['job_log_cleanup_1', 'job_offline_check_1']);
      expect((await send(t, 'GET', '/sys/quartzJob/resume?id=job_demo_echo_1', admin)).json().success).toBe(true);
      const next = await waitFor(async () => s.planned().get('job_demo_echo_1'), 1000, 'demo job armed');
      expect(next.getTime() % 5000).toBe(0);
      const history = await waitFor(async () => {
        const page = (await send(t, 'GET', '/sys/quartzJob/log/list?jobId=job_demo_echo_1&triggerType=cron', admin)).json().result;
        return page.total > 0 ? page : null;
      }, 6500, 'a cron run of the 5-second job');
      expect(history.records[0]).toMatchObject({ triggerType: 'cron', success: 1, message: '示例任务参数' });
      expect(history.records[0].fireTime).toMatch(/:\d[05]$/);
      expect((await send(t, 'GET', '/sys/quartzJob/pause?id=job_demo_echo_1', admin)).json().success).toBe(true);
      await waitFor(async () => !s.planned().has('job_demo_echo_1'), 1000, 'demo job disarmed');
    } finally {
      await s.stop();
    }
  });

  it('offline_check marks the stale vehicles of its own tenant offline, and only those', async () => {
    const db = t.database.db;
    await addOtherTenant(t);
    await db.insertInto('sys_depart').values({ id: 'dep_t2_ops', tenant_id: 2, parent_id: null, depart_name: '租户二车队', org_code: 'T2A01' }).execute();
    await db.insertInto('fleet_vehicle').values({ id: 'veh_t2_ops', tenant_id: 2, depart_id: 'dep_t2_ops', car_num: '沪Z00001' }).execute();
    const own = (await db.selectFrom('fleet_vehicle').select('id').where('tenant_id', '=', 1).orderBy('id').execute()).map((r) => r.id);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const state = (vehicle_id: string, recv: Date) => ({ vehicle_id, gps_time: recv, recv_time: recv, lat: 30, lon: 120, online: true });
    await db.insertInto('fleet_vehicle_state').values([
      state(own[0], hourAgo), state(own[1], hourAgo), state(own[2], new Date()), state('veh_t2_ops', hourAgo),
    ]).execute();
    const run = (await send(t, 'GET', '/sys/quartzJob/execute?id=job_offline_check_1', admin)).json();
    expect(run.result).toMatchObject({ finished: true, success: true, message: '标记离线车辆 2 辆（离线超时 600 秒）' });
    const online = await db.selectFrom('fleet_vehicle_state').select(['vehicle_id', 'online']).orderBy('vehicle_id').execute();
    expect(Object.fromEntries(online.map((r) => [r.vehicle_id, r.online]))).toEqual({ [own[0]]: false, [own[1]]: false, [own[2]]: true, veh_t2_ops: true });
    await db.updateTable('sys_quartz_job').set({ parameter: '{"timeoutSeconds":7200}' }).where('id', '=', 'job_offline_check_1').execute();
    const again = (await send(t, 'GET', '/sys/quartzJob/execute?id=job_offline_check_1', admin)).json();
    expect(again.result.message).toBe('标记离线车辆 0 辆（离线超时 7200 秒）');
  });

  it('log_cleanup deletes its tenant’s logs and history older than N days; report_rollup runs the rollup', async () => {
    const db = t.database.db;
    const old = new Date(Date.now() - 40 * 86_400_000);
    await db.insertInto('sys_log').values([
      { tenant_id: 1, log_type: 2, log_content: '旧日志', create_time: old },
      { tenant_id: 2, log_type: 2, log_content: '其他租户旧日志', create_time: old },
      { tenant_id: 1, log_type: 2, log_content: '新日志' },
    ]).execute();
    await db.insertInto('sys_quartz_job_log').values({ job_id: 'job_demo_echo_1', tenant_id: 1, job_type: 'demo_echo', trigger_type: 'manual', start_time: old, end_time: old, success: 1 }).execute();
    const run = (await send(t, 'GET', '/sys/quartzJob/execute?id=job_log_cleanup_1', admin)).json();
    expect(run.result).toMatchObject({ success: true, message: '删除日志 1 条，任务执行历史 1 条（保留 30 天）' });
    const contents = (await db.selectFrom('sys_log').select('log_content').where('log_content', 'like', '%日志').execute()).map((r) => r.log_content).sort();
    expect(contents).toEqual(['其他租户旧日志', '新日志']);
    const rollup = (await send(t, 'GET', '/sys/quartzJob/execute?id=job_report_rollup_1', admin)).json();
    expect(rollup.result).toMatchObject({ finished: true, success: true });
    expect(rollup.result.message).toMatch(/^汇总车辆 \d+ 辆，写入 \d+ 行，耗时 \d+ ms$/);
    expect(await db.selectFrom('fleet_rollup_state').select('name').where('name', '=', 'daily_stat').executeTakeFirst()).toEqual({ name: 'daily_stat' });
  });

  it('gives a database seeded before migration 009 the jobs and the buttons (admin only)', async () => {
    const db = t.database.db;
    const ids = OPS_BUTTONS.map((p) => p.id);
    await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
    await db.deleteFrom('sys_quartz_job').where('tenant_id', '=', 2).execute();
    await insertOpsButtons(db);
    await insertOpsButtons(db);
    await insertSeedJobs(db, 2);
    const grants = await db.selectFrom('sys_role_permission').select('role_id').where('permission_id', 'in', ids).execute();
    expect(grants).toHaveLength(ids.length);
    expect(new Set(grants.map((g) => g.role_id))).toEqual(new Set(['role_admin']));
    const jobs = await db.selectFrom('sys_quartz_job').select('job_type').where('tenant_id', '=', 2).orderBy('job_type').execute();
    expect(jobs.map((j) => j.job_type)).toEqual(SEED_JOBS.map((j) => j.jobType).sort());
    const token = await t.login('admin');
    expect((await send(t, 'GET', '/sys/quartzJob/list', token)).json().success).toBe(true);
  });
});
