import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { addOtherTenant, send, waitFor } from './helpers.js';

jest.setTimeout(90000);

describe.each(DATABASES)('scheduled job calls on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 2 });
    [admin, viewer] = [await t.login('admin'), await t.login('viewer')];
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query = '', token = admin) => (await send(t, 'GET', `/sys/quartzJob/list${query}`, token)).json();

  it('lists the seeded jobs with JeecgBoot fields, dictionary texts and the next firing', async () => {
    const body = await list('?column=jobClassName&order=asc');
    expect(body.success).toBe(true);
    expect(body.result.records.map((r: { jobClassName: string }) => r.jobClassName)).toEqual(['demo_echo', 'log_cleanup', 'offline_check', 'report_rollup']);
    const offline = body.result.records.find((r: { jobType: string }) => r.jobType === 'offline_check');
    expect(offline).toMatchObject({ id: 'job_offline_check_1', cronExpression: '0 * * * * ? *', status: 0, status_dictText: '正常', jobClassName_dictText: '车辆离线检查', scope: 'tenant' });
    expect(offline.nextFireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    const demo = body.result.records.find((r: { jobType: string }) => r.jobType === 'demo_echo');
    expect(demo).toMatchObject({ status: -1, status_dictText: '停止', nextFireTime: null, cronExpression: '0/5 * * * * ? *' });
    expect((await list('?status=0')).result.total).toBe(2);
    expect((await list('?jobClassName=log_cleanup')).result.records).toHaveLength(1);
    const types = (await send(t, 'GET', '/sys/quartzJob/jobTypes', admin)).json().result;
    expect(types.map((x: { value: string }) => x.value)).toEqual(['offline_check', 'report_rollup', 'log_cleanup', 'demo_echo']);
  });

  it('adds, reads, edits, pauses, resumes and deletes a job; every change is operation-logged', async () => {
    const add = await send(t, 'POST', '/sys/quartzJob/add', admin, { jobClassName: 'demo_echo', cronExpression: '0 0/10 * * * ?', parameter: '你好', description: '测试任务', password: 'hunter2' });
    expect(add.json()).toMatchObject({ success: true, message: '创建定时任务成功' });
    const id = add.json().result.id;
    const one = (await send(t, 'GET', `/sys/quartzJob/queryById?id=${id}`, admin)).json().result;
    expect(one).toMatchObject({ id, jobType: 'demo_echo', cronExpression: '0 0/10 * * * ?', parameter: '你好', description: '测试任务', status: 0, createBy: 'admin' });
    const edit = await send(t, 'PUT', '/sys/quartzJob/edit', admin, { id, jobType: 'log_cleanup', cronExpression: '0 30 2 * * ? *', parameter: '{"days":7}', status: -1 });
    expect(edit.json()).toMatchObject({ success: true, message: '更新定时任务成功' });
    expect((await send(t, 'GET', `/sys/quartzJob/queryById?id=${id}`, admin)).json().result).toMatchObject({ jobType: 'log_cleanup', parameter: '{"days":7}', status: -1, updateBy: 'admin' });
    expect((await send(t, 'GET', `/sys/quartzJob/resume?id=${id}`, admin)).json()).toMatchObject({ success: true, message: '启动定时任务成功' });
    expect((await send(t, 'GET', `/sys/quartzJob/queryById?id=${id}`, admin)).json().result.status).toBe(0);
    expect((await send(t, 'GET', `/sys/quartzJob/pause?id=${id}`, admin)).json()).toMatchObject({ success: true, message: '停止定时任务成功' });
    expect((await send(t, 'GET', `/sys/quartzJob/queryById?id=${id}`, admin)).json().result.status).toBe(-1);
    const logs = await waitFor(async () => {
      const rows = await t.database.db.selectFrom('sys_log').selectAll().where('log_type', '=', 2).where('method', 'like', '/sys/quartzJob/%').orderBy('id').execute();
      return rows.length >= 4 ? rows : null;
    }, 3000, 'operation logs');
    expect(logs.map((r) => [r.log_content, r.operate_type, r.request_type, r.username, r.tenant_id])).toEqual([
      ['定时任务-添加', 2, 'POST', 'admin', 1],
      ['定时任务-编辑', 3, 'PUT', 'admin', 1],
      ['定时任务-启动', 3, 'GET', 'admin', 1],
      ['定时任务-停止', 3, 'GET', 'admin', 1],
    ]);
    expect(logs[0].request_param).toContain('"parameter":"你好"');
    expect(logs[0].request_param).toContain('"password":"******"');
    expect(logs[0].request_param).not.toContain('hunter2');
    expect(logs[2].request_param).toBe(JSON.stringify({ query: { id } }));
    expect((await send(t, 'DELETE', `/sys/quartzJob/delete?id=${id}`, admin)).json()).toMatchObject({ success: true, message: '删除定时任务成功' });
    expect((await send(t, 'GET', `/sys/quartzJob/queryById?id=${id}`, admin)).statusCode).toBe(404);
    const a = (await send(t, 'POST', '/sys/quartzJob/add', admin, { jobType: 'demo_echo', cronExpression: '0 0 1 * * ?', status: -1 })).json().result.id;
    const b = (await send(t, 'POST', '/sys/quartzJob/add', admin, { jobType: 'demo_echo', cronExpression: '0 0 2 * * ?', status: '-1' })).json().result.id;
    expect((await send(t, 'DELETE', `/sys/quartzJob/deleteBatch?ids=${a},${b}`, admin)).json().success).toBe(true);
    expect((await list('?jobType=demo_echo')).result.total).toBe(1);
  });

  it('does not log the read-only POSTs the console polls, while the next change is logged', async () => {
    for (const url of ['/api/map/getAlarmSummaryPrompt', '/api/map/getOfflinePrompt', '/api/map/queryMoveStatus']) {
      expect((await send(t, 'POST', url, admin, {})).statusCode).toBe(200);
    }
    const id = (await send(t, 'POST', '/sys/quartzJob/add', admin, { jobType: 'demo_echo', cronExpression: '0 0 3 * * ?', status: -1 })).json().result.id;
    await waitFor(async () => ((await t.database.db.selectFrom('sys_log').select('id').where('request_url', 'like', '%/sys/quartzJob/add').execute()).length > 0 ? true : null), 3000, 'the add logged');
    const polled = await t.database.db.selectFrom('sys_log').select('request_url').where('request_url', 'like', '%/api/map/%').execute();
    expect(polled).toEqual([]);
    await send(t, 'DELETE', `/sys/quartzJob/delete?id=${id}`, admin);
  });

  it('runs a job once now (立即执行) and shows the run in its history', async () => {
    await t.database.db.updateTable('sys_quartz_job').set({ parameter: '立即执行的参数' }).where('id', '=', 'job_demo_echo_1').execute();
    const run = (await send(t, 'GET', '/sys/quartzJob/execute?id=job_demo_echo_1', admin)).json();
    expect(run).toMatchObject({ success: true, message: '执行成功!', result: { finished: true, success: true, message: '立即执行的参数' } });
    const history = (await send(t, 'GET', '/sys/quartzJob/log/list?jobId=job_demo_echo_1', admin)).json().result;
    expect(history.total).toBe(1);
    expect(history.records[0]).toMatchObject({ id: run.result.logId, jobId: 'job_demo_echo_1', triggerType: 'manual', triggerType_dictText: '手动', fireTime: null, success: 1, success_dictText: '成功', message: '立即执行的参数' });
    expect(history.records[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(history.records[0].endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // a parameter that no longer fits the type fails the run and says why
    await t.database.db.updateTable('sys_quartz_job').set({ parameter: '{"days":0}' }).where('id', '=', 'job_log_cleanup_1').execute();
    const failed = (await send(t, 'GET', '/sys/quartzJob/execute?id=job_log_cleanup_1', admin)).json();
    expect(failed).toMatchObject({ success: true, result: { finished: true, success: false, message: '任务参数“days”必须是1到3650之间的整数' } });
    expect((await send(t, 'GET', '/sys/quartzJob/log/list?jobId=job_log_cleanup_1&success=0', admin)).json().result.total).toBe(1);
  });

  it('validates cron expressions on the server (checkCron and add)', async () => {
    const good = (await send(t, 'GET', `/sys/quartzJob/checkCron?cronExpression=${encodeURIComponent('0/5 * * * * ? *')}`, admin)).json();
    expect(good).toMatchObject({ success: true, message: '验证通过' });
    expect(good.result.nextTimes).toHaveLength(5);
    const bad = await send(t, 'GET', `/sys/quartzJob/checkCron?cronExpression=${encodeURIComponent('0 0 25 * * ?')}`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 400, message: 'Cron表达式的“时”字段不正确' });
  });

  it('refuses hostile and invalid input with 400 and a Chinese message', async () => {
    const before = (await list()).result.total;
    const cases: [unknown, string][] = [
      [{ jobType: 'demo_echo', cronExpression: 'every five seconds' }, 'Cron表达式必须由6或7个字段组成（秒 分 时 日 月 周 [年]）'],
      [{ jobType: 'demo_echo', cronExpression: '0 0 3 * * *' }, 'Cron表达式的日和周必须有且只有一个为?'],
      [{ jobType: 'demo_echo', cronExpression: "0 0 3 * * ?'; DROP TABLE sys_quartz_job; --" }, 'Cron表达式必须由6或7个字段组成（秒 分 时 日 月 周 [年]）'],
      [{ jobType: 'rm -rf /', cronExpression: '0 0 3 * * ?' }, '未知的任务类型'],
      [{ jobClassName: 'org.jeecg.modules.quartz.job.SampleJob', cronExpression: '0 0 3 * * ?' }, '未知的任务类型'],
      [{ jobType: '__proto__', cronExpression: '0 0 3 * * ?' }, '未知的任务类型'],
      [{ jobType: 'constructor', cronExpression: '0 0 3 * * ?' }, '未知的任务类型'],
      [{ jobType: 'log_cleanup', cronExpression: '0 0 3 * * ?', parameter: 'days=7' }, '任务参数必须是JSON对象，例如 {"days":30}'],
      [{ jobType: 'log_cleanup', cronExpression: '0 0 3 * * ?', parameter: '{"days":7,"table":"sys_user"}' }, '任务参数不支持“table”'],
      [{ jobType: 'offline_check', cronExpression: '0 0 3 * * ?', parameter: '{"timeoutSeconds":"1; DROP"}' }, '任务参数“timeoutSeconds”必须是10到2592000之间的整数'],
      [{ jobType: 'report_rollup', cronExpression: '0 0 3 * * ?', parameter: 'x' }, '该任务类型不需要参数'],
      [{ jobType: 'demo_echo', cronExpression: '0 0 3 * * ?', status: 1 }, '状态只能是0（正常）或-1（停止）'],
    ];
    for (const [body, message] of cases) {
      const res = await send(t, 'POST', '/sys/quartzJob/add', admin, body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const sqlSort = await send(t, 'GET', `/sys/quartzJob/list?column=${encodeURIComponent('status;DROP TABLE sys_log')}&order=asc`, admin);
    expect([sqlSort.statusCode, sqlSort.json().message]).toEqual([400, '排序字段不合法']);
    const sqlOrder = await send(t, 'GET', '/sys/quartzJob/list?column=status&order=asc,1', admin);
    expect(sqlOrder.statusCode).toBe(400);
    const sqlFilter = await list(`?jobClassName=${encodeURIComponent("x' OR '1'='1")}&${encodeURIComponent('1=1')}=1`);
    expect(sqlFilter.result.total).toBe(0);
    expect((await send(t, 'GET', "/sys/quartzJob/queryById?id=job_demo_echo_1'%20OR%201=1--", admin)).statusCode).toBe(400);
    expect((await send(t, 'GET', '/sys/quartzJob/log/list?jobId=nope', admin)).statusCode).toBe(404);
    expect((await list()).result.total).toBe(before);
  });

  it('refuses a user lacking the buttons: 403 code 510 on every call', async () => {
    const calls: [Parameters<typeof send>[1], string, unknown?][] = [
      ['GET', '/sys/quartzJob/list'], ['GET', '/sys/quartzJob/queryById?id=job_demo_echo_1'], ['GET', '/sys/quartzJob/jobTypes'],
      ['GET', '/sys/quartzJob/log/list?jobId=job_demo_echo_1'], ['GET', '/sys/quartzJob/checkCron?cronExpression=x'],
      ['POST', '/sys/quartzJob/add', { jobType: 'demo_echo', cronExpression: '0 0 3 * * ?' }],
      ['PUT', '/sys/quartzJob/edit', { id: 'job_demo_echo_1', jobType: 'demo_echo', cronExpression: '0 0 3 * * ?' }],
      ['DELETE', '/sys/quartzJob/delete?id=job_demo_echo_1'], ['DELETE', '/sys/quartzJob/deleteBatch?ids=job_demo_echo_1'],
      ['GET', '/sys/quartzJob/pause?id=job_offline_check_1'], ['GET', '/sys/quartzJob/resume?id=job_demo_echo_1'],
      ['GET', '/sys/quartzJob/execute?id=job_demo_echo_1'],
    ];
    for (const [method, url, body] of calls) {
      const res = await send(t, method, url, viewer, body);
      expect([url, res.statusCode, res.json().code, res.json().message]).toEqual([url, 403, 510, '无权限访问']);
    }
    expect((await send(t, 'GET', '/sys/quartzJob/list')).statusCode).toBe(401);
    expect((await send(t, 'GET', '/sys/quartzJob/queryById?id=job_offline_check_1', admin)).json().result.status).toBe(0);
  });

  it('keeps tenants apart: another tenant sees and touches none of these jobs', async () => {
    const other = await addOtherTenant(t);
    expect((await list('', other)).result).toMatchObject({ total: 0, records: [] });
    for (const [method, url] of [
      ['GET', '/sys/quartzJob/queryById?id=job_offline_check_1'], ['GET', '/sys/quartzJob/pause?id=job_offline_check_1'],
      ['GET', '/sys/quartzJob/execute?id=job_demo_echo_1'], ['GET', '/sys/quartzJob/log/list?jobId=job_demo_echo_1'],
      ['DELETE', '/sys/quartzJob/delete?id=job_offline_check_1'],
    ] as const) {
      expect([url, (await send(t, method, url, other)).statusCode]).toEqual([url, 404]);
    }
    const edit = await send(t, 'PUT', '/sys/quartzJob/edit', other, { id: 'job_offline_check_1', jobType: 'demo_echo', cronExpression: '0 0 3 * * ?' });
    expect(edit.statusCode).toBe(404);
    const own = (await send(t, 'POST', '/sys/quartzJob/add', other, { jobType: 'demo_echo', cronExpression: '0 0 3 * * ?' })).json().result.id;
    expect((await list('', other)).result.records.map((r: { id: string }) => r.id)).toEqual([own]);
    expect((await list()).result.records.map((r: { id: string }) => r.id)).not.toContain(own);
    const row = await t.database.db.selectFrom('sys_quartz_job').select(['status', 'job_type']).where('id', '=', 'job_offline_check_1').executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 0, job_type: 'offline_check' });
  });
});
