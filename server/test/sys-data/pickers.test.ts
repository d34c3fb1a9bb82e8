import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { addSecondTenant, addStaff, qs } from './fixtures.js';

jest.setTimeout(120000);

type Row = Record<string, unknown>;
const names = (rows: Row[], key = 'username') => rows.map((r) => r[key] as string);
const sq = (list: unknown) => JSON.stringify(list);

describe.each(DATABASES)('user, department, role and position pickers on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let viewer: string;
  let t2: string;
  const get = (url: string, token: string) => t.call('GET', url, { token });
  const users = async (query: Record<string, string | number>, token = admin) => (await get(`/sys/user/list?${qs(query)}`, token)).json();

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 4 });
    await addStaff(t.database.db);
    await addSecondTenant(t.database.db);
    [admin, operator, viewer, t2] = [await t.login('admin'), await t.login('hz_operator'), await t.login('viewer'), await t.login('t2_admin')];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists users with the picker fields, never a password hash', async () => {
    const body = await users({ pageSize: 20, column: 'username', order: 'asc' });
    expect(body.result).toMatchObject({ total: 7, size: 20, current: 1, pages: 1 });
    expect(names(body.result.records)).toEqual(['admin', 'hz_operator', 'nodept_user', 'pd_driver', 'viewer', 'xh_driver', 'xs_driver']);
    const xh = body.result.records.find((r: Row) => r.username === 'xh_driver');
    expect(xh).toMatchObject({
      id: 'u_xh_driver', realname: '西湖司机', sex: 1, sex_dictText: '男', phone: '13900000001', birthday: '1988-05-01',
      orgCode: 'A01A02A01', orgCodeTxt: '西湖车队', status: 1, status_dictText: '正常',
    });
    expect(xh.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.result.records.find((r: Row) => r.username === 'admin')).toMatchObject({ birthday: '1982-03-15', post: 'general_manager' });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/);
  });

  it('keeps users inside the caller scope and tenant', async () => {
    expect(names((await users({ column: 'username', order: 'asc' }, operator)).result.records)).toEqual(['hz_operator', 'xh_driver', 'xs_driver']);
    expect(names((await users({ column: 'username', order: 'asc' }, viewer)).result.records)).toEqual(['pd_driver', 'viewer']);
    expect(names((await users({}, t2)).result.records)).toEqual(['t2_admin']);
    expect((await users({ username: 'hz_operator' }, t2)).result.total).toBe(0);
    expect((await users({ departId: 'dep_A01A01A01' }, operator)).result.total).toBe(0);
  });

  it('filters by name (contains), sex, phone, birthday range, departments and ids', async () => {
    expect(names((await users({ realname: '司机', column: 'username', order: 'asc' })).result.records)).toEqual(['pd_driver', 'xh_driver', 'xs_driver']);
    expect(names((await users({ username: 'driver', sex: 2, column: 'username', order: 'asc' })).result.records)).toEqual(['pd_driver', 'xs_driver']);
    expect(names((await users({ username: 'xh*' })).result.records)).toEqual(['xh_driver']);
    expect(names((await users({ phone: '13900000003' })).result.records)).toEqual(['pd_driver']);
    expect(names((await users({ birthday_begin: '1990-01-01', birthday_end: '1999-12-31', column: 'birthday', order: 'asc' })).result.records))
      .toEqual(['hz_operator', 'xs_driver', 'viewer', 'pd_driver']);
    expect(names((await users({ departId: 'dep_A01A02', column: 'username', order: 'asc' })).result.records)).toEqual(['hz_operator', 'xh_driver', 'xs_driver']);
    expect(names((await users({ departId: 'dep_A01A01A01,dep_A01A02A02', column: 'username', order: 'asc' })).result.records)).toEqual(['pd_driver', 'xs_driver']);
    expect(names((await users({ id: 'u_xh_driver,user_viewer', column: 'username', order: 'asc' })).result.records)).toEqual(['viewer', 'xh_driver']);
    expect(names((await users({ realname: '%' })).result.records)).toEqual([]);
  });

  it('sorts, pages and applies the advanced query', async () => {
    const page2 = await users({ pageNo: 2, pageSize: 3, column: 'username', order: 'desc' });
    expect(page2.result).toMatchObject({ total: 7, size: 3, current: 2, pages: 3 });
    expect(names(page2.result.records)).toEqual(['pd_driver', 'nodept_user', 'hz_operator']);
    const capped = await users({ pageSize: 999999 });
    expect(capped.result.size).toBe(1000);
    const adv = await users({ superQueryParams: sq([{ field: 'sex', rule: 'eq', val: '2' }, { field: 'birthday', rule: 'lt', val: '1995-01-01' }]), superQueryMatchType: 'and' });
    expect(names(adv.result.records).sort()).toEqual(['hz_operator', 'xs_driver']);
    const or = await users({ superQueryParams: encodeURIComponent(sq([{ field: 'username', rule: 'eq', val: 'admin' }, { field: 'realname', rule: 'right_like', val: '浦东' }])), superQueryMatchType: 'or' });
    expect(names(or.result.records).sort()).toEqual(['admin', 'pd_driver']);
  });

  it('refuses hostile list parameters with 400', async () => {
    const hostile: Record<string, string>[] = [
      { column: 'id;drop table sys_user' },
      { column: 'password_hash' },
      { column: 'username', order: 'asc;select 1' },
      { pageNo: '-1' },
      { pageSize: 'abc' },
      { birthday_begin: "1990-01-01' or '1'='1" },
      { sex: '1 or 1=1' },
      { superQueryParams: sq([{ field: 'password_hash', rule: 'eq', val: 'x' }]) },
      { superQueryParams: sq([{ field: '1=1', rule: 'eq', val: '1' }]) },
      { superQueryParams: sq([{ field: 'username', rule: 'regex', val: '.*' }]) },
      { superQueryParams: 'not json' },
      { superQueryParams: sq([{ field: 'username', rule: 'eq', val: 'a' }]), superQueryMatchType: 'xor' },
    ];
    for (const query of hostile) {
      const res = await get(`/sys/user/list?${qs(query)}`, admin);
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({ query, status: 400, code: 400 });
    }
    expect((await users({ "1=1": 'x', 'username;drop': 'y' })).result.total).toBe(7);
    const count = await t.database.db.selectFrom('sys_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(8);
  });

  it('answers queryUserComponentData with descendants, getMultiUser and queryUserByDepId', async () => {
    const comp = (await get(`/sys/user/queryUserComponentData?${qs({ departId: 'dep_A01A02', pageNo: 1, pageSize: 10, column: 'username', order: 'asc' })}`, admin)).json();
    expect(names(comp.result.records)).toEqual(['hz_operator', 'xh_driver', 'xs_driver']);
    expect((await get(`/sys/user/queryUserComponentData?${qs({ departId: 'dep_A01A01', username: 'pd' })}`, admin)).json().result.total).toBe(1);
    const multi = (await get('/sys/user/getMultiUser?username=xs_driver,admin,nobody', admin)).json().result;
    expect(names(multi)).toEqual(['xs_driver', 'admin']);
    expect(names((await get('/sys/user/getMultiUser?id=u_pd_driver,u_xh_driver', operator)).json().result)).toEqual(['xh_driver']);
    expect(names((await get('/sys/user/queryUserByDepId?id=dep_A01A02A01', operator)).json().result)).toEqual(['xh_driver']);
    expect(names((await get('/sys/user/queryUserByDepId?id=dep_A01A02', operator)).json().result)).toEqual(['hz_operator']);
    const denied = await get('/sys/user/queryUserByDepId?id=dep_A01A01A01', operator);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ success: false, code: 510 });
    expect((await get('/sys/user/queryUserByDepId?id=t2_dep', admin)).statusCode).toBe(403);
  });

  it('answers the department trees within the caller scope', async () => {
    const full = (await get('/sys/sysDepart/queryTreeList', admin)).json().result;
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({ id: 'dep_A01', key: 'dep_A01', value: 'dep_A01', title: '华东物流集团', departName: '华东物流集团', orgCode: 'A01', parentId: null, isLeaf: false });
    expect(full[0].children.map((n: Row) => n.title)).toEqual(['上海分公司', '杭州分公司']);
    expect(full[0].children[1].children.map((n: Row) => [n.title, n.isLeaf])).toEqual([['西湖车队', true], ['萧山车队', true]]);
    const op = (await get('/sys/sysDepart/queryTreeList', operator)).json().result;
    expect(op.map((n: Row) => n.title)).toEqual(['杭州分公司']);
    expect(op[0].children).toHaveLength(2);
    expect((await get('/sys/sysDepart/queryTreeList', t2)).json().result.map((n: Row) => n.title)).toEqual(['租户二总部']);
    const roots = (await get('/sys/sysDepart/queryDepartTreeSync', viewer)).json().result;
    expect(roots.map((n: Row) => [n.title, n.isLeaf])).toEqual([['上海分公司', false]]);
    expect((await get('/sys/sysDepart/queryDepartTreeSync?pid=dep_A01A01', viewer)).json().result.map((n: Row) => n.title)).toEqual(['浦东车队', '嘉定车队']);
    expect((await get('/sys/sysDepart/queryDepartTreeSync?pid=dep_A01A02', viewer)).json().result).toEqual([]);
    const found = (await get(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('西湖')}`, admin)).json().result;
    expect(found.map((n: Row) => n.title)).toEqual(['华东物流集团']);
    expect(found[0].children[0]).toMatchObject({ title: '杭州分公司', isLeaf: false });
    expect(found[0].children[0].children.map((n: Row) => [n.title, n.isLeaf])).toEqual([['西湖车队', true]]);
    expect((await get(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('浦东')}`, operator)).json().result).toEqual([]);
    expect((await get('/sys/sysDepart/searchBy?keyWord=a01a01a02', admin)).json().result[0].children[0].children[0].title).toBe('嘉定车队');
    expect((await get('/sys/sysDepart/searchBy?keyWord=%25', admin)).json().result).toEqual([]);
  });

  it('lists roles and positions of the caller tenant', async () => {
    const roles = (await get('/sys/role/list?column=roleCode&order=asc', viewer)).json().result;
    expect(roles.records.map((r: Row) => r.roleCode)).toEqual(['admin', 'fleet_operator', 'readonly']);
    expect(roles.records[0]).toMatchObject({ id: 'role_admin', roleName: '管理员', roleCode: 'admin' });
    expect(roles.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await get(`/sys/role/list?roleName=${encodeURIComponent('调度')}`, viewer)).json().result.records.map((r: Row) => r.roleCode)).toEqual(['fleet_operator']);
    expect((await get('/sys/role/list?roleCode=admin', t2)).json().result.records.map((r: Row) => r.id)).toEqual(['t2_role_admin']);
    const positions = (await get('/sys/position/list?pageSize=20', viewer)).json().result;
    expect(positions.total).toBe(8);
    expect(positions.records.find((p: Row) => p.code === 'driver')).toMatchObject({ id: 'pos_driver_1', name: '驾驶员', rank: '1', rank_dictText: '员级' });
    const byName = (await get(`/sys/position/list?name=${encodeURIComponent('经理')}`, viewer)).json().result.records;
    expect(byName.map((p: Row) => p.code).sort()).toEqual(['deputy_manager', 'general_manager']);
    expect((await get('/sys/position/list?rank=5', t2)).json().result.records.map((p: Row) => p.id)).toEqual(['pos_gm_2']);
    for (const query of ['column=post_rank', 'column=tenant_id', `superQueryParams=${encodeURIComponent(sq([{ field: 'tenant_id', rule: 'eq', val: 2 }]))}`]) {
      expect((await get(`/sys/position/list?${query}`, viewer)).statusCode).toBe(400);
      expect((await get(`/sys/role/list?${query}`, viewer)).statusCode).toBe(400);
    }
  });
});
