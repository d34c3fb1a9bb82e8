import { DATABASES } from '../helpers/databases.js';
import { SEED_DEMO_COUNT } from '../../src/seed/widget-demo.js';
import { otherTenantAdmin, PNG, postForm, startFilesApp } from './helpers.js';

jest.setTimeout(90000);

/** A valid new demo record (wire names). */
function newDemo(over: Record<string, unknown> = {}) {
  return {
    name: '测试记录', sex: '2', age: 30, birthday: '1996-02-29', email: 'test@example.com', phone: '13912345678',
    departIds: 'dep_A01A02A01,dep_A01A01', userNames: 'admin,viewer', areaCode: '330106', cron: '0 0 12 * * ? *',
    effective: JSON.stringify({ date: '', forever: '1', notice: '' }), enabled: 'Y', orderNumCode: 'T0001',
    content: '<p onclick="x()">你好<script>alert(1)</script><img src="javascript:alert(1)"><a href="https://example.com">链接</a></p>',
    remark: '# 标题', category: 'B01', ...over,
  };
}

describe.each(DATABASES)('demo entity /test/jeecgDemo on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startFilesApp>>;
  let admin: string;
  let viewer: string;
  let operator: string;
  let createdId: string;

  beforeAll(async () => {
    t = await startFilesApp(kind);
    [admin, viewer, operator] = [await t.login('admin'), await t.login('viewer'), await t.login('hz_operator')];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded records newest first, paged, with the dictionary text', async () => {
    const page = (await t.call('GET', '/test/jeecgDemo/list?pageNo=1&pageSize=10', { token: viewer })).json().result;
    expect(page).toMatchObject({ total: SEED_DEMO_COUNT, size: 10, current: 1, pages: 3 });
    expect(page.records).toHaveLength(10);
    expect(page.records[0]).toMatchObject({ id: 'demo_0001', name: '张伟', sex: '1', sex_dictText: '男', enabled: 'Y' });
    const times = page.records.map((r: { createTime: string }) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('applies the list filters, sort and superQueryParams over the allow-list', async () => {
    const q = async (qs: string) => (await t.call('GET', `/test/jeecgDemo/list?${qs}`, { token: admin })).json().result;
    expect((await q('sex=2&pageSize=100')).records.every((r: { sex: string }) => r.sex === '2')).toBe(true);
    expect((await q('name=*伟*&pageSize=100')).records.map((r: { name: string }) => r.name)).toEqual(['张伟', '张伟2']);
    const byAge = (await q('column=age&order=asc&pageSize=100')).records.map((r: { age: number }) => r.age);
    expect(byAge).toEqual([...byAge].sort((a, b) => a - b));
    const ranged = (await q('age_begin=30&age_end=40&pageSize=100')).records;
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((r: { age: number }) => r.age >= 30 && r.age <= 40)).toBe(true);
    const sq = encodeURIComponent(JSON.stringify([{ field: 'sex', rule: 'eq', val: '1' }, { field: 'age', rule: 'ge', val: '50' }]));
    const sup = (await q(`superQueryParams=${sq}&superQueryMatchType=and&pageSize=100`)).records;
    expect(sup.length).toBeGreaterThan(0);
    expect(sup.every((r: { sex: string; age: number }) => r.sex === '1' && r.age >= 50)).toBe(true);
  });

  it('refuses hostile list parameters with 400 and never runs them', async () => {
    const hostile = [
      'column=name;drop table demo&order=asc',
      'column=tenant_id',
      'order=asc;select 1',
      `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: '1=1', rule: 'eq', val: '1' }]))}`,
      `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'exec', val: '1' }]))}`,
      'superQueryParams=not-json',
      'age=abc',
      'pageNo=0',
    ];
    for (const qs of hostile) {
      const res = await t.call('GET', `/test/jeecgDemo/list?${qs}`, { token: admin });
      expect([qs, res.statusCode]).toEqual([qs, 400]);
      expect(res.json()).toMatchObject({ success: false, code: 400 });
    }
    const ignored = await t.call('GET', `/test/jeecgDemo/list?${encodeURIComponent("name' OR '1'='1")}=x&tenant_id=2`, { token: admin });
    expect(ignored.json().result.total).toBe(SEED_DEMO_COUNT);
    const injected = (await t.call('GET', `/test/jeecgDemo/list?name=${encodeURIComponent("' OR '1'='1")}`, { token: admin })).json().result;
    expect(injected.total).toBe(0);
    const capped = (await t.call('GET', '/test/jeecgDemo/list?pageSize=999999', { token: admin })).json().result;
    expect(capped.size).toBe(1000);
    const count = await t.database.db.selectFrom('demo').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(SEED_DEMO_COUNT);
  });

  it('adds a record with every widget value, sanitising the rich text', async () => {
    const file = (await postForm(t, '/sys/common/upload', admin, { biz: 'demo', file: [{ name: 'pic.png', data: PNG }] })).json().message;
    const res = await t.call('POST', '/test/jeecgDemo/add', { token: admin, body: newDemo({ images: file, files: `${file},https://example.com/a.pdf` }) });
    expect(res.statusCode).toBe(200);
    const rec = res.json().result;
    createdId = rec.id;
    expect(res.json().message).toBe('添加成功！');
    expect(rec).toMatchObject({
      name: '测试记录', sex: '2', sex_dictText: '女', age: 30, birthday: '1996-02-29', departIds: 'dep_A01A02A01,dep_A01A01',
      userNames: 'admin,viewer', areaCode: '330106', cron: '0 0 12 * * ? *', enabled: 'Y', orderNumCode: 'T0001', images: file,
      effective: JSON.stringify({ date: '', forever: '1', notice: '' }), createBy: 'admin',
    });
    expect(rec.content).toBe('<p>你好<img /><a href="https://example.com" rel="noopener noreferrer">链接</a></p>');
    const stored = await t.database.db.selectFrom('demo').select('content').where('id', '=', createdId).executeTakeFirstOrThrow();
    expect(stored.content).not.toMatch(/script|onclick|javascript/);
    const byId = (await t.call('GET', `/test/jeecgDemo/queryById?id=${createdId}`, { token: viewer })).json().result;
    expect(byId).toEqual(rec);
  });

  it('refuses invalid fields with the rule messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '名称不能为空'],
      [{ name: 'x'.repeat(51) }, '名称不能超过50个字符'],
      [{ phone: '12345678901' }, '请输入正确手机号'],
      [{ email: 'a@b' }, '邮箱格式不正确'],
      [{ age: -1 }, '请输入自然数'],
      [{ age: '1.5' }, '请输入自然数'],
      [{ sex: '3' }, '性别只能是男或女'],
      [{ birthday: '2023-02-29' }, '生日格式不正确，应为YYYY-MM-DD'],
      [{ enabled: 'X' }, '是否启用只能是是或否'],
      [{ cron: '* * *' }, 'Cron表达式格式不正确'],
      [{ cron: "0 0 12 * * ? ; drop" }, 'Cron表达式格式不正确'],
      [{ effective: JSON.stringify({ date: '2026-01-01', forever: '1', notice: '' }) }, '生效日期格式不正确'],
      [{ effective: 'not json' }, '生效日期格式不正确'],
      [{ areaCode: '33010' }, '地区编码应为6位数字'],
      [{ departIds: 'dep_unknown' }, '部门不存在或无权访问'],
      [{ userNames: 'admin,nobody' }, '用户不存在'],
      [{ files: '../../etc/passwd' }, '文件路径不合法'],
      [{ images: 'temp/20260101/not-uploaded.png' }, '文件路径不合法'],
      [{ orderNumCode: 'T0001' }, '编号已存在'],
      [{ orderNumCode: "T'1" }, '编号只能包含字母、数字、下划线和短横线（最多50位）'],
    ];
    for (const [over, message] of cases) {
      const res = await t.call('POST', '/test/jeecgDemo/add', { token: admin, body: newDemo({ orderNumCode: null, ...over }) });
      expect([over, res.statusCode, res.json().message]).toEqual([over, 400, message]);
    }
  });

  it('edits by PUT, keeping fields not sent', async () => {
    const res = await t.call('PUT', '/test/jeecgDemo/edit', { token: admin, body: { id: createdId, name: '改名', enabled: 'N' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('编辑成功!');
    expect(res.json().result).toMatchObject({ id: createdId, name: '改名', enabled: 'N', phone: '13912345678', orderNumCode: 'T0001' });
    expect(res.json().result.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('checks the buttons on the server: viewer and hz_operator are refused (403 code 510)', async () => {
    const calls: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['add', 'POST', '/test/jeecgDemo/add', newDemo({ orderNumCode: null })],
      ['edit', 'PUT', '/test/jeecgDemo/edit', { id: createdId, name: 'x' }],
      ['export', 'GET', '/test/jeecgDemo/exportXls'],
      ['items', 'POST', '/test/jeecgDemo/saveItems', { demoId: createdId, rows: [] }],
    ];
    for (const token of [viewer, operator]) {
      for (const [label, method, url, body] of calls) {
        const res = await t.call(method, url, { token, body });
        expect([label, res.statusCode, res.json().code]).toEqual([label, 403, 510]);
      }
      for (const url of [`/test/jeecgDemo/delete?id=${createdId}`, `/test/jeecgDemo/deleteBatch?ids=${createdId}`]) {
        const res = await fetch(`${t.origin}/jeecg-boot${url}`, { method: 'DELETE', headers: { 'x-access-token': token } });
        expect(res.status).toBe(403);
      }
      const imp = await postForm(t, '/test/jeecgDemo/importExcel', token, { file: [{ name: 'a.xlsx', data: Buffer.from('PK\x03\x04') }] });
      expect(imp.statusCode).toBe(403);
    }
    expect((await t.call('GET', `/test/jeecgDemo/queryById?id=${createdId}`, { token: viewer })).json().result.name).toBe('改名');
  });

  it('keeps another tenant out of every call', async () => {
    const other = await otherTenantAdmin(t);
    expect((await t.call('GET', '/test/jeecgDemo/list', { token: other })).json().result.total).toBe(0);
    expect((await t.call('GET', `/test/jeecgDemo/queryById?id=${createdId}`, { token: other })).statusCode).toBe(404);
    expect((await t.call('PUT', '/test/jeecgDemo/edit', { token: other, body: { id: createdId, name: 'hijack' } })).statusCode).toBe(404);
    expect((await t.call('GET', `/test/jeecgDemo/items?demoId=demo_0001`, { token: other })).statusCode).toBe(404);
    expect((await t.call('POST', '/test/jeecgDemo/saveItems', { token: other, body: { demoId: 'demo_0001', rows: [], deleteIds: ['demo_0001_01'] } })).statusCode).toBe(404);
    const del = await fetch(`${t.origin}/jeecg-boot/test/jeecgDemo/delete?id=${createdId}`, { method: 'DELETE', headers: { 'x-access-token': other } });
    expect(del.status).toBe(404);
    const own = await t.call('POST', '/test/jeecgDemo/add', { token: other, body: newDemo({ departIds: 'dep_t2', userNames: 't2_admin' }) });
    expect(own.statusCode).toBe(200);
    expect((await t.call('GET', '/test/jeecgDemo/list?pageSize=100', { token: admin })).json().result.records.some((r: { id: string }) => r.id === own.json().result.id)).toBe(false);
    expect((await t.call('POST', '/test/jeecgDemo/add', { token: other, body: newDemo({ orderNumCode: 'T0002', departIds: 'dep_A01' }) })).json().message).toBe('部门不存在或无权访问');
  });

  it('registers the demo fields for /sys/duplicate/check, tenant-scoped', async () => {
    const check = async (field: string, value: string, token = admin, dataId = '') =>
      (await t.call('GET', `/sys/duplicate/check?tableName=demo&fieldName=${field}&fieldVal=${encodeURIComponent(value)}&dataId=${dataId}`, { token })).json();
    expect(await check('order_num_code', 'T0001')).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect(await check('order_num_code', 'T0001', admin, createdId)).toMatchObject({ success: true });
    expect(await check('phone', '13700000000')).toMatchObject({ success: true, message: '该值可用！' });
    expect(await check('name', '张伟')).toMatchObject({ success: false });
    expect(await check('name', '张伟', await t.login('t2_admin'))).toMatchObject({ success: true });
    expect((await t.call('GET', '/sys/duplicate/check?tableName=demo&fieldName=content&fieldVal=x', { token: admin })).statusCode).toBe(400);
  });

  it('deletes one and many, items included', async () => {
    const del = await fetch(`${t.origin}/jeecg-boot/test/jeecgDemo/delete?id=${createdId}`, { method: 'DELETE', headers: { 'x-access-token': admin } });
    expect(del.status).toBe(200);
    expect((await t.call('GET', `/test/jeecgDemo/queryById?id=${createdId}`, { token: admin })).json()).toMatchObject({ success: false, message: '未找到对应数据' });
    const batch = await fetch(`${t.origin}/jeecg-boot/test/jeecgDemo/deleteBatch?ids=demo_0029,demo_0030`, { method: 'DELETE', headers: { 'x-access-token': admin } });
    expect(((await batch.json()) as { message: string }).message).toBe('批量删除成功!');
    const items = await t.database.db.selectFrom('demo_item').select('id').where('demo_id', 'in', ['demo_0029', 'demo_0030']).execute();
    expect(items).toEqual([]);
  });
});
