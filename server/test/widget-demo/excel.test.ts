import * as XLSX from '@e965/xlsx';
import { DATABASES } from '../helpers/databases.js';
import { SEED_DEMO_COUNT } from '../../src/seed/widget-demo.js';
import { getBinary, postForm, startFilesApp } from './helpers.js';

jest.setTimeout(90000);

/** A workbook of `rows` (first row = header) as .xlsx or .xls bytes. */
function book(rows: unknown[][], type: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), '导入');
  return XLSX.write(wb, { type: 'buffer', bookType: type }) as Buffer;
}

function sheetRows(data: Buffer): unknown[][] {
  const wb = XLSX.read(data, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]], { header: 1, defval: null });
}

const HEADER = ['名称', '性别', '年龄', '生日', '邮箱', '手机号', '是否启用', '编号'];

describe.each(DATABASES)('demo Excel import and export on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startFilesApp>>;
  let admin: string;
  const count = async (name: string) => (await t.call('GET', `/test/jeecgDemo/list?name=${encodeURIComponent(name)}&pageSize=100`, { token: admin })).json().result.total;

  beforeAll(async () => {
    t = await startFilesApp(kind);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('exports the filtered list as xlsx that reads back with the Chinese headers', async () => {
    const res = await getBinary(t, '/test/jeecgDemo/exportXls?sex=1', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E7%BB%84%E4%BB%B6%E7%A4%BA%E4%BE%8B.xlsx");
    const rows = sheetRows(res.data);
    expect(rows[0]).toEqual(['名称', '性别', '年龄', '生日', '邮箱', '手机号', '是否启用', '编号', '分类', '地区编码', '备注', '创建时间']);
    expect(rows).toHaveLength(1 + SEED_DEMO_COUNT / 2);
    expect(rows.slice(1).every((r) => r[1] === '男')).toBe(true);
    expect(rows[1].slice(0, 3)).toEqual(['张伟', '男', 20]);
    const selected = sheetRows((await getBinary(t, '/test/jeecgDemo/exportXls?selections=demo_0002,demo_0003', admin)).data);
    expect(selected.slice(1).map((r) => r[0])).toEqual(['王芳', '李娜']);
    expect((await getBinary(t, '/test/jeecgDemo/exportXls?column=nope', admin)).statusCode).toBe(400);
  });

  it('imports good rows, answers 201 and writes the bad ones with 错误信息 to a downloadable file', async () => {
    const data = book([
      HEADER,
      ['导入甲', '男', 31, '1995-05-06', 'a@example.com', '13812345678', '是', 'IMP001'],
      ['导入乙', '女', 28, '', '', 13987654321, '否', 'IMP002'],
      ['导入坏', '男', 20, '1990-01-01', 'bad-mail', '12345', '是', 'IMP003'],
      [null, null, null, null, null, null, null, null],
      ['', '男', 'x', '1990-02-30', '', '', '', ''],
    ]);
    const res = await postForm(t, '/test/jeecgDemo/importExcel', admin, { 'files[]': [{ name: '导入.xlsx', data }], validateStatus: '1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 201, message: '导入成功,但是有错误数据!' });
    expect(body.result).toMatch(/^import_error\/\d{8}\/导入_错误信息_\d{13}[0-9a-f]{12}\.xlsx$/);
    expect(await count('导入甲')).toBe(1);
    expect(await count('导入乙')).toBe(1);
    expect(await count('导入坏')).toBe(0);
    const file = await getBinary(t, `/sys/common/static/${body.result.split('/').map(encodeURIComponent).join('/')}`);
    expect(file.statusCode).toBe(200);
    const rows = sheetRows(file.data);
    expect(rows[0]).toEqual([...HEADER, '错误信息']);
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(0, 8)).toEqual(['导入坏', '男', 20, '1990-01-01', 'bad-mail', '12345', '是', 'IMP003']);
    expect(rows[1][8]).toBe('邮箱格式不正确；请输入正确手机号');
    expect(rows[2][8]).toBe('名称不能为空；请输入自然数；生日格式不正确，应为YYYY-MM-DD');
    const imported = (await t.call('GET', `/test/jeecgDemo/list?name=${encodeURIComponent('导入乙')}`, { token: admin })).json().result.records[0];
    expect(imported).toMatchObject({ sex: '2', age: 28, phone: '13987654321', enabled: 'N', orderNumCode: 'IMP002', createBy: 'admin' });
  });

  it('answers 200 with the row count when every row is good, over several files and .xls', async () => {
    const a = book([['编号', '名称*', '手机号'], ['IMP010', '多文件一', '15011112222']]);
    const b = book([['说明：第一行可以是标题'], HEADER, ['多文件二', '女', 40, '1986-01-01', '', '', '', 'IMP011']], 'biff8');
    const res = await postForm(t, '/test/jeecgDemo/importExcel', admin, { file: [{ name: 'a.xlsx', data: a }, { name: 'b.xls', data: b }] });
    expect(res.json()).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：2' });
    expect(await count('*多文件*')).toBe(2);
  });

  it('skips the pattern checks with validateStatus=0 but still refuses what cannot be stored', async () => {
    const data = book([HEADER, ['宽松导入', '男', 30, '', 'not-mail', '123', '是', 'IMP020'], ['重复编号', '男', 30, '', '', '', '', 'IMP001']]);
    const res = await postForm(t, '/test/jeecgDemo/importExcel', admin, { file: [{ name: 'loose.xlsx', data }], validateStatus: '0' });
    expect(res.json()).toMatchObject({ code: 201 });
    const rows = sheetRows((await getBinary(t, `/sys/common/static/${res.json().result}`)).data);
    expect(rows.slice(1).map((r) => [r[0], r[8]])).toEqual([['重复编号', '编号已存在']]);
    expect(await count('宽松导入')).toBe(1);
  });

  it('refuses non-spreadsheets, disguised files, sheets without a header and empty sheets', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ file: [{ name: 'a.csv', data: Buffer.from('名称\n张三') }] }, 'a.csv：请上传xls或xlsx格式的文件'],
      [{ file: [{ name: 'a.xlsx', data: Buffer.from('<html></html>') }] }, 'a.xlsx：请上传xls或xlsx格式的文件'],
      [{ file: [{ name: 'z.xlsx', data: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]) }] }, 'z.xlsx：文件解析失败'],
      [{ file: [{ name: 'h.xlsx', data: book([['foo', 'bar'], ['1', '2']]) }] }, 'h.xlsx：未找到表头（需要“名称”等列标题）'],
      [{ file: [{ name: 'e.xlsx', data: book([HEADER]) }] }, '文件中没有可导入的数据'],
      [{ validateStatus: '1' }, '请选择要导入的文件'],
    ];
    for (const [parts, message] of cases) {
      const res = await postForm(t, '/test/jeecgDemo/importExcel', admin, parts as never);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });
});
