import { hashPassword } from '../../src/auth/password.js';
import { insertUserAdminMenu, USER_ADMIN_MENU } from '../../src/admin/users/seed-menu.js';
import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { call, newUser, okBody } from './helpers.js';

jest.setTimeout(180000);

describe.each(DATABASES)('tenants and memberships on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let tenantId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 2 });
    [admin, viewer] = [await t.login('admin'), await t.login('viewer')];
  });
  afterAll(async () => {
    await t?.close();
  });
  const as = (token: string, tenant: number | string) => ({ 'tenant-id': String(tenant), 'x-access-token': token });

  it('lets a platform administrator create a tenant that starts with a root department, an admin role, positions and jobs', async () => {
    const add = await okBody(t, 'POST', '/sys/tenant/add', admin, { name: '测试物流', beginDate: '2024-01-01', endDate: '2099-12-31 23:59:59' });
    tenantId = add.result.id;
    expect(tenantId).toBeGreaterThan(1);
    const page = (await okBody(t, 'GET', '/sys/tenant/list?name=物流', admin)).result;
    expect(page.records).toEqual([expect.objectContaining({ id: tenantId, name: '测试物流', status: 1, status_dictText: '正常', beginDate: '2024-01-01 00:00:00', endDate: '2099-12-31 23:59:59', userCount: 0, createBy: 'admin' })]);
    const db = t.database.db;
    expect(await db.selectFrom('sys_depart').select(['depart_name', 'org_code']).where('tenant_id', '=', tenantId).execute()).toEqual([{ depart_name: '测试物流', org_code: 'A01' }]);
    const role = await db.selectFrom('sys_role').select('id').where('tenant_id', '=', tenantId).where('role_code', '=', 'admin').executeTakeFirstOrThrow();
    const granted = await db.selectFrom('sys_role_permission').select('permission_id').where('role_id', '=', role.id).execute();
    const ids = granted.map((g) => g.permission_id);
    expect(ids).toEqual(expect.arrayContaining(['perm_sys_user', 'perm_btn_user_add']));
    expect(ids).not.toContain('perm_sys_tenant');
    expect(ids).not.toContain('perm_btn_tenant_list');
    expect((await db.selectFrom('sys_position').select('code').where('tenant_id', '=', tenantId).execute()).length).toBeGreaterThan(0);
    expect((await db.selectFrom('sys_quartz_job').select('id').where('tenant_id', '=', tenantId).execute()).length).toBeGreaterThan(0);
    expect((await okBody(t, 'GET', `/sys/tenant/queryById?id=${tenantId}`, admin)).result.name).toBe('测试物流');
  });

  it('refuses bad tenant input with 400 and the platform tenant\'s freeze or deletion', async () => {
    for (const [body, message] of [
      [{ name: '' }, '请输入租户名称'],
      [{ name: '测试物流' }, '租户名称已存在'],
      [{ name: 'x', id: 1 }, '该租户编号已存在'],
      [{ name: 'x', id: 'abc' }, '租户编号应为1到999999999之间的整数'],
      [{ name: 'x', status: 5 }, '状态只能是1（正常）或0（冻结）'],
      [{ name: 'x', beginDate: '2024-02-30' }, '日期格式不正确，应为YYYY-MM-DD HH:mm:ss'],
      [{ name: 'x', beginDate: '2024-05-01', endDate: '2024-04-01' }, '结束日期不能早于开始日期'],
    ] as const) {
      const res = await call(t, 'POST', '/sys/tenant/add', admin, body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const freeze = await call(t, 'PUT', '/sys/tenant/edit', admin, { id: 1, name: '演示租户', status: 0 });
    expect([freeze.statusCode, freeze.json().message]).toEqual([400, '平台租户不能冻结、删除或设置有效期']);
    expect((await call(t, 'DELETE', '/sys/tenant/delete?id=1', admin)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/sys/tenant/list?column=secret', admin)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/sys/tenant/queryById?id=999', admin)).statusCode).toBe(404);
  });

  it('refuses tenant management without the button and outside the platform tenant', async () => {
    for (const [method, url, body] of [
      ['GET', '/sys/tenant/list', undefined], ['POST', '/sys/tenant/add', { name: 'v' }], ['PUT', '/sys/tenant/edit', { id: 2, name: 'v' }],
      ['DELETE', '/sys/tenant/delete?id=2', undefined], ['GET', '/sys/tenant/getTenantUserList?tenantId=1', undefined],
      ['POST', '/sys/tenant/invitationUserJoin', { tenantId: 1, usernames: 'viewer' }],
    ] as const) {
      const res = await call(t, method, url, viewer, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, '无权限访问']);
    }
  });

  it('adds members: the header switches a member into the tenant with the roles they hold there; other tenants are refused', async () => {
    const join = await okBody(t, 'POST', '/sys/tenant/invitationUserJoin', admin, { tenantId, usernames: 'viewer', admin: true });
    expect(join.message).toBe('已加入租户：1人');
    const unknown = await call(t, 'POST', '/sys/tenant/invitationUserJoin', admin, { tenantId, usernames: 'viewer,ghost' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, '用户不存在：ghost']);
    const self = await call(t, 'POST', '/sys/tenant/invitationUserJoin', admin, { tenantId, usernames: 'admin' });
    expect([self.statusCode, self.json().message]).toEqual([403, '不能把自己加入其他租户']);
    const members = (await okBody(t, 'GET', `/sys/tenant/getTenantUserList?tenantId=${tenantId}`, admin)).result.records;
    expect(members).toEqual([expect.objectContaining({ username: 'viewer', member: 'member', homeTenantId: 1, tenantAdmin: true })]);

    const mine = (await okBody(t, 'GET', '/sys/tenant/getCurrentUserTenant', viewer)).result;
    expect(mine).toEqual({ list: [{ id: 1, name: '演示租户' }, { id: tenantId, name: '测试物流' }], loginTenantId: 1, currentTenantId: 1 });
    const inside = await t.call('GET', '/sys/tenant/getCurrentUserTenant', { headers: as(viewer, tenantId) });
    expect(inside.json().result.currentTenantId).toBe(tenantId);
    // in the new tenant the viewer is its administrator: adds a user there
    const depart = await t.database.db.selectFrom('sys_depart').select('id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    const added = await t.call('POST', '/sys/user/add', { headers: as(viewer, tenantId), body: newUser('wl_driver', { selecteddeparts: depart.id }) });
    expect(added.json()).toMatchObject({ success: true, message: '添加成功！' });
    const listed = (await t.call('GET', '/sys/user/list', { headers: as(viewer, tenantId) })).json().result.records.map((u: { username: string }) => u.username);
    expect(listed.sort()).toEqual(['viewer', 'wl_driver']);
    // a tenant administrator holding the tenant button still cannot manage tenants outside the platform tenant
    const xAdmin = await t.database.db.selectFrom('sys_role').select('id').where('tenant_id', '=', tenantId).where('role_code', '=', 'admin').executeTakeFirstOrThrow();
    await t.database.db.insertInto('sys_role_permission').values({ role_id: xAdmin.id, permission_id: 'perm_btn_tenant_list' }).execute();
    const notPlatform = await t.call('GET', '/sys/tenant/list', { headers: as(viewer, tenantId) });
    expect([notPlatform.statusCode, notPlatform.json().message]).toEqual([403, '只有平台租户的管理员可以管理租户']);
    // at home the viewer still has no user buttons, and tenant 1's users are not visible from the new tenant
    expect((await call(t, 'POST', '/sys/user/add', viewer, newUser('nope_user'))).statusCode).toBe(403);
    expect(listed).not.toContain('admin');
    // the member's account stays with its home tenant
    const renamed = await t.call('PUT', '/sys/user/edit', { headers: as(viewer, tenantId), body: { id: 'user_viewer', realname: '改名', selectedroles: '' } });
    expect([renamed.statusCode, renamed.json().message]).toEqual([403, '不能修改自己的角色']);
    // a member from another home tenant: roles and departments change here, the account does not
    await okBody(t, 'POST', '/sys/tenant/invitationUserJoin', admin, { tenantId, usernames: 'hz_operator' });
    const guestEdit = await t.call('PUT', '/sys/user/edit', { headers: as(viewer, tenantId), body: { id: 'user_hz_operator', realname: '被改名', selecteddeparts: depart.id } });
    expect(guestEdit.json()).toMatchObject({ success: true, message: '编辑成功!' });
    const guest = await t.database.db.selectFrom('sys_user').select(['realname', 'status']).where('id', '=', 'user_hz_operator').executeTakeFirstOrThrow();
    expect(guest).toEqual({ realname: '杭州调度员', status: 1 });
    for (const [url, body] of [['/sys/user/frozenBatch', { ids: 'user_hz_operator', status: 2 }], ['/sys/user/changePassword', { username: 'hz_operator', password: 'Hacked123' }]] as const) {
      const res = await t.call('PUT', url, { headers: as(viewer, tenantId), body });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, '该用户不属于当前租户，无法修改账号']);
    }
    const gone = await fetch(`${t.origin}/jeecg-boot/sys/user/delete?id=user_hz_operator`, { method: 'DELETE', headers: as(viewer, tenantId) });
    expect(gone.status).toBe(200);
    expect(await t.database.db.selectFrom('sys_user_tenant').select('tenant_id').where('user_id', '=', 'user_hz_operator').execute()).toEqual([]);
    expect((await t.database.db.selectFrom('sys_user').select('del_flag').where('id', '=', 'user_hz_operator').executeTakeFirstOrThrow()).del_flag).toBe(0);
    await t.login('hz_operator');
    const created = await t.login('wl_driver', 'Passw0rd1');
    for (const tenant of [1, 999, 'abc', '1 OR 1=1']) {
      const res = await t.call('GET', '/sys/user/list', { headers: as(created, tenant) });
      expect([tenant, res.statusCode, res.json().message]).toEqual([tenant, 403, '无权限访问：租户不匹配']);
    }
    expect((await t.call('GET', '/sys/user/list', { headers: as(created, 0) })).statusCode).toBe(200);
  });

  it('freezing a tenant stops its sessions and sign-ins; a tenant in use cannot be deleted; an empty one can', async () => {
    const driver = await t.login('wl_driver', 'Passw0rd1');
    await okBody(t, 'PUT', '/sys/tenant/edit', admin, { id: tenantId, name: '测试物流', status: 0 });
    expect((await call(t, 'GET', '/sys/user/getCurrentUserDeparts', driver)).statusCode).toBe(401);
    expect((await t.call('GET', '/sys/user/list', { headers: as(viewer, tenantId) })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/sys/user/getCurrentUserDeparts', viewer)).statusCode).toBe(200);
    const login = await t.call('POST', '/sys/login', { body: { username: 'wl_driver', password: 'Passw0rd1' } });
    expect(login.json()).toMatchObject({ success: false, message: '该用户所属租户已冻结或已过期' });
    expect((await okBody(t, 'GET', '/sys/tenant/getCurrentUserTenant', viewer)).result.list.map((x: { id: number }) => x.id)).toEqual([1]);
    await okBody(t, 'PUT', '/sys/tenant/edit', admin, { id: tenantId, name: '测试物流', status: 1, endDate: '2000-01-01' });
    expect((await t.call('POST', '/sys/login', { body: { username: 'wl_driver', password: 'Passw0rd1' } })).json().success).toBe(false);
    await okBody(t, 'PUT', '/sys/tenant/edit', admin, { id: tenantId, name: '测试物流', status: 1 });
    await t.login('wl_driver', 'Passw0rd1');

    const inUse = await call(t, 'DELETE', `/sys/tenant/delete?id=${tenantId}`, admin);
    expect([inUse.statusCode, inUse.json().message]).toEqual([400, '该租户下还有用户或数据，不能删除']);
    const empty = (await okBody(t, 'POST', '/sys/tenant/add', admin, { name: '空租户' })).result.id;
    expect((await okBody(t, 'DELETE', `/sys/tenant/deleteBatch?ids=${empty}`, admin)).message).toBe('批量删除成功!');
    expect(await t.database.db.selectFrom('sys_role').select('id').where('tenant_id', '=', empty).execute()).toEqual([]);
  });

  it('leaving a tenant ends the member\'s access there; the home tenant cannot be left', async () => {
    const home = await call(t, 'PUT', '/sys/tenant/leaveTenant', admin, { tenantId: 1, userIds: 'user_viewer' });
    expect([home.statusCode, home.json().message]).toEqual([400, '不能把用户移出其所属租户']);
    expect((await okBody(t, 'PUT', '/sys/tenant/leaveTenant', admin, { tenantId, userIds: 'user_viewer' })).message).toBe('已移出租户：1人');
    expect((await t.call('GET', '/sys/user/list', { headers: as(viewer, tenantId) })).statusCode).toBe(403);
    const roles = await t.database.db.selectFrom('sys_user_role as ur').innerJoin('sys_role as r', 'r.id', 'ur.role_id').select('r.tenant_id')
      .where('ur.user_id', '=', 'user_viewer').execute();
    expect(roles.map((r) => r.tenant_id)).toEqual([1]);
  });

  it('counts a role only in its own tenant: a role of another tenant grants nothing', async () => {
    const db = t.database.db;
    await db.insertInto('sys_user').values({ id: 'user_cross', tenant_id: tenantId, username: 'cross_user', realname: '跨租户', password_hash: await hashPassword('123456'), status: 1 }).execute();
    await db.insertInto('sys_user_role').values({ user_id: 'user_cross', role_id: 'role_admin' }).execute();
    const token = await t.login('cross_user');
    const res = await call(t, 'POST', '/sys/user/add', token, newUser('cross_made'));
    expect([res.statusCode, res.json().code]).toEqual([403, 510]);
  });

  it('gives a database seeded before migration 010 the menus (admin roles only), idempotently', async () => {
    const db = t.database.db;
    const ids = USER_ADMIN_MENU.map((p) => p.id);
    await db.deleteFrom('sys_permission').where('parent_id', 'in', ids).execute();
    await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
    await insertUserAdminMenu(db);
    await insertUserAdminMenu(db);
    const grants = await db.selectFrom('sys_role_permission as rp').innerJoin('sys_role as r', 'r.id', 'rp.role_id')
      .select(['r.role_code', 'rp.permission_id']).where('rp.permission_id', 'in', ids).execute();
    expect(new Set(grants.map((g) => g.role_code))).toEqual(new Set(['admin']));
    expect(new Set(grants.map((g) => g.permission_id))).toEqual(new Set(ids));
  });
});
