import { LoginFailures } from '../../src/routes/sys/login.js';
import { hashToken } from '../../src/auth/tokens.js';
import { SEED_PERMISSIONS } from '../../src/seed/index.js';
import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

jest.setTimeout(60000);

describe.each(DATABASES)('session calls on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    adminToken = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs in with the JeecgBoot answer shape', async () => {
    const res = await t.call('POST', '/sys/login', { body: { username: 'hz_operator', password: '123456' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(typeof body.timestamp).toBe('number');
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.userInfo).toEqual({
      id: 'user_hz_operator', username: 'hz_operator', realname: '杭州调度员', avatar: null, orgCode: 'A01A02',
      orgCodeTxt: '杭州分公司', tenantId: 1, phone: '13800138001', email: 'hz_operator@example.com', sex: 2, status: 1,
    });
    expect(body.result.departs).toEqual([{ id: 'dep_A01A02', orgCode: 'A01A02', departName: '杭州分公司', parentId: 'dep_A01' }]);
    expect(body.result.multi_depart).toBe(1);
    expect(body.result.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ]);
    expect(body.result.sysAllDictItems.priority.map((i: { value: string }) => i.value)).toEqual(['L', 'M', 'H']);
    expect(body.result.sysAllDictItems.plate_color).toHaveLength(5);
    const stored = await t.database.db.selectFrom('sys_token').selectAll().where('token_hash', '=', hashToken(body.result.token)).executeTakeFirstOrThrow();
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(604800000);
  });

  it('answers 用户名或密码错误 for a wrong password and for an unknown user', async () => {
    for (const body of [{ username: 'admin', password: 'wrong' }, { username: 'ghost', password: '123456' }]) {
      const res = await t.call('POST', '/sys/login', { body });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: false, code: 500, message: '用户名或密码错误', result: null });
    }
  });

  it('answers 该用户已冻结 for a frozen user and rejects its tokens', async () => {
    const token = await t.login('viewer');
    await t.database.db.updateTable('sys_user').set({ status: 2 }).where('username', '=', 'viewer').execute();
    try {
      const res = await t.call('POST', '/sys/login', { body: { username: 'viewer', password: '123456' } });
      expect(res.json()).toMatchObject({ success: false, code: 500, message: '该用户已冻结' });
      expect((await t.call('GET', '/sys/user/getCurrentUserDeparts', { token })).statusCode).toBe(401);
    } finally {
      await t.database.db.updateTable('sys_user').set({ status: 1 }).where('username', '=', 'viewer').execute();
    }
  });

  it('answers 401 Token失效 without a token, with a bad, an expired and a revoked token', async () => {
    const expect401 = async (token?: string) => {
      const res = await t.call('GET', '/sys/permission/getUserPermissionByToken', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录' });
    };
    await expect401();
    await expect401('not-a-token');
    const expiring = await t.login('hz_operator');
    await t.database.db.updateTable('sys_token').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(expiring)).execute();
    await expect401(expiring);
    const leaving = await t.login('hz_operator');
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken', { token: leaving })).statusCode).toBe(200);
    const out = await t.call('POST', '/sys/logout', { token: leaving });
    expect(out.json()).toMatchObject({ success: true, code: 200 });
    await expect401(leaving);
  });

  it('answers the permission tree with route flags, component names and button lists', async () => {
    const res = await t.call('GET', '/sys/permission/getUserPermissionByToken', { token: adminToken });
    const { menu, auth, allAuth, sysSafeMode } = res.json().result;
    expect(sysSafeMode).toBe(false);
    expect(menu.map((m: { path: string }) => m.path)).toEqual(['/dashboard/analysis', '/fleet', '/system', '/isps/userAnnouncement', '/account/settings/base']);
    expect(menu[0]).toMatchObject({ route: '1', name: 'dashboard-analysis', component: 'dashboard/Analysis', meta: { title: '首页', icon: 'home', keepAlive: false, internalOrExternal: false } });
    const fleet = menu[1];
    expect(fleet).toMatchObject({ component: 'layouts/RouteView', redirect: '/fleet/map', meta: { title: '车辆监控' } });
    expect(fleet.children[0]).toMatchObject({ path: '/fleet/map', name: 'fleet-map', component: 'fleet/MapMonitor', meta: { title: '地图监控', componentName: 'MapMonitor', keepAlive: true } });
    expect(fleet.children[1]).toMatchObject({ path: '/fleet/cars', component: 'fleet/CarList', meta: { componentName: 'CarList' } });
    expect(menu[4]).toMatchObject({ name: 'account-settings-base', hidden: true, component: 'account/settings/BaseSetting' });
    expect(auth.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['fleet:car:add', 'fleet:car:edit', 'fleet:car:delete', 'fleet:car:export', 'fleet:car:move', 'fleet:org:add', 'fleet:org:edit', 'fleet:org:delete']));
    expect(auth[0]).toEqual({ action: expect.any(String), type: '1', describe: expect.any(String) });
    expect(allAuth).toHaveLength(SEED_PERMISSIONS.filter((p) => p.menuType === 2).length);
    expect(allAuth.find((a: { action: string }) => a.action === 'fleet:car:edit')).toEqual({ action: 'fleet:car:edit', type: '1', describe: '编辑车辆', status: '1' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives readonly the menus but no buttons, and the operator the management buttons', async () => {
    const viewer = await t.call('GET', '/sys/permission/getUserPermissionByToken', { token: await t.login('viewer') });
    expect(viewer.json().result.menu).toHaveLength(4);
    expect(viewer.json().result.auth).toEqual([]);
    expect(viewer.json().result.allAuth).toHaveLength(SEED_PERMISSIONS.filter((p) => p.menuType === 2).length);
    const operator = await t.call('GET', '/sys/permission/getUserPermissionByToken', { token: await t.login('hz_operator') });
    expect(operator.json().result.auth.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['fleet:car:export', 'fleet:car:add', 'fleet:car:edit', 'fleet:car:delete', 'fleet:car:move', 'fleet:org:add', 'fleet:org:edit', 'fleet:org:delete']));
  });

  it('lists the current user departments and switches only to an own department', async () => {
    const token = await t.login('hz_operator');
    const departs = await t.call('GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(departs.json().result).toEqual({ list: [{ id: 'dep_A01A02', orgCode: 'A01A02', departName: '杭州分公司', parentId: 'dep_A01' }], orgCode: 'A01A02' });
    const good = await t.call('PUT', '/sys/selectDepart', { token, body: { orgCode: 'A01A02', username: 'hz_operator' } });
    expect(good.json()).toMatchObject({ success: true, result: { userInfo: { orgCode: 'A01A02', orgCodeTxt: '杭州分公司' } } });
    const viaPost = await t.call('POST', '/sys/selectDepart', { token, body: { orgCode: 'A01A02', username: 'hz_operator' } });
    expect(viaPost.json().success).toBe(true);
    const foreign = await t.call('PUT', '/sys/selectDepart', { token, body: { orgCode: 'A01A01', username: 'hz_operator' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ success: false, code: 510 });
  });

  it('refuses a tenant-id header of another tenant with 403 and accepts 0 or its own', async () => {
    const other = await t.call('GET', '/sys/user/getCurrentUserDeparts', { token: adminToken, headers: { 'tenant-id': '2' } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, code: 510 });
    for (const tenant of ['0', '1']) {
      expect((await t.call('GET', '/sys/user/getCurrentUserDeparts', { token: adminToken, headers: { 'tenant-id': tenant } })).statusCode).toBe(200);
    }
  });

  it('answers 400 in the error shape for bad body types', async () => {
    const cases = [
      { url: '/sys/login', body: { username: 123, password: ['x'] } },
      { url: '/sys/login', body: { username: 'admin' } },
      { url: '/api/car/queryList', body: { pageNo: 'first' } },
      { url: '/api/car/queryList', body: { carNum: { $ne: 1 } } },
    ];
    for (const c of cases) {
      const res = await t.call('POST', c.url, { token: adminToken, body: c.body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400, result: null });
      expect(res.json().message).toEqual(expect.any(String));
    }
    const broken = await t.call('POST', '/sys/login', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 400 });
  });

  it('refuses a username after 10 failed sign-ins from one ip with 429; others and successes are not counted', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.call('POST', '/sys/login', { body: { username: 'rate_probe', password: 'x' } });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toMatchObject({ success: false, code: 429, message: '登录尝试过于频繁，请稍后再试' });
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    const other = await t.call('POST', '/sys/login', { body: { username: 'rate_probe_2', password: 'x' } });
    expect(other.statusCode).toBe(200);
    // successful sign-ins never use up the allowance (many staff behind one office address)
    for (let i = 0; i < 12; i++) expect((await t.call('POST', '/sys/login', { body: { username: 'viewer', password: '123456' } })).json().success).toBe(true);
  });

  it('a successful sign-in clears the failures counted so far', () => {
    const guard = new LoginFailures({ max: 3, timeWindowMs: 60_000 });
    guard.fail('k', 0);
    guard.fail('k', 1);
    guard.clear('k');
    guard.fail('k', 2);
    guard.fail('k', 3);
    expect(guard.blocked('k', 4)).toBe(false);
    guard.fail('k', 5);
    expect(guard.blocked('k', 6)).toBe(true);
    expect(guard.blocked('k', 60_001)).toBe(true);
    expect(guard.blocked('k', 60_002)).toBe(false); // the window began at the first failure after the clear (t = 2)
  });

  it('answers open app calls without a token, with no-store on GET', async () => {
    const remotes = await t.call('GET', '/sys/app/remotes');
    expect(remotes.headers['cache-control']).toBe('no-store');
    expect(remotes.json().result[0]).toEqual({ name: 'remote_fleet', entry: 'http://127.0.0.1:3001/remoteEntry.js', prefix: 'fleet' });
    const config = await t.call('GET', '/sys/app/config');
    expect(config.json().result).toEqual({ tileUrl: null, tileDatum: 'gcj02', systemName: '车辆定位监控系统' });
  });

  it('serves the OpenAPI document as JSON', async () => {
    const res = await t.call('GET', '/v3/api-docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/jeecg-boot/sys/login', '/jeecg-boot/api/car/queryList']));
    expect(doc.components.schemas.VehicleState).toBeDefined();
  });
});
