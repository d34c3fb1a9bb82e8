import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

jest.setTimeout(90000);

describe.each(DATABASES)('account settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });
  const edit = (token: string, body: unknown) => t.call('PUT', '/sys/user/login/setting/userEdit', { token, body });

  it('reads and edits the caller\'s own profile, and nothing that gives rights', async () => {
    const token = await t.login('viewer');
    const data = (await t.call('GET', '/sys/user/login/setting/getUserData', { token })).json().result;
    expect(data).toMatchObject({ username: 'viewer', realname: '只读用户' });
    const res = await edit(token, { realname: '只读用户二', phone: '13911112222', email: 'v2@example.com', sex: 2, birthday: '1990-05-06' });
    expect(res.json()).toMatchObject({ success: true, result: { realname: '只读用户二', phone: '13911112222', email: 'v2@example.com', sex: 2 } });
    expect((await t.call('GET', '/sys/user/login/setting/getUserData', { token })).json().result.birthday).toBe('1990-05-06');
    // fields that would give rights are not part of the call: they are dropped, nothing changes
    for (const body of [{ username: 'admin' }, { status: 2 }, { roleIds: 'role_admin' }, { tenantId: 2 }]) {
      expect((await edit(token, body)).json().result).toMatchObject({ username: 'viewer', status: 1, tenantId: 1 });
    }
    expect((await t.call('GET', '/sys/annountCement/list', { token })).statusCode).toBe(403);
    const admin = (await t.call('GET', '/sys/user/login/setting/getUserData', { token: await t.login('admin') })).json().result;
    expect(admin.realname).toBe('管理员');
  });

  it('refuses bad values with the spec messages and avatars that are not uploads of the tenant', async () => {
    const token = await t.login('hz_operator');
    const cases: [unknown, string][] = [
      [{ phone: '12345' }, '请输入正确手机号'],
      [{ email: 'not-an-email' }, '邮箱格式不正确'],
      [{ realname: '   ' }, '请输入姓名'],
      [{ birthday: '2999-01-01' }, '生日格式不正确'],
      [{ avatar: '../../etc/passwd' }, '头像必须是已上传的图片'],
    ];
    for (const [body, message] of cases) {
      const res = await edit(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
  });

  it('signs out the other sessions and keeps the current one', async () => {
    const other = await t.login('admin');
    const current = await t.login('admin');
    const res = await t.call('POST', '/sys/user/login/setting/logoutOthers', { token: current });
    expect(res.json().result.revoked).toBeGreaterThanOrEqual(1);
    expect((await t.call('GET', '/sys/user/login/setting/getUserData', { token: other })).statusCode).toBe(401);
    expect((await t.call('GET', '/sys/user/login/setting/getUserData', { token: current })).statusCode).toBe(200);
  });
});
