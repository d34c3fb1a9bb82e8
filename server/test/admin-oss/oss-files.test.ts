import { existsSync } from 'node:fs';
import path from 'node:path';
import { DATABASES } from '../helpers/databases.js';
import { call } from '../admin-dicts/helpers.js';
import { getBinary, otherTenantAdmin, PNG, postForm, startFilesApp } from '../widget-demo/helpers.js';

jest.setTimeout(90000);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
const TXT = Buffer.from('车辆台账导出说明\n第二行\n');

describe.each(DATABASES)('object storage file list on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startFilesApp>>;
  let admin: string;
  let viewer: string;
  let other: string;
  const paths: Record<string, string> = {};

  const upload = async (token: string, name: string, data: Buffer) => {
    const res = await postForm(t, '/sys/common/upload', token, { biz: 'osstest', file: [{ name, data }] });
    if (!res.json().success) throw new Error(res.body);
    paths[name] = res.json().message;
    return paths[name];
  };
  const list = async (query: string, token = admin) => {
    const res = await call(t, 'GET', `/sys/oss/file/list?biz=osstest&${query}`, token);
    return res;
  };
  const idOf = async (name: string) => (await t.database.db.selectFrom('sys_file').select('id').where('stored_path', '=', paths[name]).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await startFilesApp(kind);
    [admin, viewer] = [await t.login('admin'), await t.login('viewer')];
    other = await otherTenantAdmin(t);
    await upload(admin, '路线图.png', PNG);
    await upload(admin, 'report.pdf', PDF);
    await upload(viewer, 'notes.txt', TXT);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the tenant\'s files newest first with name, biz, size, type, uploader and time', async () => {
    const page = (await list('')).json().result;
    expect(page).toMatchObject({ total: 3, size: 10, current: 1, pages: 1 });
    expect(page.records.map((r: { fileName: string }) => r.fileName)).toEqual(['notes.txt', 'report.pdf', '路线图.png']);
    expect(page.records[2]).toEqual({
      id: await idOf('路线图.png'), fileName: '路线图.png', url: paths['路线图.png'], biz: 'osstest', fileSize: PNG.length, fileType: 'png',
      contentType: 'image/png', storeType: 'local', createBy: 'admin', createByName: expect.any(String), createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(page.records[0]).toMatchObject({ createBy: 'viewer', fileType: 'txt', contentType: 'text/plain; charset=utf-8' });
  });

  it('searches the name as contains, filters by uploader and type, sorts and pages through server/src/query', async () => {
    expect((await list('fileName=路线')).json().result.records.map((r: { fileName: string }) => r.fileName)).toEqual(['路线图.png']);
    expect((await list('createBy=viewer')).json().result.total).toBe(1);
    expect((await list('contentType=application/pdf')).json().result.records[0].fileName).toBe('report.pdf');
    const bySize = (await list('column=fileSize&order=asc')).json().result.records.map((r: { fileSize: number }) => r.fileSize);
    expect(bySize).toEqual([...bySize].sort((a, b) => a - b));
    const second = (await list('column=fileName&order=asc&pageNo=2&pageSize=2')).json().result;
    expect(second).toMatchObject({ total: 3, current: 2, pages: 2 });
    expect(second.records.map((r: { fileName: string }) => r.fileName)).toEqual(['路线图.png']);
    const superQuery = encodeURIComponent(JSON.stringify([{ field: 'fileSize', rule: 'gt', val: String(PNG.length) }]));
    expect((await list(`superQueryParams=${superQuery}`)).json().result.records.map((r: { fileName: string }) => r.fileName)).toEqual(
      [['notes.txt', TXT.length], ['report.pdf', PDF.length]].filter(([, n]) => (n as number) > PNG.length).map(([name]) => name),
    );
  });

  it('refuses a sort or filter outside the allow-list with a Chinese 400', async () => {
    const bad = await list('column=stored_path');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect(bad.json().message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await list('fileSize=abc')).statusCode).toBe(400);
  });

  it('needs system:oss:list to list and system:oss:delete to delete', async () => {
    expect((await list('', viewer)).statusCode).toBe(403);
    const res = await call(t, 'DELETE', `/sys/oss/file/delete?id=${await idOf('notes.txt')}`, viewer);
    expect(res.statusCode).toBe(403);
    expect(existsSync(path.join(t.uploadDir, paths['notes.txt']))).toBe(true);
  });

  it('keeps tenants apart: another tenant neither lists nor deletes these files', async () => {
    expect((await list('', other)).json().result.total).toBe(0);
    const res = await call(t, 'DELETE', `/sys/oss/file/delete?id=${await idOf('report.pdf')}`, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('未找到对应数据');
    expect(existsSync(path.join(t.uploadDir, paths['report.pdf']))).toBe(true);
  });

  it('deletes one file from the disk and the table; the static call then answers 404', async () => {
    const id = await idOf('路线图.png');
    const res = (await call(t, 'DELETE', `/sys/oss/file/delete?id=${id}`, admin)).json();
    expect(res).toMatchObject({ success: true, message: '删除成功!' });
    expect(existsSync(path.join(t.uploadDir, paths['路线图.png']))).toBe(false);
    expect((await list('')).json().result.total).toBe(2);
    expect((await getBinary(t, `/sys/common/static/${paths['路线图.png']}`)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/sys/oss/file/delete?id=${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a row whose store is not configured, and batch-deletes the rest', async () => {
    await upload(admin, 'remote.pdf', PDF);
    const remote = await idOf('remote.pdf');
    await t.database.db.updateTable('sys_file').set({ store: 's3' }).where('id', '=', remote).execute();
    const refused = await call(t, 'DELETE', `/sys/oss/file/deleteBatch?ids=${remote},${await idOf('notes.txt')}`, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('文件所在的存储未配置，无法删除');
    expect((await list('')).json().result.total).toBe(3);
    expect((await getBinary(t, `/sys/common/static/${paths['remote.pdf']}`)).statusCode).toBe(404);

    expect((await call(t, 'DELETE', '/sys/oss/file/deleteBatch?ids=', admin)).json()).toMatchObject({ success: false, message: '请选择一条记录！' });
    const ids = [await idOf('notes.txt'), await idOf('report.pdf')];
    const res = (await call(t, 'DELETE', `/sys/oss/file/deleteBatch?ids=${ids.join(',')}`, admin)).json();
    expect(res).toMatchObject({ success: true, message: '批量删除成功!' });
    expect(existsSync(path.join(t.uploadDir, paths['notes.txt']))).toBe(false);
    expect(existsSync(path.join(t.uploadDir, paths['report.pdf']))).toBe(false);
    expect((await list('')).json().result.records.map((r: { fileName: string }) => r.fileName)).toEqual(['remote.pdf']);
  });
});
