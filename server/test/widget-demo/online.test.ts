import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { otherTenantAdmin } from './helpers.js';

jest.setTimeout(90000);

describe.each(DATABASES)('online reports and querySelectOptions on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  const get = (url: string, token: string) => t.call('GET', url, { token });

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 12 });
    [admin, operator] = [await t.login('admin'), await t.login('hz_operator')];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the columns of a report with its dictionary options', async () => {
    const res = (await get('/online/cgreport/api/getRpColumns/report_user', admin)).json();
    expect(res).toMatchObject({ success: true, code: 200 });
    expect(res.result).toMatchObject({ cgRpConfigId: 'rpt_user', cgRpConfigName: '用户选择', fieldHrefSlots: [] });
    expect(res.result.columns).toEqual([
      { title: '用户账号', dataIndex: 'username', align: 'center', sorter: true },
      { title: '用户姓名', dataIndex: 'realname', align: 'center', sorter: true },
      { title: '性别', dataIndex: 'sex', align: 'center', customRender: 'sex' },
      { title: '手机', dataIndex: 'phone', align: 'center' },
      { title: '部门', dataIndex: 'departName', align: 'center' },
    ]);
    expect(res.result.dictOptions).toEqual({ sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }] });
    const unknown = await get('/online/cgreport/api/getRpColumns/nope', admin);
    expect([unknown.statusCode, unknown.json().success, unknown.json().code, unknown.json().message]).toEqual([200, false, 500, '报表不存在']);
  });

  it('answers the query items of a report by id', async () => {
    const res = (await get('/online/cgreport/api/getQueryInfo/rpt_vehicle', admin)).json().result;
    expect(res).toEqual([
      { field: 'carNum', label: '车牌号', view: 'text', mode: 'single' },
      { field: 'vin', label: '车架号', view: 'text', mode: 'single' },
      { field: 'vehicleType', label: '车辆类型', view: 'text', mode: 'single' },
      { field: 'driverName', label: '司机', view: 'text', mode: 'single' },
      { field: 'createTime', label: '创建时间', view: 'date', mode: 'group' },
    ]);
    expect((await get('/online/cgreport/api/getQueryInfo/nope', admin)).json()).toMatchObject({ success: false, code: 500 });
  });

  it('pages report data in the caller scope, newest first by default', async () => {
    const all = (await get('/online/cgreport/api/getData/rpt_user?pageNo=1&pageSize=10', admin)).json().result;
    expect(all.total).toBe(3);
    expect(all.records.map((r: { username: string }) => r.username).sort()).toEqual(['admin', 'hz_operator', 'viewer']);
    const hz = all.records.find((r: { username: string }) => r.username === 'hz_operator');
    expect(hz).toMatchObject({ realname: '杭州调度员', sex: '2', sex_dictText: '女', departName: '杭州分公司', phone: '13800138001', id: 'user_hz_operator' });
    expect(hz.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(hz).not.toHaveProperty('password_hash');
    const mine = (await get('/online/cgreport/api/getData/rpt_user', operator)).json().result;
    expect(mine.records.map((r: { username: string }) => r.username)).toEqual(['hz_operator']);

    const cars = (await get('/online/cgreport/api/getData/rpt_vehicle?pageSize=100', operator)).json().result;
    const scoped = (await t.call('POST', '/api/car/queryList', { token: operator, body: { pageNo: 1, pageSize: 100 } })).json().result;
    expect(cars.total).toBe(scoped.total);
    expect(cars.total).toBeLessThan(12);
    expect(new Set(cars.records.map((r: { departName: string }) => r.departName))).toEqual(new Set(['西湖车队', '萧山车队']));
    const times = cars.records.map((r: { createTime: string }) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by the searchable items only, with contains for text and ranges for group mode', async () => {
    const byName = (await get(`/online/cgreport/api/getData/rpt_user?realname=${encodeURIComponent('调度')}`, admin)).json().result;
    expect(byName.records.map((r: { username: string }) => r.username)).toEqual(['hz_operator']);
    expect((await get('/online/cgreport/api/getData/rpt_user?sex=1', admin)).json().result.total).toBe(2);
    // phone is shown but not searchable: the filter is ignored
    expect((await get('/online/cgreport/api/getData/rpt_user?phone=13800138001', admin)).json().result.total).toBe(3);
    const sorted = (await get('/online/cgreport/api/getData/rpt_user?column=username&order=asc', admin)).json().result.records;
    expect(sorted.map((r: { username: string }) => r.username)).toEqual(['admin', 'hz_operator', 'viewer']);
    expect((await get('/online/cgreport/api/getData/rpt_vehicle?createTime_begin=2000-01-01&createTime_end=2000-01-02', admin)).json().result.total).toBe(0);
    expect((await get('/online/cgreport/api/getData/rpt_vehicle?createTime_begin=2000-01-01', admin)).json().result.total).toBe(12);
    const dep = (await get('/online/cgreport/api/getData/rpt_vehicle?self_departId=dep_A01A02A01&pageSize=100', admin)).json().result;
    expect(new Set(dep.records.map((r: { departName: string }) => r.departName))).toEqual(new Set(['西湖车队']));
  });

  it('refuses hostile report parameters and params outside the scope', async () => {
    const cases: [string, string, number][] = [
      ['/online/cgreport/api/getData/rpt_user?column=phone', admin, 400],
      ['/online/cgreport/api/getData/rpt_user?column=username;drop table sys_user', admin, 400],
      ['/online/cgreport/api/getData/rpt_user?column=password_hash', admin, 400],
      ['/online/cgreport/api/getData/rpt_user?order=asc;select', admin, 400],
      [`/online/cgreport/api/getData/rpt_user?self_departId=${encodeURIComponent("' or 1=1--")}`, admin, 400],
      ['/online/cgreport/api/getData/rpt_user?self_departId=dep_A01A01', operator, 403],
      ['/online/cgreport/api/getData/rpt_vehicle?self_departId=dep_A01', operator, 403],
      ['/online/cgreport/api/getData/rpt_user?pageNo=-1', admin, 400],
    ];
    for (const [url, token, status] of cases) expect([url, (await get(url, token)).statusCode]).toEqual([url, status]);
    const ignored = (await get(`/online/cgreport/api/getData/rpt_user?${encodeURIComponent("username' OR '1'='1")}=x&tenant_id=2`, admin)).json().result;
    expect(ignored.total).toBe(3);
    const quoted = (await get(`/online/cgreport/api/getData/rpt_user?username=${encodeURIComponent("' OR '1'='1")}`, admin)).json().result;
    expect(quoted.total).toBe(0);
  });

  it('answers report heads by ids as JSON text', async () => {
    const res = (await get('/online/cgreport/head/queryByIds?ids=rpt_vehicle,rpt_user,nope', admin)).json();
    expect(typeof res.result).toBe('string');
    expect(JSON.parse(res.result)).toEqual([
      { id: 'rpt_user', code: 'report_user', name: '用户选择', reportName: '用户选择' },
      { id: 'rpt_vehicle', code: 'report_vehicle', name: '车辆选择', reportName: '车辆选择' },
    ]);
    expect((await get('/online/cgreport/head/queryByIds', admin)).statusCode).toBe(400);
  });

  it('answers cascading options level by level over the allow-list', async () => {
    const q = (params: Record<string, string>, token = admin) => get(`/online/cgform/api/querySelectOptions?${new URLSearchParams(params)}`, token);
    const cat = { table: 'sys_category', txt: 'name', key: 'code', idField: 'id', pidField: 'pid' };
    const roots = (await q({ ...cat, condition: JSON.stringify({ pid: '0' }) })).json().result;
    expect(roots.map((o: { label: string }) => o.label)).toEqual(['车辆分类', '物资分类', '费用类型']);
    expect(roots[0]).toEqual({ id: 'cat_b01_1', store: 'B01', label: '车辆分类' });
    const second = (await q({ ...cat, pidValue: 'cat_b01_1' })).json().result;
    expect(second.map((o: { store: string }) => o.store)).toEqual(['B01A01', 'B01A02', 'B01A03']);
    const dep = { table: 'sys_depart', txt: 'depart_name', key: 'id', idField: 'id', pidField: 'parent_id' };
    expect((await q({ ...dep, condition: JSON.stringify({ parent_id: null }) })).json().result).toEqual([{ id: 'dep_A01', store: 'dep_A01', label: '华东物流集团' }]);
    expect((await q({ ...dep, condition: JSON.stringify({ parent_id: null }) }, operator)).json().result).toEqual([]);
    expect((await q({ ...dep, pidValue: 'dep_A01A02' }, operator)).json().result.map((o: { label: string }) => o.label)).toEqual(['西湖车队', '萧山车队']);
    expect((await q({ ...dep, pidValue: 'dep_A01A01' }, operator)).json().result).toEqual([]);
    const other = await otherTenantAdmin(t);
    expect((await q({ ...cat, condition: JSON.stringify({ pid: '0' }) }, other)).json().result).toEqual([]);
  });

  it('refuses hostile table, column and condition values with 400', async () => {
    const base = { table: 'sys_category', txt: 'name', key: 'code', idField: 'id', pidField: 'pid' };
    const hostile: Record<string, string>[] = [
      { ...base, table: 'pg_shadow' },
      { ...base, table: 'sys_user' },
      { ...base, table: 'sys_category;drop table sys_category' },
      { ...base, table: 'constructor' },
      { ...base, txt: 'name;select 1' },
      { ...base, key: 'code) or (1=1' },
      { ...base, txt: 'tenant_id' },
      { ...base, idField: '__proto__' },
      { ...base, pidField: 'pid--' },
      { ...base, condition: JSON.stringify({ 'tenant_id': 2 }) },
      { ...base, condition: JSON.stringify({ "pid = '0' or 1=1 --": 'x' }) },
      { ...base, condition: JSON.stringify({ pid: { $ne: 1 } }) },
      { ...base, condition: '[1,2]' },
      { ...base, condition: "pid='0'" },
      { table: 'sys_category', txt: 'name', key: 'code', pidValue: 'cat_b01_1' },
      { table: 'sys_category' },
    ];
    for (const params of hostile) {
      const res = await get(`/online/cgform/api/querySelectOptions?${new URLSearchParams(params)}`, admin);
      expect([params, res.statusCode, res.json().code]).toEqual([params, 400, 400]);
    }
    expect((await t.call('GET', '/online/cgform/api/querySelectOptions?table=sys_category&txt=name&key=code')).statusCode).toBe(401);
  });
});
