import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { USER_BUTTONS, call, grantButtons, newUser, okBody } from './helpers.js';

jest.setTimeout(180000);

describe.each(DATABASES)('user administration on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let viewer: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 2 });
    await grantButtons(t, 'role_fleet_operator', USER_BUTTONS);
    [admin, operator, viewer] = [await t.login('admin'), await t.login('hz_operator'), await t.login('viewer')];
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (token: string, query = '') => (await okBody(t, 'GET', `/sys/user/list?pageSize=100${query}`, token)).result;

  it('adds a user with roles, departments and positions; the list, queryUserRole and userDepartList show them; the user signs in', async () => {
    const add = await okBody(t, 'POST', '/sys/user/add', admin, newUser('zhang_san', {
      sex: 1, birthday: '1990-01-02', phone: '13912345678', email: 'zs@example.com', workNo: 'W001', telephone: '0571-88888888',
      post: 'dispatcher,driver', selectedroles: 'role_fleet_operator', selecteddeparts: 'dep_A01A02A01', userIdentity: 2, departIds: 'dep_A01A02A01',
    }));
    expect(add.message).toBe('添加成功！');
    const id = add.result.id;
    const found = (await list(admin, '&username=zhang_san')).records;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id, realname: '测试zhang_san', sex_dictText: '男', workNo: 'W001', telephone: '0571-88888888', post: 'dispatcher,driver', orgCodeTxt: '西湖车队', status: 1, tenantId: 1 });
    expect((await okBody(t, 'GET', `/sys/user/queryUserRole?userid=${id}`, admin)).result).toEqual(['role_fleet_operator']);
    expect((await okBody(t, 'GET', `/sys/user/userDepartList?userId=${id}`, admin)).result).toEqual([{ key: 'dep_A01A02A01', value: 'dep_A01A02A01', title: '西湖车队' }]);
    const row = await t.database.db.selectFrom('sys_user').select(['password_hash', 'org_code', 'user_identity', 'depart_ids', 'create_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ org_code: 'A01A02A01', user_identity: 2, depart_ids: 'dep_A01A02A01', create_by: 'admin' });
    expect(row.password_hash).toMatch(/^\$argon2/);
    await t.login('zhang_san', 'Passw0rd1');
  });

  it('checkOnlyUser answers JeecgBoot\'s 用户账号已存在 for a taken name (deleted users included) and refuses bad add bodies with 400', async () => {
    expect((await okBody(t, 'GET', '/sys/user/checkOnlyUser?username=brand_new', admin)).result).toBe(true);
    const taken = await call(t, 'GET', '/sys/user/checkOnlyUser?username=admin', admin);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ success: false, code: 500, message: '用户账号已存在' });
    const cases: [Record<string, unknown>, string][] = [
      [newUser('admin'), '用户账号已存在'],
      [newUser('ab'), '长度在6到18个字符'],
      [newUser('bad name'), '只允许字母、数字、下划线'],
      [newUser("x' OR '1'='1"), '只允许字母、数字、下划线'],
      [newUser('no_realname', { realname: '' }), '请输入用户姓名'],
      [newUser('weak_pass', { password: '123456', confirmPassword: '123456' }), '密码须为8到32位，且同时包含字母和数字'],
      [newUser('mismatch', { confirmPassword: 'Other0000' }), '两次输入的密码不一样！'],
      [newUser('bad_phone', { phone: '12345' }), '请输入正确手机号'],
      [newUser('dup_phone', { phone: '13800138000' }), '手机号已存在'],
      [newUser('bad_mail', { email: 'not-mail' }), '邮箱格式不正确'],
      [newUser('bad_day', { birthday: '2001-02-30' }), '生日格式不正确，应为YYYY-MM-DD'],
      [newUser('bad_sex', { sex: 3 }), '性别只能是1（男）或2（女）'],
      [newUser('bad_role', { selectedroles: 'role_nope' }), '角色不存在'],
      [newUser('bad_depart', { selecteddeparts: "dep_A01' or 1=1" }), '部门格式不正确'],
      [newUser('bad_post', { post: 'astronaut' }), '职务不存在'],
      [newUser('xss_name', { realname: '<script>alert(1)</script>' }), '用户姓名含有非法字符'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', '/sys/user/add', admin, body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const dupWorkNo = await call(t, 'POST', '/sys/user/add', admin, newUser('dup_work', { workNo: 'W001' }));
    expect(dupWorkNo.json().message).toBe('工号已存在');
    expect((await call(t, 'GET', '/sys/user/list?column=password_hash', admin)).statusCode).toBe(400);
  });

  it('refuses every write without the button (403 code 510), whatever the body', async () => {
    for (const [method, url, body] of [
      ['POST', '/sys/user/add', newUser('by_viewer')], ['PUT', '/sys/user/edit', { id: 'user_viewer', realname: 'x' }],
      ['DELETE', '/sys/user/delete?id=user_hz_operator', undefined], ['DELETE', '/sys/user/deleteBatch?ids=user_hz_operator', undefined],
      ['PUT', '/sys/user/frozenBatch', { ids: 'user_admin', status: 2 }], ['PUT', '/sys/user/changePassword', { username: 'admin', password: 'Hacked123' }],
      ['GET', '/sys/user/exportXls', undefined],
    ] as const) {
      const res = await call(t, method, url, viewer, body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 510]);
    }
  });

  it('keeps a department operator inside their branch and below their own rights', async () => {
    const scoped = (await list(operator)).records.map((u: { username: string }) => u.username);
    expect(scoped).toContain('zhang_san');
    expect(scoped).not.toContain('viewer');
    expect(scoped).not.toContain('admin');
    const mine = await okBody(t, 'POST', '/sys/user/add', operator, newUser('hz_driver', { selectedroles: 'role_fleet_operator', selecteddeparts: 'dep_A01A02A02' }));
    expect(mine.result.id).toHaveLength(32);
    const refusals: [Record<string, unknown>, number, string][] = [
      [newUser('hz_admin', { selectedroles: 'role_admin', selecteddeparts: 'dep_A01A02A02' }), 403, '不能授予自己没有的角色'],
      [newUser('hz_sh', { selecteddeparts: 'dep_A01A01' }), 400, '部门不存在或不在您的数据范围内'],
      [newUser('hz_nodep'), 400, '请选择所属部门'],
    ];
    for (const [body, status, message] of refusals) {
      const res = await call(t, 'POST', '/sys/user/add', operator, body);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const ownRoles = await call(t, 'PUT', '/sys/user/edit', operator, { id: 'user_hz_operator', realname: '杭州调度员', selectedroles: 'role_fleet_operator,role_admin' });
    expect([ownRoles.statusCode, ownRoles.json().message]).toEqual([403, '不能修改自己的角色']);
    const adminOwn = await call(t, 'PUT', '/sys/user/edit', admin, { id: 'user_admin', realname: '管理员', selectedroles: '' });
    expect([adminOwn.statusCode, adminOwn.json().message]).toEqual([403, '不能修改自己的角色']);
    const outOfScope = await call(t, 'PUT', '/sys/user/changePassword', operator, { username: 'viewer', password: 'Hacked123' });
    expect(outOfScope.statusCode).toBe(404);
    const boss = await okBody(t, 'POST', '/sys/user/add', admin, newUser('hz_boss', { selectedroles: 'role_admin', selecteddeparts: 'dep_A01A02' }));
    for (const [method, url, body] of [
      ['PUT', '/sys/user/changePassword', { username: 'hz_boss', password: 'Hacked123' }],
      ['PUT', '/sys/user/frozenBatch', { ids: boss.result.id, status: 2 }],
      ['PUT', '/sys/user/edit', { id: boss.result.id, realname: '改名' }],
      ['DELETE', `/sys/user/delete?id=${boss.result.id}`, undefined],
    ] as const) {
      const res = await call(t, method, url, operator, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, '该用户拥有您没有的角色，无权操作']);
    }
  });

  it('edits a user: fields, roles and departments change; departments outside the editor\'s scope are kept', async () => {
    const id = (await list(admin, '&username=hz_driver')).records[0].id;
    await okBody(t, 'PUT', '/sys/user/edit', admin, { id, selecteddeparts: 'dep_A01A02A02,dep_A01A01A01', realname: '杭州司机', selectedroles: 'role_fleet_operator' });
    const edit = await okBody(t, 'PUT', '/sys/user/edit', operator, { id, realname: '杭州司机甲', sex: 2, phone: '13700000001', selecteddeparts: 'dep_A01A02A01', selectedroles: '' });
    expect(edit.message).toBe('编辑成功!');
    const row = (await list(admin, '&username=hz_driver')).records[0];
    expect(row).toMatchObject({ realname: '杭州司机甲', sex: 2, phone: '13700000001' });
    expect(row.orgCodeTxt.split(',').sort()).toEqual(['浦东车队', '西湖车队'].sort());
    expect((await okBody(t, 'GET', `/sys/user/queryUserRole?userid=${id}`, admin)).result).toEqual([]);
    const other = await call(t, 'GET', '/sys/user/queryUserRole?userid=user_viewer', operator);
    expect(other.statusCode).toBe(404);
  });

  it('freezes in batch: live tokens revoked, sign-in refused; unfreezing lets the user back in', async () => {
    const token = await t.login('zhang_san', 'Passw0rd1');
    const id = (await list(admin, '&username=zhang_san')).records[0].id;
    expect((await okBody(t, 'GET', '/sys/user/getCurrentUserDeparts', token)).success).toBe(true);
    const frozen = await okBody(t, 'PUT', '/sys/user/frozenBatch', admin, { ids: id, status: 2 });
    expect(frozen.message).toBe('操作成功!');
    const after = await call(t, 'GET', '/sys/user/getCurrentUserDeparts', token);
    expect([after.statusCode, after.json().message]).toEqual([401, 'Token失效，请重新登录']);
    const login = await t.call('POST', '/sys/login', { body: { username: 'zhang_san', password: 'Passw0rd1' } });
    expect(login.json()).toMatchObject({ success: false, message: '该用户已冻结' });
    expect((await list(admin, '&status=2')).records.map((u: { username: string }) => u.username)).toEqual(['zhang_san']);
    await okBody(t, 'PUT', '/sys/user/frozenBatch', admin, { ids: id, status: 1 });
    const back = await t.login('zhang_san', 'Passw0rd1');
    expect((await call(t, 'GET', '/sys/user/getCurrentUserDeparts', token)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/sys/user/getCurrentUserDeparts', back)).statusCode).toBe(200);
    for (const body of [{ ids: id, status: 3 }, { ids: '', status: 2 }, { ids: 'user_admin', status: 2 }]) {
      const res = await call(t, 'PUT', '/sys/user/frozenBatch', admin, body);
      expect(res.statusCode).toBe(body.ids === 'user_admin' ? 403 : 400);
    }
  });

  it('resets another user\'s password: the new one works, the old sessions end', async () => {
    const old = await t.login('zhang_san', 'Passw0rd1');
    const res = await okBody(t, 'PUT', '/sys/user/changePassword', admin, { username: 'zhang_san', password: 'NewPassw0rd', confirmpassword: 'NewPassw0rd' });
    expect(res.message).toBe('密码修改成功!');
    expect((await call(t, 'GET', '/sys/user/getCurrentUserDeparts', old)).statusCode).toBe(401);
    await t.login('zhang_san', 'NewPassw0rd');
    const weak = await call(t, 'PUT', '/sys/user/changePassword', admin, { username: 'zhang_san', password: 'abc' });
    expect([weak.statusCode, weak.json().message]).toEqual([400, '密码须为8到32位，且同时包含字母和数字']);
  });

  it('deletes softly (the username stays taken, the sessions end) and in batch; nobody deletes themselves', async () => {
    const token = await t.login('zhang_san', 'NewPassw0rd');
    const ids = (await list(admin, '&username=zhang_san,hz_driver')).records.map((u: { id: string }) => u.id);
    expect(ids).toHaveLength(2);
    expect((await okBody(t, 'DELETE', `/sys/user/delete?id=${ids[0]}`, admin)).message).toBe('删除成功!');
    expect((await okBody(t, 'DELETE', `/sys/user/deleteBatch?ids=${ids[1]}`, admin)).message).toBe('批量删除成功!');
    expect((await list(admin, '&username=zhang_san,hz_driver')).total).toBe(0);
    expect((await call(t, 'GET', '/sys/user/getCurrentUserDeparts', token)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/sys/user/checkOnlyUser?username=zhang_san', admin)).json().success).toBe(false);
    const rows = await t.database.db.selectFrom('sys_user').select('del_flag').where('id', 'in', ids).execute();
    expect(rows.map((r) => r.del_flag)).toEqual([1, 1]);
    const self = await call(t, 'DELETE', '/sys/user/delete?id=user_admin', admin);
    expect([self.statusCode, self.json().message]).toEqual([403, '不能删除当前登录用户']);
    expect((await call(t, 'DELETE', '/sys/user/deleteBatch?ids=', admin)).json().message).toBe('请选择一条记录！');
    expect((await call(t, 'DELETE', '/sys/user/delete?id=no_such_user', admin)).statusCode).toBe(404);
  });
});
