import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

jest.setTimeout(90000);

describe.each(DATABASES)('password change on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });
  const change = (token: string, body: Record<string, string>) => t.call('POST', '/sys/user/updatePassword', { token, body });

  it('refuses another user, a wrong old password, a mismatch and a weak password', async () => {
    const token = await t.login('viewer');
    const cases: [Record<string, string>, number, string][] = [
      [{ username: 'admin', oldpassword: '123456', password: 'abc12345', confirmpassword: 'abc12345' }, 403, '无权限访问'],
      [{ username: 'viewer', oldpassword: 'wrong', password: 'abc12345', confirmpassword: 'abc12345' }, 400, '旧密码输入错误'],
      [{ username: 'viewer', oldpassword: '123456', password: 'abc12345', confirmpassword: 'abc12346' }, 400, '两次输入的密码不一样！'],
      [{ username: 'viewer', oldpassword: '123456', password: '12345678', confirmpassword: '12345678' }, 400, '密码须为8到32位，且同时包含字母和数字'],
      [{ username: 'viewer', oldpassword: '123456', password: 'ab1', confirmpassword: 'ab1' }, 400, '密码须为8到32位，且同时包含字母和数字'],
    ];
    for (const [body, status, message] of cases) {
      const res = await change(token, body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect((await t.call('POST', '/sys/user/updatePassword', { token, body: { username: 'viewer' } })).statusCode).toBe(400);
  });

  it('changes the password, keeps the current session and revokes the others', async () => {
    const other = await t.login('hz_operator');
    const current = await t.login('hz_operator');
    const res = await change(current, { username: 'hz_operator', oldpassword: '123456', password: 'Fleet2026', confirmpassword: 'Fleet2026' });
    expect(res.json()).toMatchObject({ success: true, message: '密码修改成功！' });
    expect((await t.call('GET', '/sys/annountCement/listByUser', { token: current })).statusCode).toBe(200);
    expect((await t.call('GET', '/sys/annountCement/listByUser', { token: other })).statusCode).toBe(401);
    await expect(t.login('hz_operator')).rejects.toThrow();
    expect(await t.login('hz_operator', 'Fleet2026')).toEqual(expect.any(String));
  });
});
