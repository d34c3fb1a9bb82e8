import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { call, okBody, tenantTwoAdmin } from './helpers.js';

jest.setTimeout(120000);

describe.each(DATABASES)('dictionaries, categories and rules on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let other: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 1 });
    [admin, viewer] = [await t.login('admin'), await t.login('viewer')];
    other = await tenantTwoAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds a dictionary with items; item changes show in getDictItems and queryAllDictItems at once', async () => {
    const add = await okBody(t, 'POST', '/sys/dict/add', admin, { dictName: '测试字典', dictCode: 'c4_test', description: '说明' });
    expect(add.message).toBe('添加成功！');
    const dictId = add.result.id;
    const dup = await call(t, 'POST', '/sys/dict/add', admin, { dictName: '重复', dictCode: 'c4_test' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('该值不可用，系统中已存在！');
    await okBody(t, 'POST', '/sys/dictItem/add', admin, { dictId, itemText: '甲', itemValue: 'a', sortOrder: 2 });
    const b = (await okBody(t, 'POST', '/sys/dictItem/add', admin, { dictId, itemText: '乙', itemValue: 'b', sortOrder: 1 })).result.id;
    expect((await call(t, 'POST', '/sys/dictItem/add', admin, { dictId, itemText: '重', itemValue: 'a' })).json().message).toBe('该值不可用，系统中已存在！');
    expect((await okBody(t, 'GET', `/sys/dictItem/dictItemCheck?dictId=${dictId}&itemValue=c`, admin)).message).toBe('该值可用！');
    expect((await call(t, 'GET', `/sys/dictItem/dictItemCheck?dictId=${dictId}&itemValue=a`, admin)).json().success).toBe(false);
    let items = (await okBody(t, 'GET', '/sys/dict/getDictItems/c4_test', admin)).result;
    expect(items.map((i: { value: string }) => i.value)).toEqual(['b', 'a']);
    expect((await okBody(t, 'PUT', '/sys/dictItem/edit', admin, { id: b, itemText: '乙改', itemValue: 'b', sortOrder: 1, status: 0 })).message).toBe('编辑成功!');
    items = (await okBody(t, 'GET', '/sys/dict/getDictItems/c4_test', admin)).result;
    expect(items.map((i: { text: string }) => i.text)).toEqual(['甲']);
    const all = (await okBody(t, 'GET', '/sys/dict/queryAllDictItems', admin)).result;
    expect(all.c4_test).toHaveLength(1);
    const page = (await okBody(t, 'GET', `/sys/dictItem/list?dictId=${dictId}`, admin)).result;
    expect(page.records.map((r: { itemValue: string; status: number }) => [r.itemValue, r.status])).toEqual([['b', 0], ['a', 1]]);
    const list = (await okBody(t, 'GET', '/sys/dict/list?dictName=测试', admin)).result;
    expect(list.records).toEqual([expect.objectContaining({ id: dictId, dictCode: 'c4_test', tenantId: null, editable: true })]);
  });

  it('deletes into the recycle bin, restores and removes for good', async () => {
    const id = (await okBody(t, 'POST', '/sys/dict/add', admin, { dictName: '回收', dictCode: 'c4_bin' })).result.id;
    expect((await okBody(t, 'DELETE', `/sys/dict/delete?id=${id}`, admin)).message).toBe('删除成功!');
    expect((await okBody(t, 'GET', '/sys/dict/list?dictCode=c4_bin', admin)).result.total).toBe(0);
    expect((await okBody(t, 'GET', '/sys/dict/deleteList', admin)).result.map((r: { id: string }) => r.id)).toContain(id);
    await okBody(t, 'PUT', `/sys/dict/back/${id}`, admin);
    expect((await okBody(t, 'GET', '/sys/dict/list?dictCode=c4_bin', admin)).result.total).toBe(1);
    await okBody(t, 'DELETE', `/sys/dict/deleteBatch?ids=${id}`, admin);
    await okBody(t, 'DELETE', `/sys/dict/deletePhysic/${id}`, admin);
    expect(await t.database.db.selectFrom('sys_dict').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses without the button, keeps tenants apart and protects system-wide dictionaries', async () => {
    const denied = await call(t, 'POST', '/sys/dict/add', viewer, { dictName: 'x', dictCode: 'c4_viewer' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ success: false, code: 510 });
    const sys = (await okBody(t, 'GET', '/sys/dict/list?dictCode=sex', other)).result.records[0];
    expect(sys).toMatchObject({ tenantId: null, editable: false });
    const edit = await call(t, 'PUT', '/sys/dict/edit', other, { id: sys.id, dictName: '改', dictCode: 'sex' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('系统字典只能由平台管理员维护');
    const own = (await okBody(t, 'POST', '/sys/dict/add', other, { dictName: '租户二字典', dictCode: 'c4_t2' })).result.id;
    await okBody(t, 'POST', '/sys/dictItem/add', other, { dictId: own, itemText: '一', itemValue: '1' });
    expect((await okBody(t, 'GET', '/sys/dict/getDictItems/c4_t2', other)).result).toHaveLength(1);
    expect((await okBody(t, 'GET', '/sys/dict/getDictItems/c4_t2', admin)).result).toEqual([]);
    expect((await call(t, 'DELETE', `/sys/dict/delete?id=${own}`, admin)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/sys/dict/list?column=dict_code;drop', admin)).statusCode).toBe(400);
    expect((await call(t, 'POST', '/sys/dict/add', admin, { dictName: 'x', dictCode: "a' or 1=1" })).statusCode).toBe(400);
  });

  it('exports the dictionaries as xlsx', async () => {
    const res = await call(t, 'GET', '/sys/dict/exportXls?dictCode=c4_test', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('builds the category tree with generated codes and maintained hasChild', async () => {
    const root = (await okBody(t, 'POST', '/sys/category/add', admin, { name: '测试根' })).result;
    expect(root.code).toMatch(/^[A-Z]\d{2}$/);
    const child = (await okBody(t, 'POST', '/sys/category/add', admin, { pid: root.id, name: '子一' })).result;
    const child2 = (await okBody(t, 'POST', '/sys/category/add', admin, { pid: root.id, name: '子二' })).result;
    expect(child.code).toBe(`${root.code}A01`);
    expect(child2.code).toBe(`${root.code}A02`);
    expect((await okBody(t, 'GET', `/sys/category/queryById?id=${root.id}`, admin)).result.hasChild).toBe('1');
    const kids = (await okBody(t, 'GET', `/sys/category/childList?pid=${root.id}`, admin)).result;
    expect(kids.map((k: { name: string }) => k.name)).toEqual(['子一', '子二']);
    const refused = await call(t, 'DELETE', `/sys/category/delete?id=${root.id}`, admin);
    expect(refused.json().message).toBe('该分类下有子分类，请先删除子分类');
    await okBody(t, 'PUT', '/sys/category/edit', admin, { id: child.id, name: '子一改' });
    await okBody(t, 'DELETE', `/sys/category/deleteBatch?ids=${child.id},${child2.id}`, admin);
    expect((await okBody(t, 'GET', `/sys/category/queryById?id=${root.id}`, admin)).result.hasChild).toBe('0');
    const roots = (await okBody(t, 'GET', '/sys/category/rootList?name=测试根', admin)).result;
    expect(roots.records.map((r: { id: string }) => r.id)).toEqual([root.id]);
    expect((await call(t, 'GET', `/sys/category/queryById?id=${root.id}`, other)).statusCode).toBe(404);
    expect((await call(t, 'POST', '/sys/category/add', viewer, { name: 'x' })).statusCode).toBe(403);
  });

  it('maintains check rules, refuses unsafe patterns and tests values', async () => {
    const ruleJson = JSON.stringify([{ digits: '2', pattern: '^[A-Z]{2}$', message: '前两位必须是大写字母' }, { digits: '*', pattern: '^\\d+$', message: '其余必须是数字' }]);
    const id = (await okBody(t, 'POST', '/sys/checkRule/add', admin, { ruleName: '测试规则', ruleCode: 'c4_rule', ruleJson })).result.id;
    expect((await okBody(t, 'GET', '/sys/checkRule/checkByCode?ruleCode=c4_rule&value=AB12', admin)).message).toBe('校验通过');
    expect((await call(t, 'GET', '/sys/checkRule/checkByCode?ruleCode=c4_rule&value=A112', admin)).json()).toMatchObject({ success: false, message: '前两位必须是大写字母' });
    const bad = await call(t, 'POST', '/sys/checkRule/add', admin, { ruleName: 'x', ruleCode: 'c4_bad', ruleJson: JSON.stringify([{ digits: '*', pattern: '^(a+)+$', message: 'm' }]) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('嵌套的重复');
    expect((await call(t, 'POST', '/sys/checkRule/add', admin, { ruleName: 'x', ruleCode: 'c4_bad', ruleJson: '[{"digits":"*","pattern":"(","message":"m"}]' })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/sys/checkRule/test', admin, { ruleJson, value: 'XY9' })).json()).toMatchObject({ success: true, message: '校验通过' });
    expect((await call(t, 'POST', '/sys/checkRule/test', admin, { ruleJson, value: 'XYZ' })).json()).toMatchObject({ success: false, message: '其余必须是数字' });
    const own = (await okBody(t, 'POST', '/sys/checkRule/add', other, { ruleName: '租户二', ruleCode: 'c4_t2_rule', ruleJson })).result.id;
    expect((await call(t, 'GET', '/sys/checkRule/checkByCode?ruleCode=c4_t2_rule&value=AB1', admin)).statusCode).toBe(400);
    expect((await call(t, 'DELETE', `/sys/checkRule/delete?id=${own}`, admin)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/sys/checkRule/delete?id=${id}`, other)).statusCode).toBe(403);
    await okBody(t, 'PUT', '/sys/checkRule/edit', admin, { id, ruleName: '改名', ruleCode: 'c4_rule', ruleJson });
    expect((await okBody(t, 'GET', `/sys/checkRule/queryById?id=${id}`, admin)).result.ruleName).toBe('改名');
    await okBody(t, 'DELETE', `/sys/checkRule/delete?id=${id}`, admin);
  });

  it('maintains fill rules and executes them', async () => {
    const params = { prefix: 'CS', datePattern: '', seqLength: 3 };
    await okBody(t, 'POST', '/sys/fillRule/add', admin, { ruleName: '测试编号', ruleCode: 'c4_fill', ruleParams: JSON.stringify(params) });
    expect((await okBody(t, 'PUT', '/sys/fillRule/executeRuleByCode/c4_fill', admin, {})).result).toBe('CS001');
    expect((await okBody(t, 'PUT', '/sys/fillRule/executeRuleByCode/c4_fill', admin, {})).result).toBe('CS002');
    expect((await call(t, 'POST', '/sys/fillRule/add', admin, { ruleName: 'x', ruleCode: 'c4_fill2', ruleParams: '{"prefix":"A","seqLength":9}' })).json().message).toBe('流水号位数只能是1到8');
    expect((await call(t, 'POST', '/sys/fillRule/add', admin, { ruleName: 'x', ruleCode: 'c4_fill', ruleParams: JSON.stringify(params) })).json().message).toBe('规则编码已存在');
    const list = (await okBody(t, 'GET', '/sys/fillRule/list?ruleCode=c4_fill', admin)).result.records;
    expect(list).toEqual([expect.objectContaining({ ruleKind: 'serial', editable: true, tenantId: null })]);
    expect((await call(t, 'PUT', '/sys/fillRule/executeRuleByCode/c4_fill', other, {})).statusCode).toBe(200);
  });
});
