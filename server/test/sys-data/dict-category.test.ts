import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { addSecondTenant, addStaff, qs } from './fixtures.js';

jest.setTimeout(120000);

const TREE_CONDITION = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

describe.each(DATABASES)('dictionaries and categories on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let viewer: string;
  let t2: string;
  const get = (url: string, token: string) => t.call('GET', url, { token });
  const dictUrl = (code: string, query = '') => `/sys/dict/getDictItems/${encodeURIComponent(code)}${query}`;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 4 });
    await addStaff(t.database.db);
    await addSecondTenant(t.database.db);
    [admin, operator, viewer, t2] = [await t.login('admin'), await t.login('hz_operator'), await t.login('viewer'), await t.login('t2_admin')];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the login dictionaries from the tables', async () => {
    const body = (await t.call('POST', '/sys/login', { body: { username: 'viewer', password: '123456' } })).json();
    expect(body.result.sysAllDictItems.sex).toEqual([{ value: '1', text: '男', title: '男', label: '男' }, { value: '2', text: '女', title: '女', label: '女' }]);
    expect(body.result.sysAllDictItems.yn.map((i: { text: string }) => i.text)).toEqual(['是', '否']);
    await t.database.db.updateTable('sys_dict_item').set({ item_text: '男性' }).where('id', '=', 'dict_sex_0').execute();
    const again = (await t.call('POST', '/sys/login', { body: { username: 'viewer', password: '123456' } })).json();
    expect(again.result.sysAllDictItems.sex[0].text).toBe('男性');
    await t.database.db.updateTable('sys_dict_item').set({ item_text: '男' }).where('id', '=', 'dict_sex_0').execute();
  });

  it('answers dictionary items, all dictionaries and the cache refresh', async () => {
    const items = (await get(dictUrl('position_rank'), viewer)).json();
    expect(items).toMatchObject({ success: true, code: 200 });
    expect(items.result.map((i: { text: string }) => i.text)).toEqual(['员级', '助级', '中级', '副高级', '正高级']);
    expect((await get(dictUrl('no_such_dict'), viewer)).json().result).toEqual([]);
    expect((await get(dictUrl("sex' or '1'='1"), viewer)).json()).toMatchObject({ success: true, result: [] });
    expect((await get(dictUrl('x'.repeat(101)), viewer)).json()).toMatchObject({ success: false, code: 400 });
    const all = (await get('/sys/dict/queryAllDictItems', viewer)).json().result;
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['sex', 'yn', 'valid_status', 'position_rank', 'priority']));
    await t.database.db.updateTable('sys_dict_item').set({ status: 0 }).where('id', '=', 'dict_yn_1').execute();
    expect((await get(dictUrl('yn'), viewer)).json().result.map((i: { value: string }) => i.value)).toEqual(['Y']);
    await t.database.db.updateTable('sys_dict_item').set({ status: 1 }).where('id', '=', 'dict_yn_1').execute();
    expect((await get('/sys/dict/refleshCache', viewer)).json()).toMatchObject({ success: true });
    expect((await get(dictUrl(' '), viewer)).json()).toMatchObject({ success: false, code: 400, message: '字典Code不能为空!' });
    expect((await t.call('GET', dictUrl('sex'))).statusCode).toBe(401);
  });

  it('answers table dictionaries within the caller scope and tenant', async () => {
    const users = (token: string, code = 'sys_user,realname,username') => get(dictUrl(code), token).then((r) => r.json().result.map((i: { value: string }) => i.value).sort());
    expect(await users(admin)).toEqual(['admin', 'hz_operator', 'nodept_user', 'pd_driver', 'viewer', 'xh_driver', 'xs_driver']);
    expect(await users(operator)).toEqual(['hz_operator', 'xh_driver', 'xs_driver']);
    expect(await users(viewer)).toEqual(['pd_driver', 'viewer']);
    expect(await users(t2)).toEqual(['t2_admin']);
    expect(await users(admin, 'sys_user,realname,username,{"username":"viewer"}')).toEqual(['viewer']);
    expect(await users(admin, `sys_user,realname,username,${JSON.stringify({ username: 'viewer', realname: '只读用户', id: 'user_viewer' }, null, 12)}`)).toEqual(['viewer']);
    const first = (await get(dictUrl('sys_user,realname,username,{"username":"viewer"}'), admin)).json().result[0];
    expect(first).toEqual({ value: 'viewer', text: '只读用户', title: '只读用户', label: '只读用户' });
    expect(await users(operator, 'sys_depart,depart_name,org_code')).toEqual(['A01A02', 'A01A02A01', 'A01A02A02']);
    expect(await users(t2, 'sys_depart,depart_name,id')).toEqual(['t2_dep']);
    expect(await users(viewer, 'sys_position,name,code')).toContain('driver');
    expect(await users(t2, 'sys_category,name,code,{"pid":"0"}')).toEqual(['B01', 'B02', 'B03']);
    expect(await users(t2, 'fleet_vehicle,car_num,id')).toEqual(['t2_car']);
  });

  it('refuses hostile table dictionaries with 400 and leaves the tables intact', async () => {
    const hostile = [
      'sys_user,realname,id,1=1 or 1=1',
      'sys_user where 1=1--,a,b',
      'pg_shadow,usename,passwd',
      'sys_user,password_hash,id',
      'sys_user,realname,id;drop table sys_user',
      'sys_user,realname',
      'sys_user,realname,id,{"password_hash":"x"}',
      'sys_user,realname,id,{"1=1":"1"}',
      'sys_user,realname,id,{"username":{"$ne":1}}',
      'sys_user,realname,id,[1]',
      'constructor,a,b',
      'sys_user,"realname",id',
      'information_schema.tables,table_name,table_name',
      'SYS_USER,realname,id',
    ];
    for (const code of hostile) {
      const res = await get(dictUrl(code), admin);
      expect({ code, status: res.statusCode }).toEqual({ code, status: 400 });
      expect(res.json()).toMatchObject({ success: false, code: 400 });
      const search = await get(`/sys/dict/loadDict/${encodeURIComponent(code)}?keyword=a`, admin);
      expect(search.statusCode).toBe(400);
      expect((await get(`/sys/dict/loadDictItem/${encodeURIComponent(code)}?key=a`, admin)).statusCode).toBe(400);
    }
    expect((await get(dictUrl('sys_user,realname,id,{bad json'), admin)).json().message).toBe('字典查询条件格式不正确，需要一个json字符串!');
    const count = await t.database.db.selectFrom('sys_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(8);
  });

  it('searches a dictionary by keyword with escaped wildcards and a capped page size', async () => {
    const search = (code: string, query: Record<string, string | number>, token = admin) =>
      get(`/sys/dict/loadDict/${encodeURIComponent(code)}?${qs(query)}`, token).then((r) => r.json());
    const byValue = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value);
    expect((await search('sys_user,realname,username', { keyword: '司机' })).result.sort(byValue)).toEqual([
      { value: 'pd_driver', text: '浦东司机' }, { value: 'xh_driver', text: '西湖司机' }, { value: 'xs_driver', text: '萧山司机' },
    ]);
    expect((await search('sys_user,realname,username', { keyword: '司机', pageSize: 2 })).result).toHaveLength(2);
    expect((await search('sys_user,realname,username', { keyword: '司机' }, operator)).result.map((r: { value: string }) => r.value).sort()).toEqual(['xh_driver', 'xs_driver']);
    for (const keyword of ['%', '_', "' or '1'='1"]) expect((await search('sys_user,realname,username', { keyword })).result).toEqual([]);
    expect((await search('position_rank', { keyword: '高' })).result).toEqual([{ value: '4', text: '副高级' }, { value: '5', text: '正高级' }]);
    const many = await search('sys_category,name,code', { pageSize: 100000 });
    expect(many.result.length).toBeLessThanOrEqual(100);
    expect(many.result.length).toBe(23);
    expect((await search('sex', { pageSize: 'x' })).code).toBe(400);
  });

  it('translates keys to texts in key order', async () => {
    const texts = (code: string, key: string, token = admin) =>
      get(`/sys/dict/loadDictItem/${encodeURIComponent(code)}?key=${encodeURIComponent(key)}`, token).then((r) => r.json().result);
    expect(await texts('sys_user,realname,username', 'viewer,admin')).toEqual(['只读用户', '管理员']);
    expect(await texts('sys_user,realname,username', 'viewer,admin', operator)).toEqual(['viewer', 'admin']);
    expect(await texts('sex', '2,1,9')).toEqual(['女', '男', '9']);
    expect(await texts('sex', '')).toEqual([]);
  });

  it('answers tree data of allow-listed tree tables level by level', async () => {
    const tree = (query: Record<string, string>, token = admin) => get(`/sys/dict/loadTreeData?${qs(query)}`, token).then((r) => r.json());
    const base = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', hasChildField: 'has_child' };
    const roots = (await tree({ ...base, pid: '' })).result;
    expect(roots.map((n: { title: string }) => n.title)).toEqual(['车辆分类', '物资分类', '费用类型']);
    expect(roots[0]).toEqual({ key: 'cat_b01_1', value: 'cat_b01_1', title: '车辆分类', label: '车辆分类', leaf: 0, isLeaf: false });
    const trucks = (await tree({ ...base, pid: 'cat_b01a01_1' })).result;
    expect(trucks.map((n: { title: string; leaf: number }) => [n.title, n.leaf])).toEqual([['重型货车', 1], ['轻型货车', 1], ['冷藏车', 1]]);
    const filtered = (await tree({ ...base, pid: '0', condition: JSON.stringify({ code: 'B02' }) })).result;
    expect(filtered.map((n: { title: string }) => n.title)).toEqual(['物资分类']);
    const departs = { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' };
    expect((await tree({ ...departs, pid: '' }, operator)).result.map((n: { title: string; isLeaf: boolean }) => [n.title, n.isLeaf])).toEqual([['杭州分公司', false]]);
    expect((await tree({ ...departs, pid: 'dep_A01A02' }, operator)).result.map((n: { title: string }) => n.title).sort()).toEqual(['萧山车队', '西湖车队'].sort());
    expect((await tree({ ...departs, pid: 'dep_A01A01' }, operator)).result).toEqual([]);
    expect((await tree({ ...base, pid: '' }, t2)).result[0].key).toBe('cat_b01_2');
  });

  it('refuses bad tree data requests with 400', async () => {
    const base = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid' };
    const bad = [
      { ...base, tableName: 'sys_user' },
      { ...base, tableName: 'pg_user' },
      { ...base, text: 'name;drop table sys_category' },
      { ...base, pidField: 'id' },
      { ...base, pidField: 'pid) or (1=1' },
      { ...base, hasChildField: 'code' },
      { ...base, code: 'tenant_id' },
    ];
    for (const query of bad) expect((await get(`/sys/dict/loadTreeData?${qs(query)}`, admin)).json()).toMatchObject({ success: false, code: 400 });
    for (const condition of ['pid=0', '{"pid":', '"x"', '[]']) {
      const res = await get(`/sys/dict/loadTreeData?${qs({ ...base, condition })}`, admin);
      expect(res.json()).toMatchObject({ success: false, code: 400, message: TREE_CONDITION });
    }
    const field = await get(`/sys/dict/loadTreeData?${qs({ ...base, condition: '{"tenant_id":"2"}' })}`, admin);
    expect(field.json()).toMatchObject({ code: 400, message: '查询条件字段不在允许范围内' });
  });

  it('answers the category calls', async () => {
    const root = (await get('/sys/category/loadTreeRoot?async=true&pcode=0', viewer)).json().result;
    expect(root.map((n: { code: string }) => n.code)).toEqual(['B01', 'B02', 'B03']);
    expect(root[0]).toEqual({ key: 'cat_b01_1', value: 'cat_b01_1', title: '车辆分类', label: '车辆分类', leaf: 0, isLeaf: false, code: 'B01', pid: '0' });
    const underB01 = (await get('/sys/category/loadTreeRoot?async=true&pcode=B01&store=code', viewer)).json().result;
    expect(underB01.map((n: { value: string }) => n.value)).toEqual(['B01A01', 'B01A02', 'B01A03']);
    const sync = (await get('/sys/category/loadTreeRoot?async=false&pcode=B02', viewer)).json().result;
    expect(sync.map((n: { title: string; children: { title: string }[] }) => [n.title, n.children.map((c) => c.title)])).toEqual([
      ['办公用品', ['纸张', '文具']], ['车辆配件', ['轮胎', '机油', '滤清器']],
    ]);
    expect(sync[0].children[0]).toMatchObject({ leaf: 1, isLeaf: true, code: 'B02A01A01' });
    const children = (await get('/sys/category/loadTreeChildren?pid=cat_b03_1', viewer)).json().result;
    expect(children.map((n: { title: string }) => n.title)).toEqual(['燃油费', '维修费', '路桥费']);
    expect((await get('/sys/category/loadOne?field=code&val=B01A02', viewer)).json().result).toEqual({ id: 'cat_b01a02_1', pid: 'cat_b01_1', name: '客车', code: 'B01A02', hasChild: '1' });
    expect((await get('/sys/category/loadOne?field=id&val=cat_b03a01_1', viewer)).json().result.name).toBe('燃油费');
    expect((await get('/sys/category/loadOne?field=code&val=NOPE', viewer)).json()).toMatchObject({ success: false, message: '查询无果' });
    const data = (await get('/sys/category/loadTreeData?pcode=B01', viewer)).json().result;
    expect(data.map((n: { title: string }) => n.title)).toEqual(['货车', '客车', '专用车']);
    expect(data[0].children.map((n: { title: string }) => n.title)).toEqual(['重型货车', '轻型货车', '冷藏车']);
    const cond = (await get(`/sys/category/loadTreeData?${qs({ condition: '{"code":"B03"}' })}`, viewer)).json().result;
    expect(cond.map((n: { title: string }) => n.title)).toEqual(['费用类型']);
    const names = (await get('/sys/category/loadDictItem/?ids=cat_b03a02_1,nope,cat_b01_1', viewer)).json().result;
    expect(names).toEqual(['维修费', '车辆分类']);
    expect((await get('/sys/category/loadDictItem/?ids=cat_b03a02_1,nope&delNotExist=false', viewer)).json().result).toEqual(['维修费', 'nope']);
  });

  it('keeps categories per tenant and refuses bad category input', async () => {
    expect((await get('/sys/category/loadDictItem?ids=cat_b01_1', t2)).json().result).toEqual([]);
    expect((await get('/sys/category/loadTreeChildren?pid=cat_b01_1', t2)).json().result).toEqual([]);
    expect((await get('/sys/category/loadOne?field=id&val=cat_b01_1', t2)).json().success).toBe(false);
    const bad = [
      ['/sys/category/loadTreeRoot?async=true&pcode=0&condition=abc', TREE_CONDITION],
      ['/sys/category/loadTreeChildren?pid=0&condition=%7B', TREE_CONDITION],
      [`/sys/category/loadTreeData?condition=${encodeURIComponent('{"tenant_id":1}')}`, '查询条件字段不在允许范围内'],
      ['/sys/category/loadTreeRoot?pcode=ZZZ', '该分类编码不存在，请核实!'],
      ['/sys/category/loadOne?field=tenant_id&val=1', 'field只能是code或id'],
      ['/sys/category/loadTreeRoot?store=name', 'store只能是id或code'],
    ];
    for (const [url, message] of bad) expect((await get(url, viewer)).json()).toMatchObject({ success: false, code: 400, message });
  });
});
