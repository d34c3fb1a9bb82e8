import { hashPassword } from '../../src/auth/password.js';
import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

jest.setTimeout(90000);

describe.each(DATABASES)('demo items (editable table) on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const save = (token: string, body: unknown) => t.call('POST', '/test/jeecgDemo/saveItems', { token, body });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the items of a record in orderNum order with typed values', async () => {
    const res = await t.call('GET', '/test/jeecgDemo/items?demoId=demo_0002', { token: admin });
    const items = res.json().result;
    expect(items.map((i: { id: string }) => i.id)).toEqual(['demo_0002_01', 'demo_0002_02', 'demo_0002_03']);
    expect(items[0]).toMatchObject({ demoId: 'demo_0002', orderNum: 0, itemCode: 'P00201', quantity: 2, status: '处理中' });
    expect(typeof items[0].price).toBe('number');
    expect(items[0].itemDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(items[0].itemTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect((await t.call('GET', '/test/jeecgDemo/items?demoId=nope', { token: admin })).statusCode).toBe(404);
  });

  it('inserts new rows (server ids), updates existing ones, deletes deleteIds and keeps orderNum', async () => {
    const before = (await t.call('GET', '/test/jeecgDemo/items?demoId=demo_0002', { token: admin })).json().result;
    const res = await save(admin, {
      demoId: 'demo_0002',
      rows: [
        { ...before[1], orderNum: 0, itemName: '改过的', price: '12.50', quantity: 3.25 },
        { id: 'row_tmp_1', orderNum: 1, itemName: '新行', itemCode: 'N1', price: 8, itemDate: '2026-03-01', itemTime: '09:30', tags: '常用' },
        { orderNum: 2, itemName: '无id新行' },
        { id: 'demo_0003_01', orderNum: 3, itemName: '别的记录的id' },
      ],
      deleteIds: [before[2].id, 'demo_0003_02'],
    });
    expect(res.statusCode).toBe(200);
    const { rows, idMap } = res.json().result;
    expect(rows.map((r: { itemName: string }) => r.itemName)).toEqual([before[0].itemName, '改过的', '新行', '无id新行', '别的记录的id']);
    expect(rows[1]).toMatchObject({ id: before[1].id, orderNum: 0, price: 12.5, quantity: 3.25 });
    expect(idMap.row_tmp_1).toMatch(/^[0-9a-f]{32}$/);
    expect(idMap.demo_0003_01).toMatch(/^[0-9a-f]{32}$/);
    expect(rows.find((r: { itemName: string }) => r.itemName === '新行')).toMatchObject({ id: idMap.row_tmp_1, itemDate: '2026-03-01', itemTime: '09:30:00' });
    // other records are untouched
    const third = (await t.call('GET', '/test/jeecgDemo/items?demoId=demo_0003', { token: admin })).json().result;
    expect(third.map((r: { id: string }) => r.id)).toEqual(['demo_0003_01', 'demo_0003_02', 'demo_0003_03', 'demo_0003_04']);
  });

  it('refuses bad rows with the row number and keeps the table unchanged', async () => {
    const before = (await t.call('GET', '/test/jeecgDemo/items?demoId=demo_0004', { token: admin })).json().result;
    const cases: [unknown, string][] = [
      [[{ itemName: 'ok' }, { price: '1.234' }], '第2行：单价应为数字（最多2位小数）'],
      [[{ quantity: 'abc' }], '第1行：数量应为数字（最多3位小数）'],
      [[{ itemDate: '2026-13-01' }], '第1行：日期格式不正确，应为YYYY-MM-DD'],
      [[{ itemTime: '25:00' }], '第1行：时间格式不正确，应为HH:mm:ss'],
      [[{ filePath: '../x.png' }], '第1行：文件路径不合法'],
      [[{ orderNum: -1 }], '第1行：排序号应为非负整数'],
      ['not an array', 'rows应为数组'],
      [[42], '行数据格式不正确'],
    ];
    for (const [rows, message] of cases) {
      const res = await save(admin, { demoId: 'demo_0004', rows });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await t.call('GET', '/test/jeecgDemo/items?demoId=demo_0004', { token: admin })).json().result).toEqual(before);
  });

  it('needs edit for any save, item:add for new rows and item:batch_delete for deleteIds', async () => {
    const db = t.database.db;
    // an editor holding only test:jeecgDemo:edit
    await db.insertInto('sys_role').values({ id: 'role_editor', tenant_id: 1, role_name: '编辑', role_code: 'editor', description: null }).execute();
    await db.insertInto('sys_role_permission').values({ role_id: 'role_editor', permission_id: 'perm_btn_demo_edit' }).execute();
    await db.insertInto('sys_user').values({ id: 'user_editor', tenant_id: 1, username: 'editor', realname: '编辑', password_hash: await hashPassword('123456'), status: 1 }).execute();
    await db.insertInto('sys_user_role').values({ user_id: 'user_editor', role_id: 'role_editor' }).execute();
    await db.insertInto('sys_user_depart').values({ user_id: 'user_editor', dep_id: 'dep_A01' }).execute();
    const editor = await t.login('editor');
    const items = (await t.call('GET', '/test/jeecgDemo/items?demoId=demo_0005', { token: editor })).json().result;
    expect((await save(editor, { demoId: 'demo_0005', rows: [{ ...items[0], itemName: '编辑可改' }] })).statusCode).toBe(200);
    const add = await save(editor, { demoId: 'demo_0005', rows: [{ itemName: '新' }] });
    expect([add.statusCode, add.json().code]).toEqual([403, 510]);
    const del = await save(editor, { demoId: 'demo_0005', rows: [], deleteIds: [items[1].id] });
    expect([del.statusCode, del.json().code]).toEqual([403, 510]);
    const viewer = await t.login('viewer');
    expect((await save(viewer, { demoId: 'demo_0005', rows: [] })).statusCode).toBe(403);
    const after = (await t.call('GET', '/test/jeecgDemo/items?demoId=demo_0005', { token: admin })).json().result;
    expect(after.map((i: { itemName: string }) => i.itemName)[0]).toBe('编辑可改');
    expect(after).toHaveLength(items.length);
  });

  it('saves 10,000 rows in one call', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: `tmp_${i}`, orderNum: i, itemName: `行${i}`, quantity: i, price: '1.00' }));
    const res = await save(admin, { demoId: 'demo_0006', rows });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.rows).toHaveLength(10_000 + 3);
    expect(Object.keys(res.json().result.idMap)).toHaveLength(10_000);
  });
});
