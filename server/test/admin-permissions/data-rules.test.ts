import * as XLSX from 'xlsx';
import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { addRole, addUser, okBody, send } from './helpers.js';

jest.setTimeout(120000);

type UserRow = { username: string; sex: number; orgCode: string | null };
type Car = { carNum: string; speedLimit: number };

describe.each(DATABASES)('data rules applied to the lists on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let userMenu: string;

  /** A data rule of a menu, inserted as stored (the engine must cope with what is in the table). */
  const rule = async (permissionId: string, column: string, condition: string, value: string, status = '1') => {
    const id = `rule_${Math.random().toString(36).slice(2, 12)}`;
    await t.database.db.insertInto('sys_permission_data_rule').values({
      id, permission_id: permissionId, rule_name: `${column}${condition}${value}`, rule_column: column, rule_conditions: condition, rule_value: value, status,
    }).execute();
    return id;
  };
  const users = async (token: string): Promise<UserRow[]> => (await okBody(t, 'GET', '/sys/user/list?pageSize=1000', token)).result.records;
  const cars = async (token: string): Promise<{ records: Car[]; total: number }> => (await okBody(t, 'POST', '/api/car/queryList', token, { pageSize: 1000 })).result;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 12 });
    admin = await t.login('admin');
    // 用户管理 (system/UserList): seeded by the users page when present, else added here like an administrator would
    const existing = await t.database.db.selectFrom('sys_permission').select('id').where('url', '=', '/system/user').executeTakeFirst();
    userMenu = existing?.id ?? (await okBody(t, 'POST', '/sys/permission/add', admin, {
      name: '用户管理', menuType: 1, parentId: 'perm_system', url: '/system/user', component: 'system/UserList', componentName: 'UserList',
    })).result.id;
    for (const [i, sex] of [1, 2, 2, 1].entries()) await addUser(t, { username: `dr_member${i}`, sex, departIds: [i < 2 ? 'dep_A01A01A01' : 'dep_A01A02A01'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a role with the rule sex = 1 on 用户管理 sees only those users; the admin still sees everyone', async () => {
    const sexRule = await rule(userMenu, 'sex', '=', '1');
    const role = await addRole(t, 'only_men', ['perm_system', userMenu], { [userMenu]: sexRule });
    await addUser(t, { username: 'dr_men_viewer', roleIds: [role], departIds: ['dep_A01'] });
    const token = await t.login('dr_men_viewer');
    const seen = await users(token);
    const expected = await t.database.db.selectFrom('sys_user').select('username').where('tenant_id', '=', 1).where('del_flag', '=', 0).where('sex', '=', 1)
      .where('id', 'in', t.database.db.selectFrom('sys_user_depart').select('user_id')).execute();
    expect(seen.map((u) => u.username).sort()).toEqual(expected.map((u) => u.username).sort());
    expect(seen.every((u) => u.sex === 1)).toBe(true);
    expect(seen.map((u) => u.username)).toContain('dr_member0');
    expect(seen.map((u) => u.username)).not.toContain('dr_member1');
    const all = await users(admin);
    expect(all.some((u) => u.sex === 2)).toBe(true);
    // the other user lists (pickers) are not guarded by 用户管理's rules
    const picker = (await okBody(t, 'GET', '/sys/user/queryUserComponentData?pageSize=1000', token)).result.records as UserRow[];
    expect(picker.some((u) => u.sex === 2)).toBe(true);
  });

  it('replaces #{sys_org_code}, ANDs the rules of one role and ORs the roles', async () => {
    const own = await rule(userMenu, 'orgCode', 'RIGHT_LIKE', '#{sys_org_code}');
    const women = await rule(userMenu, 'sex', '=', '2');
    const role = await addRole(t, 'own_org_women', ['perm_system', userMenu], { [userMenu]: `${own},${women}` });
    const id = await addUser(t, { username: 'dr_hz_lead', roleIds: [role], departIds: ['dep_A01A02'] });
    const token = await t.login('dr_hz_lead');
    const seen = await users(token);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((u) => u.sex === 2 && (u.orgCode ?? '').startsWith('A01A02'))).toBe(true);
    expect(seen.map((u) => u.username)).toEqual(expect.arrayContaining(['dr_member2', 'hz_operator']));
    // a second role granting the menu without a rule lifts the restriction (a user's rights are the union of their roles')
    const open = await addRole(t, 'users_open', ['perm_system', userMenu]);
    await t.database.db.insertInto('sys_user_role').values({ user_id: id, role_id: open }).execute();
    expect((await users(token)).map((u) => u.username)).toEqual(expect.arrayContaining(['dr_member3', 'dr_hz_lead']));
    await t.database.db.deleteFrom('sys_user_role').where('user_id', '=', id).where('role_id', '=', open).execute();
    // a disabled rule restricts nothing; with one rule of the two disabled the other still applies
    await t.database.db.updateTable('sys_permission_data_rule').set({ status: '0' }).where('id', '=', women).execute();
    const seen2 = await users(token);
    expect(seen2.map((u) => u.username)).toEqual(expect.arrayContaining(['dr_member3', 'dr_member2']));
    expect(seen2.every((u) => (u.orgCode ?? '').startsWith('A01A02'))).toBe(true);
  });

  it('replaces #{sys_multi_org_code} by the org codes of all the user\'s departments', async () => {
    const multi = await rule(userMenu, 'orgCode', 'IN', '#{sys_multi_org_code}');
    const role = await addRole(t, 'multi_org', ['perm_system', userMenu], { [userMenu]: multi });
    await addUser(t, { username: 'dr_multi', roleIds: [role], departIds: ['dep_A01A01A01', 'dep_A01A02A01'] });
    const seen = await users(await t.login('dr_multi'));
    expect(seen.map((u) => u.username).sort()).toEqual(['dr_member0', 'dr_member1', 'dr_member2', 'dr_member3', 'dr_multi']);
  });

  it('fails closed: a rule on a field outside the list, an unknown variable or a value of the wrong type matches nothing', async () => {
    for (const [column, condition, value] of [['password_hash', '=', 'x'], ['sex', '=', 'abc'], ['username', '=', '#{sys_secret}'], ['username', 'USE_SQL_RULES', '1=1']]) {
      const bad = await rule(userMenu, column, condition, value);
      const role = await addRole(t, `bad_${column}_${condition}`.slice(0, 30).replace(/[^A-Za-z0-9_]/g, '_'), ['perm_system', userMenu], { [userMenu]: bad });
      const name = `dr_bad_${Math.random().toString(36).slice(2, 8)}`;
      await addUser(t, { username: name, roleIds: [role], departIds: ['dep_A01'] });
      const res = await okBody(t, 'GET', '/sys/user/list', await t.login(name));
      expect(res.result.total).toBe(0);
    }
  });

  it('restricts the car list and its export by the rules of 车辆列表', async () => {
    const hu = await rule('perm_fleet_cars', 'carNum', 'RIGHT_LIKE', '沪');
    const role = await addRole(t, 'hu_cars', ['perm_fleet', 'perm_fleet_cars', 'perm_btn_car_export'], { perm_fleet_cars: hu });
    await addUser(t, { username: 'dr_hu_cars', roleIds: [role], departIds: ['dep_A01'] });
    const token = await t.login('dr_hu_cars');
    const all = await cars(admin);
    const mine = await cars(token);
    expect(all.records.some((c) => !c.carNum.startsWith('沪'))).toBe(true);
    expect(mine.total).toBe(all.records.filter((c) => c.carNum.startsWith('沪')).length);
    expect(mine.records.every((c) => c.carNum.startsWith('沪'))).toBe(true);
    const res = await fetch(`${t.origin}/jeecg-boot/api/car/exportXls`, { headers: { 'x-access-token': token } });
    const sheet = XLSX.read(Buffer.from(await res.arrayBuffer())).Sheets['车辆列表'];
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet);
    expect(rows.map((r) => r['车牌号']).sort()).toEqual(mine.records.map((c) => c.carNum).sort());

    const depts = await rule('perm_fleet_cars', 'departId', 'IN', 'dep_A01A02A01,dep_A01A02A02');
    const org = await rule('perm_fleet_cars', 'carNum', 'LIKE', '#{sys_user_code}');
    const role2 = await addRole(t, 'hz_cars', ['perm_fleet', 'perm_fleet_cars'], { perm_fleet_cars: depts });
    await addUser(t, { username: 'dr_hz_cars', roleIds: [role2], departIds: ['dep_A01'] });
    const hz = await cars(await t.login('dr_hz_cars'));
    expect(hz.total).toBeGreaterThan(0);
    expect(hz.records.every((c) => c.carNum.startsWith('浙'))).toBe(true);
    // a rule matching no plate shows nothing rather than everything
    const role3 = await addRole(t, 'org_cars', ['perm_fleet', 'perm_fleet_cars'], { perm_fleet_cars: org });
    await addUser(t, { username: 'dr_org_cars', roleIds: [role3], departIds: ['dep_A01'] });
    expect((await cars(await t.login('dr_org_cars'))).total).toBe(0);
  });

  it('applies the rules chosen for a department role too', async () => {
    const lowSpeed = await rule('perm_fleet_cars', 'speedLimit', '<', '0');
    const db = t.database.db;
    await db.insertInto('sys_depart_permission').values([{ depart_id: 'dep_A01A01', permission_id: 'perm_fleet' }, { depart_id: 'dep_A01A01', permission_id: 'perm_fleet_cars' }]).execute();
    await db.insertInto('sys_depart_role').values({ id: 'drole_rules', tenant_id: 1, depart_id: 'dep_A01A01', role_name: '车队查看', role_code: 'car_view' }).execute();
    await db.insertInto('sys_depart_role_permission').values([
      { role_id: 'drole_rules', permission_id: 'perm_fleet', data_rule_ids: null },
      { role_id: 'drole_rules', permission_id: 'perm_fleet_cars', data_rule_ids: lowSpeed },
    ]).execute();
    const id = await addUser(t, { username: 'dr_depart_role', departIds: ['dep_A01A01'] });
    await db.insertInto('sys_depart_role_user').values({ user_id: id, drole_id: 'drole_rules' }).execute();
    const token = await t.login('dr_depart_role');
    const perms = (await okBody(t, 'GET', '/sys/permission/getUserPermissionByToken', token)).result;
    expect(perms.menu.map((m: { id: string }) => m.id)).toEqual(['perm_fleet']);
    expect((await cars(token)).total).toBe(0);
    await db.updateTable('sys_depart_role_permission').set({ data_rule_ids: null }).where('role_id', '=', 'drole_rules').execute();
    expect((await cars(token)).total).toBeGreaterThan(0);
    expect((await send(t, 'GET', '/sys/user/list', token)).statusCode).toBe(200);
  });
});
