import * as XLSX from '@e965/xlsx';
import { DATABASES } from '../helpers/databases.js';
import type { TestApp } from '../helpers/app.js';
import { getBinary, otherTenantAdmin, postForm, startFilesApp } from '../widget-demo/helpers.js';
import { call, okBody } from './helpers.js';

jest.setTimeout(180000);

/** An xlsx of one sheet from rows (first row = header). */
function xlsx(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
const readRows = (data: Buffer) => {
  const book = XLSX.read(data, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
};

describe.each(DATABASES)('positions, address book and xlsx on %s', (kind) => {
  let t: TestApp & { uploadDir: string };
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    t = await startFilesApp(kind);
    [admin, viewer] = [await t.login('admin'), await t.login('viewer')];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds, edits (a new code follows into the users), refuses duplicates and bad ranks, and deletes only unused positions', async () => {
    const add = await okBody(t, 'POST', '/sys/position/add', admin, { code: 'team_lead', name: '班组长', rank: '3' });
    const id = add.result.id;
    expect((await okBody(t, 'GET', `/sys/position/queryById?id=${id}`, admin)).result).toMatchObject({ code: 'team_lead', name: '班组长', rank: '3', rank_dictText: '中级' });
    for (const [body, message] of [
      [{ code: 'team_lead', name: 'x' }, '职务编码已存在'],
      [{ code: 'a b', name: 'x' }, '职务编码只能包含字母、数字、下划线和短横线'],
      [{ code: 'ok_code', name: '' }, '请输入职务名称'],
      [{ code: 'ok_code', name: 'x', rank: '99' }, '职级不存在'],
    ] as const) {
      const res = await call(t, 'POST', '/sys/position/add', admin, body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    await okBody(t, 'PUT', '/sys/user/edit', admin, { id: 'user_viewer', realname: '只读用户', post: 'safety_officer,team_lead' });
    await okBody(t, 'PUT', '/sys/position/edit', admin, { id, code: 'group_lead', name: '组长', postRank: '2' });
    const viewerRow = await t.database.db.selectFrom('sys_user').select('post').where('id', '=', 'user_viewer').executeTakeFirstOrThrow();
    expect(viewerRow.post).toBe('safety_officer,group_lead');
    const list = (await okBody(t, 'GET', '/sys/position/list?name=组长', admin)).result.records;
    expect(list).toEqual([expect.objectContaining({ code: 'group_lead', rank: '2', rank_dictText: '助级' })]);
    const busy = await call(t, 'DELETE', `/sys/position/delete?id=${id}`, admin);
    expect([busy.statusCode, busy.json().message]).toEqual([400, '职务正在被用户使用，不能删除：只读用户']);
    await okBody(t, 'PUT', '/sys/user/edit', admin, { id: 'user_viewer', realname: '只读用户', post: 'safety_officer' });
    expect((await okBody(t, 'DELETE', `/sys/position/delete?id=${id}`, admin)).message).toBe('删除成功!');
    expect((await call(t, 'GET', `/sys/position/queryById?id=${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses position writes without the button and across tenants', async () => {
    for (const [method, url, body] of [
      ['POST', '/sys/position/add', { code: 'v1', name: 'v' }], ['PUT', '/sys/position/edit', { id: 'pos_driver_1', code: 'driver', name: 'v' }],
      ['DELETE', '/sys/position/deleteBatch?ids=pos_driver_1', undefined], ['GET', '/sys/position/exportXls', undefined],
    ] as const) {
      const res = await call(t, method, url, viewer, body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 510]);
    }
    const other = await otherTenantAdmin(t);
    expect((await call(t, 'PUT', '/sys/position/edit', other, { id: 'pos_driver_1', code: 'driver', name: '改名' })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/sys/position/delete?id=pos_driver_1', other)).statusCode).toBe(404);
    expect((await okBody(t, 'GET', '/sys/position/queryById?id=pos_driver_1', admin)).result.name).toBe('驾驶员');
  });

  it('exports positions and imports good rows, answering code 201 with an error workbook for the bad ones', async () => {
    const exported = await getBinary(t, '/sys/position/exportXls?name=驾驶', admin);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(readRows(exported.data).slice(0, 2)).toEqual([['职务编码', '职务名称', '职级', '创建时间'], ['driver', '驾驶员', '员级', expect.any(String)]]);
    const data = xlsx([['职务编码', '职务名称', '职级'], ['loader', '装卸工', '员级'], ['driver', '重复', ''], ['bad code', '坏', ''], ['planner', '计划员', '9']]);
    const res = await postForm(t, '/sys/position/importExcel', admin, { file: [{ name: '职务.xlsx', data }] });
    expect(res.json()).toMatchObject({ success: true, code: 201, message: '导入成功,但是有错误数据!' });
    const errors = readRows((await getBinary(t, `/sys/common/static/${res.json().result}`, admin)).data);
    expect(errors[0]).toEqual(['职务编码', '职务名称', '职级', '错误信息']);
    expect(errors.slice(1).map((r) => r[3])).toEqual(['职务编码已存在', '职务编码只能包含字母、数字、下划线和短横线', '职级不存在']);
    expect((await okBody(t, 'GET', '/sys/position/list?code=loader', admin)).result.records[0]).toMatchObject({ name: '装卸工', rank: '1' });
    const none = await postForm(t, '/sys/position/importExcel', admin, { file: [{ name: 'x.txt', data: Buffer.from('hello') }] });
    expect(none.statusCode).toBe(400);
  });

  it('exports users with codes and imports users: good rows land with roles and departments, bad ones come back', async () => {
    const exported = await getBinary(t, '/sys/user/exportXls?username=viewer', admin);
    const rows = readRows(exported.data);
    expect(rows[0]).toEqual(['用户账号', '用户姓名', '性别', '生日', '手机号', '邮箱', '工号', '座机', '职务编码', '部门编码', '所属部门', '角色编码', '角色', '状态', '初始密码', '创建时间']);
    expect(rows[1].slice(0, 14)).toEqual(['viewer', '只读用户', '男', '1995-11-23', '13800138002', 'viewer@example.com', null, null, 'safety_officer', 'A01A01', '上海分公司', 'readonly', '只读用户', '正常']);
    const data = xlsx([
      ['用户账号', '用户姓名', '性别', '手机号', '部门编码', '角色编码', '职务编码', '初始密码'],
      ['imp_one', '导入一', '女', '13911112222', 'A01A02A01', 'fleet_operator', 'driver', 'Import123'],
      ['imp_two', '导入二', '男', '', 'A01A01', '', '', ''],
      ['viewer', '重名', '', '', '', '', '', ''],
      ['imp_bad', '', '未知', '123', 'ZZZ', 'no_role', 'astronaut', '123'],
      ['imp_one', '文件内重名', '', '', '', '', '', ''],
    ]);
    const res = await postForm(t, '/sys/user/importExcel', admin, { file: [{ name: '用户.xlsx', data }] });
    expect(res.json()).toMatchObject({ success: true, code: 201 });
    const errors = readRows((await getBinary(t, `/sys/common/static/${res.json().result}`, admin)).data);
    expect(errors.map((r) => r[0])).toEqual(['用户账号', 'viewer', 'imp_bad', 'imp_one']);
    expect(String(errors[2][8])).toContain('请输入用户姓名');
    expect(String(errors[2][8])).toContain('角色不存在');
    const imported = (await okBody(t, 'GET', '/sys/user/list?username=imp_one,imp_two', admin)).result.records;
    expect(imported.map((u: { username: string }) => u.username).sort()).toEqual(['imp_one', 'imp_two']);
    const one = imported.find((u: { username: string }) => u.username === 'imp_one');
    expect(one).toMatchObject({ sex: 2, phone: '13911112222', orgCodeTxt: '西湖车队', post: 'driver' });
    expect((await okBody(t, 'GET', `/sys/user/queryUserRole?userid=${one.id}`, admin)).result).toEqual(['role_fleet_operator']);
    await t.login('imp_one', 'Import123');
    const locked = await t.call('POST', '/sys/login', { body: { username: 'imp_two', password: '' } });
    expect(locked.statusCode).toBe(400);
    expect((await t.call('POST', '/sys/login', { body: { username: 'imp_two', password: '!locked' } })).json().success).toBe(false);
    const denied = await postForm(t, '/sys/user/importExcel', viewer, { file: [{ name: '用户.xlsx', data }] });
    expect(denied.statusCode).toBe(403);
  });

  it('lists the address book of a department and its descendants with positions, within the caller\'s scope', async () => {
    const book = (await okBody(t, 'GET', '/sys/user/queryByOrgCodeForAddressList?orgCode=A01A02', admin)).result;
    const names = book.records.map((r: { username: string }) => r.username);
    expect(names).toEqual(expect.arrayContaining(['hz_operator', 'imp_one']));
    expect(names).not.toContain('viewer');
    expect(book.records.find((r: { username: string }) => r.username === 'hz_operator')).toMatchObject({ realname: '杭州调度员', postText: '调度员', departName: '杭州分公司', phone: '13800138001' });
    const all = (await okBody(t, 'GET', '/sys/user/queryByOrgCodeForAddressList?realname=导入', admin)).result.records.map((r: { username: string }) => r.username);
    expect(all.sort()).toEqual(['imp_one', 'imp_two']);
    const outside = (await okBody(t, 'GET', '/sys/user/queryByOrgCodeForAddressList?orgCode=A01A02', viewer)).result;
    expect(outside.total).toBe(0);
    const own = (await okBody(t, 'GET', '/sys/user/queryByOrgCodeForAddressList', viewer)).result.records.map((r: { username: string }) => r.username);
    expect(own).toContain('viewer');
    expect(own).not.toContain('hz_operator');
    expect((await call(t, 'GET', '/sys/user/queryByOrgCodeForAddressList?column=password_hash', admin)).statusCode).toBe(400);
  });
});
