import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { addOtherTenant, send, waitFor } from './helpers.js';

jest.setTimeout(90000);

describe.each(DATABASES)('logs and online users on %s', (kind) => {
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

  const logs = async (query: string, token = admin) => (await send(t, 'GET', `/sys/log/list${query}`, token)).json();

  it('writes login logs for sign-ins that succeed and fail, and for sign-outs', async () => {
    expect((await send(t, 'POST', '/sys/login', undefined, { username: 'viewer', password: 'wrong-password' })).json().success).toBe(false);
    expect((await send(t, 'POST', '/sys/login', undefined, { username: 'nobody_here', password: 'x' })).json().success).toBe(false);
    const extra = await t.login('hz_operator');
    expect((await send(t, 'POST', '/sys/logout', extra)).json().success).toBe(true);
    const page = await waitFor(async () => {
      const r = (await logs('?logType=1&pageSize=50')).result;
      return r.records.some((x: { logContent: string }) => x.logContent.includes('退出成功')) ? r : null;
    }, 3000, 'login logs');
    const contents = page.records.map((r: { logContent: string }) => r.logContent);
    expect(contents).toEqual(expect.arrayContaining([
      '用户名: admin,登录成功！', '用户名: viewer,登录成功！', '用户名: viewer,登录失败：用户名或密码错误',
      '用户名: hz_operator,登录成功！', '用户名: hz_operator,退出成功！',
    ]));
    // an unknown user name has no tenant: recorded, listed to no tenant
    expect(contents.join()).not.toContain('nobody_here');
    const unknown = await t.database.db.selectFrom('sys_log').select(['tenant_id', 'log_content']).where('username', '=', 'nobody_here').execute();
    expect(unknown).toEqual([{ tenant_id: null, log_content: '用户名: nobody_here,登录失败：用户名或密码错误' }]);
    const success = page.records.find((r: { logContent: string }) => r.logContent === '用户名: admin,登录成功！');
    expect(success).toMatchObject({ logType: 1, logType_dictText: '登录日志', username: 'admin', userid: 'user_admin', ip: '127.0.0.1', requestType: 'POST' });
    expect(success.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const info = (await send(t, 'GET', '/sys/loginfo', viewer)).json().result;
    expect(info).toEqual({ totalVisitCount: 3, todayVisitCount: 3, todayIp: 1 });
    const week = (await send(t, 'GET', '/sys/visitInfo', viewer)).json().result;
    expect(week).toHaveLength(7);
    expect(week[6]).toMatchObject({ visit: 3, ip: 1, type: 'day' });
    expect(week[6].tian).toBe(week[6].ymd.slice(5));
  });

  it('writes operation logs with masked parameters and lists them with filters, keyword, time range and sort', async () => {
    await send(t, 'POST', '/sys/quartzJob/add', admin, { jobType: 'demo_echo', cronExpression: '0 0 3 * * ?', parameter: '操作日志测试', oldpassword: 'abc', token: 'secret-token' });
    await send(t, 'GET', '/sys/quartzJob/list', admin);
    const page = await waitFor(async () => {
      const r = (await logs('?logType=2&keyWord=定时任务')).result;
      return r.total > 0 ? r : null;
    }, 3000, 'operation log');
    expect(page.total).toBe(1);
    const row = page.records[0];
    expect(row).toMatchObject({ logType: 2, logContent: '定时任务-添加', operateType: 2, operateType_dictText: '添加', method: '/sys/quartzJob/add', requestUrl: '/jeecg-boot/sys/quartzJob/add', requestType: 'POST', username: 'admin' });
    expect(row.costTime).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(row.requestParam)).toEqual({ body: { jobType: 'demo_echo', cronExpression: '0 0 3 * * ?', parameter: '操作日志测试', oldpassword: '******', token: '******' } });
    // a refused call is logged too, with the failure
    await send(t, 'DELETE', '/sys/quartzJob/delete?id=job_demo_echo_1', viewer);
    const refused = await waitFor(async () => (await logs('?logType=2&username=viewer')).result.records[0], 3000, 'refused call log');
    expect(refused).toMatchObject({ logContent: '定时任务-删除（失败 403）', operateType: 4, requestType: 'DELETE' });
    expect((await logs('?logType=2&operateType=4')).result.total).toBe(1);
    expect((await logs('?logType=2&keyWord=%25')).result.total).toBe(0);
    expect((await logs('?createTime_begin=2000-01-01&createTime_end=2000-01-02')).result.total).toBe(0);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await logs(`?logType=2&createTime_begin=${today}&createTime_end=${today}`)).result.total).toBe(2);
    const asc = (await logs('?column=createTime&order=asc&pageSize=100')).result.records;
    expect(asc[0].createTime <= asc[asc.length - 1].createTime).toBe(true);
    const bad = await send(t, 'GET', `/sys/log/list?column=${encodeURIComponent('create_time desc; DELETE FROM sys_log')}`, admin);
    expect([bad.statusCode, bad.json().message]).toEqual([400, '排序字段不合法']);
    expect((await logs(`?username=${encodeURIComponent("admin' OR '1'='1")}`)).result.total).toBe(0);
    const badValue = await send(t, 'GET', '/sys/log/list?logType=1%20OR%201=1', admin);
    expect(badValue.statusCode).toBe(400);
  });

  it('deletes logs one by one, in batch and all, behind system:log:delete', async () => {
    const ids = (await logs('?logType=1&pageSize=100')).result.records.map((r: { id: string }) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect((await send(t, 'DELETE', `/sys/log/delete?id=${ids[0]}`, viewer)).statusCode).toBe(403);
    expect((await send(t, 'DELETE', `/sys/log/delete?id=${ids[0]}`, admin)).json()).toMatchObject({ success: true, result: { count: 1 } });
    expect((await send(t, 'DELETE', `/sys/log/deleteBatch?ids=${ids[1]},${ids[2]}`, admin)).json()).toMatchObject({ success: true, result: { count: 2 } });
    expect((await send(t, 'DELETE', '/sys/log/deleteBatch?ids=1;DROP%20TABLE%20sys_log', admin)).statusCode).toBe(400);
    const left = (await logs('?logType=1&pageSize=100')).result.total;
    expect(left).toBe(ids.length - 3);
    expect((await send(t, 'DELETE', '/sys/log/deleteBatch?ids=allclear&logType=1', admin)).json()).toMatchObject({ success: true, message: '清空成功!', result: { count: left } });
    expect((await logs('?logType=1')).result.total).toBe(0);
    expect((await logs('?logType=2')).result.total).toBeGreaterThan(0);
  });

  it('lists online users with ip and user agent, never the token, and marks the caller’s own session', async () => {
    const page = (await send(t, 'GET', '/sys/online/list?pageSize=50', admin)).json().result;
    const mine = page.records.filter((r: { current: boolean }) => r.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ username: 'admin', realname: expect.any(String), ip: '127.0.0.1', userAgent: expect.any(String) });
    expect(mine[0].tokenId).toMatch(/^[0-9a-f]{16}$/);
    expect(mine[0].id).toBe(mine[0].tokenId);
    expect(mine[0].loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(page)).not.toContain(admin);
    const hashes = await t.database.db.selectFrom('sys_token').select('token_hash').execute();
    for (const h of hashes) expect(JSON.stringify(page)).not.toContain(h.token_hash.slice(0, 16));
    expect(page.records.map((r: { username: string }) => r.username)).not.toContain('hz_operator');
    const filtered = (await send(t, 'GET', '/sys/online/list?username=VIEW', admin)).json().result;
    expect(filtered.records.map((r: { username: string }) => r.username)).toEqual(['viewer']);
    expect((await send(t, 'GET', `/sys/online/list?username=${encodeURIComponent('%')}`, admin)).json().result.total).toBe(0);
    expect((await send(t, 'GET', '/sys/online/list?column=token_hash', admin)).statusCode).toBe(400);
    expect((await send(t, 'GET', '/sys/online/list', viewer)).statusCode).toBe(403);
  });

  it('forces a user out: their next call answers 401; refuses oneself, bad ids, strangers and users lacking the button', async () => {
    const victim = await t.login('hz_operator');
    expect((await send(t, 'GET', '/sys/annountCement/listByUser', victim)).statusCode).toBe(200);
    const rows = (await send(t, 'GET', '/sys/online/list?username=hz_operator', admin)).json().result.records;
    expect(rows).toHaveLength(1);
    const own = (await send(t, 'GET', '/sys/online/list?username=admin', admin)).json().result.records.find((r: { current: boolean }) => r.current);
    const self = await send(t, 'POST', '/sys/online/forceLogout', admin, { tokenId: own.tokenId });
    expect([self.statusCode, self.json().message]).toEqual([400, '不能强制退出自己']);
    expect((await send(t, 'POST', '/sys/online/forceLogout', viewer, { tokenId: rows[0].tokenId })).statusCode).toBe(403);
    expect((await send(t, 'POST', '/sys/online/forceLogout', admin, { tokenId: "' OR '1'='1" })).statusCode).toBe(400);
    expect((await send(t, 'POST', '/sys/online/forceLogout', admin, { tokenId: '0123456789abcdef' })).statusCode).toBe(404);
    const other = await addOtherTenant(t);
    expect((await send(t, 'POST', '/sys/online/forceLogout', other, { tokenId: rows[0].tokenId })).statusCode).toBe(404);
    expect((await send(t, 'GET', '/sys/online/list', other)).json().result.records.map((r: { username: string }) => r.username)).toEqual(['t2_ops']);
    const kick = await send(t, 'POST', '/sys/online/forceLogout', admin, { tokenId: rows[0].tokenId });
    expect(kick.json()).toMatchObject({ success: true, message: '强制退出成功！', result: { username: 'hz_operator' } });
    const after = await send(t, 'GET', '/sys/annountCement/listByUser', victim);
    expect([after.statusCode, after.json().code, after.json().message]).toEqual([401, 401, 'Token失效，请重新登录']);
    expect((await send(t, 'GET', '/sys/online/list?username=hz_operator', admin)).json().result.total).toBe(0);
    expect((await send(t, 'POST', '/sys/online/forceLogout', admin, { tokenId: rows[0].tokenId })).statusCode).toBe(404);
  });

  it('keeps tenants apart in the logs', async () => {
    const other = await addOtherTenant(t);
    const theirs = await waitFor(async () => (await logs('?pageSize=100', other)).result.records, 3000, 'tenant 2 logs');
    expect(theirs.every((r: { username: string | null }) => r.username === 't2_ops')).toBe(true);
    const ours = (await logs('?pageSize=100')).result.records.map((r: { id: string }) => r.id);
    const theirIds = theirs.map((r: { id: string }) => r.id);
    expect(ours.filter((id: string) => theirIds.includes(id))).toEqual([]);
    expect((await send(t, 'DELETE', `/sys/log/delete?id=${ours[0]}`, other)).json().result.count).toBe(0);
    expect((await send(t, 'DELETE', '/sys/log/deleteBatch?ids=allclear', other)).json().success).toBe(true);
    expect((await logs('?pageSize=100')).result.records.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(ours));
    expect((await logs('', viewer)).code).toBe(510);
  });
});
