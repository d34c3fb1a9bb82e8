import { DATABASES } from '../helpers/databases.js';
import { API, startTestApp, type TestApp } from '../helpers/app.js';
import { Client } from '../helpers/ws-client.js';
import { hashPassword } from '../../src/auth/password.js';

jest.setTimeout(90000);

describe.each(DATABASES)('notices on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let operator: string;
  const wsUrl = (userId: string) => `${t.origin.replace('http', 'ws')}${API}/websocket/${userId}`;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 2 });
    [admin, viewer, operator] = [await t.login('admin'), await t.login('viewer'), await t.login('hz_operator')];
  });
  afterAll(async () => {
    await t?.close();
  });

  const lists = async (token: string) => (await t.call('GET', '/sys/annountCement/listByUser', { token })).json().result;

  it('lists the seeded unread notices per category with JeecgBoot fields', async () => {
    const a = await lists(admin);
    expect(a.anntMsgTotal).toBe(2);
    expect(a.sysMsgTotal).toBe(1);
    expect(a.anntMsgList[0]).toMatchObject({ titile: '关于春运期间加强车辆安全监控的通知', priority: 'H', msgCategory: '1', readFlag: '0' });
    expect(a.anntMsgList[0].sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const v = await lists(viewer);
    expect(v.anntMsgTotal).toBe(2);
    expect(v.sysMsgTotal).toBe(0);
  });

  it('opens a notice, marks it read and the total drops; another user cannot open a message not addressed to them', async () => {
    const detail = await t.call('GET', '/sys/annountCement/queryById?id=annt_seed_03', { token: admin });
    expect(detail.json().result).toMatchObject({ titile: '系统维护完成', openType: 'url', openPage: '/fleet/report/alarm_count' });
    expect((await t.call('GET', '/sys/annountCement/queryById?id=annt_seed_03', { token: viewer })).statusCode).toBe(404);
    const read = await t.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: admin, body: { anntId: 'annt_seed_03' } });
    expect(read.json().result).toEqual({ changed: true });
    expect((await lists(admin)).sysMsgTotal).toBe(0);
    const mine = (await t.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=1', { token: admin })).json().result;
    expect(mine.records.map((r: { anntId: string }) => r.anntId)).toEqual(['annt_seed_03']);
  });

  it('publishes to a chosen user: pushed on their socket only, HTML sanitised, then revoked', async () => {
    const viewerSocket = await Client.open(wsUrl('user_viewer'), viewer);
    const operatorSocket = await Client.open(wsUrl('user_hz_operator'), operator);
    try {
      const add = await t.call('POST', '/sys/annountCement/add', {
        token: admin,
        body: { titile: '测试<b>通知</b>', msgContent: '<p onclick="x()">正文<script>alert(1)</script><img src="javascript:alert(1)"><a href="javascript:alert(2)">链接</a></p>', priority: 'M', msgCategory: '1', msgType: 'USER', userIds: 'user_viewer' },
      });
      expect(add.json().success).toBe(true);
      const id = add.json().result.id;
      expect((await lists(viewer)).anntMsgTotal).toBe(2); // a draft is not visible
      const release = await t.call('GET', `/sys/annountCement/doReleaseData?id=${id}`, { token: admin });
      expect(release.json()).toMatchObject({ success: true, result: { count: 1 } });
      const pushed = JSON.parse(await viewerSocket.next((m) => m.includes('"cmd"'), 1000));
      expect(pushed).toEqual({ cmd: 'user', msgId: id, msgTxt: '测试<b>通知</b>' });
      await new Promise((r) => setTimeout(r, 200));
      expect(operatorSocket.messages.filter((m) => m.includes(id))).toEqual([]);
      const detail = (await t.call('GET', `/sys/annountCement/queryById?id=${id}`, { token: viewer })).json().result;
      expect(detail.msgContent).toContain('正文');
      expect(detail.msgContent).not.toMatch(/script|onclick|javascript:/i);
      expect((await lists(viewer)).anntMsgTotal).toBe(3);
      expect((await lists(operator)).anntMsgTotal).toBe(2);
      expect((await t.call('GET', `/sys/annountCement/doReovkeData?id=${id}`, { token: admin })).json().success).toBe(true);
      expect((await lists(viewer)).anntMsgTotal).toBe(2);
    } finally {
      viewerSocket.close();
      operatorSocket.close();
    }
  });

  it('publishes to all as a topic push to every user of the tenant', async () => {
    const socket = await Client.open(wsUrl('user_hz_operator'), operator);
    try {
      const id = (await t.call('POST', '/sys/annountCement/add', { token: admin, body: { titile: '全员通知', msgContent: '<p>全员</p>', msgType: 'ALL' } })).json().result.id;
      await t.call('GET', `/sys/annountCement/doReleaseData?id=${id}`, { token: admin });
      expect(JSON.parse(await socket.next((m) => m.includes(id), 1000))).toMatchObject({ cmd: 'topic', msgId: id });
      const again = await t.call('GET', `/sys/annountCement/doReleaseData?id=${id}`, { token: admin });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ success: false, message: '该通知已发布' });
      const all = await t.call('PUT', '/sys/sysAnnouncementSend/readAll', { token: operator });
      expect(all.json().result.changed).toBe(3);
      expect((await lists(operator)).anntMsgTotal).toBe(0);
    } finally {
      socket.close();
    }
  });

  it('refuses the administration calls without the buttons (server-side), and bad input with 400', async () => {
    for (const [method, url, body] of [
      ['GET', '/sys/annountCement/list', undefined],
      ['POST', '/sys/annountCement/add', { titile: 'x' }],
      ['GET', '/sys/annountCement/doReleaseData?id=annt_seed_01', undefined],
    ] as const) {
      const res = await t.call(method, url, { token: viewer, body });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 510 });
    }
    const bad = [
      { titile: '' },
      { titile: 'x', priority: 'Z' },
      { titile: 'x', msgType: 'USER' },
      { titile: 'x', openType: 'url', openPage: 'javascript:alert(1)' },
      { titile: 'x', openType: 'url', openPage: 'https://evil.example/' },
    ];
    for (const body of bad) {
      const res = await t.call('POST', '/sys/annountCement/add', { token: admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await t.call('GET', "/sys/annountCement/queryById?id=1' or '1'='1", { token: admin })).statusCode).toBe(400);
    expect((await t.call('GET', '/sys/annountCement/list?pageSize=100000', { token: admin })).statusCode).toBe(400);
  });

  it('keeps tenants apart: another tenant sees none of these notices and cannot publish ours', async () => {
    const db = t.database.db;
    await db.insertInto('sys_tenant').values({ id: 2, name: '其他租户' }).execute();
    await db.insertInto('sys_user').values({ id: 'user_t2', tenant_id: 2, username: 't2_admin', realname: '租户二', password_hash: await hashPassword('123456'), status: 1 }).execute();
    await db.insertInto('sys_user_role').values({ user_id: 'user_t2', role_id: 'role_admin' }).execute();
    const other = await t.login('t2_admin');
    expect(await lists(other)).toEqual({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
    expect((await t.call('GET', '/sys/annountCement/queryById?id=annt_seed_01', { token: other })).statusCode).toBe(404);
    const list = (await t.call('GET', '/sys/annountCement/list', { token: admin })).json().result;
    expect(list.total).toBeGreaterThanOrEqual(3);
  });
});
