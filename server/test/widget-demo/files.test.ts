import { existsSync, readFileSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DATABASES } from '../helpers/databases.js';
import { getBinary, otherTenantAdmin, PNG, postForm, rawGet, startFilesApp } from './helpers.js';

jest.setTimeout(90000);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');

describe.each(DATABASES)('upload, static and download on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startFilesApp>>;
  let admin: string;
  let viewer: string;
  let imagePath: string;
  let pdfPath: string;

  beforeAll(async () => {
    t = await startFilesApp(kind, { UPLOAD_MAX_BYTES: '4096' });
    [admin, viewer] = [await t.login('admin'), await t.login('viewer')];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores an image under <biz>/<yyyyMMdd>/<safe name>_<ms>.<ext> and answers the path as message', async () => {
    const res = await postForm(t, '/sys/common/upload', viewer, { biz: 'jeditor', isup: '1', file: [{ name: '../../车辆 照片.PNG', data: PNG, type: 'image/png' }] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.message).toMatch(/^jeditor\/\d{8}\/车辆_照片_\d{13}[0-9a-f]{12}\.png$/);
    expect(body.result).toEqual({ fileName: '车辆_照片.png', filePath: body.message, fileSize: PNG.length });
    imagePath = body.message;
    expect(readFileSync(path.join(t.uploadDir, imagePath))).toEqual(PNG);
    const row = await t.database.db.selectFrom('sys_file').selectAll().where('stored_path', '=', imagePath).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_id: 1, biz: 'jeditor', file_name: '车辆_照片.png', size: PNG.length, content_type: 'image/png', created_by: 'user_viewer' });
  });

  it('defaults biz to temp and keeps fields sent after the file', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'report.pdf');
    form.append('biz', 'contracts/2026');
    const res = await fetch(`${t.origin}/jeecg-boot/sys/common/upload`, { method: 'POST', headers: { 'x-access-token': admin }, body: form });
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/^contracts\/2026\/\d{8}\/report_\d{13}[0-9a-f]{12}\.pdf$/);
    pdfPath = body.message;
    const temp = (await postForm(t, '/sys/common/upload', admin, { file: [{ name: 'a.pdf', data: PDF }] })).json();
    expect(temp.message).toMatch(/^temp\/\d{8}\/a_\d{13}[0-9a-f]{12}\.pdf$/);
  });

  it('serves images inline and other files as attachment, with nosniff and the allow-listed type', async () => {
    const img = await getBinary(t, `/sys/common/static/${imagePath}`);
    expect(img.statusCode).toBe(200);
    expect(img.data).toEqual(PNG);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['content-security-policy']).toContain('sandbox');
    expect(img.headers['content-disposition']).toContain("inline; filename=\"_____.png\"; filename*=UTF-8''%E8%BD%A6%E8%BE%86_%E7%85%A7%E7%89%87.png");
    const pdf = await getBinary(t, `/sys/common/static/${pdfPath}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="report.pdf"/);
    const encoded = await getBinary(t, `/sys/common/static/${imagePath.split('/').map(encodeURIComponent).join('/')}`);
    expect(encoded.data).toEqual(PNG);
  });

  it('download needs a token and the file tenant, and is always an attachment', async () => {
    expect((await getBinary(t, `/sys/common/download/${imagePath}`)).statusCode).toBe(401);
    const res = await getBinary(t, `/sys/common/download/${imagePath}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual(PNG);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    const other = await otherTenantAdmin(t);
    const foreign = await getBinary(t, `/sys/common/download/${imagePath}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(JSON.parse(foreign.data.toString())).toMatchObject({ success: false, code: 404, message: '文件不存在' });
  });

  it('refuses every path escape with 404 and never reads outside UPLOAD_DIR', async () => {
    // a real file just outside the upload root, and a recorded symlink pointing at it
    const outside = path.join(path.dirname(t.uploadDir), `${path.basename(t.uploadDir)}-secret.txt`);
    writeFileSync(outside, 'secret');
    mkdirSync(path.join(t.uploadDir, 'temp', '20260101'), { recursive: true });
    symlinkSync(outside, path.join(t.uploadDir, 'temp', '20260101', 'link.txt'));
    await t.database.db.insertInto('sys_file').values({
      id: 'f_link', tenant_id: 1, biz: 'temp', file_name: 'link.txt', stored_path: 'temp/20260101/link.txt', size: 6, content_type: 'text/plain', created_by: null,
    }).execute();
    const targets = [
      '/sys/common/static/../../../../etc/passwd',
      '/sys/common/static/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/sys/common/static/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/sys/common/static/..%5c..%5cetc%5cpasswd',
      '/sys/common/static//etc/passwd',
      '/sys/common/static/%2fetc%2fpasswd',
      `/sys/common/static/${encodeURIComponent(outside)}`,
      '/sys/common/static/temp/%00/passwd',
      `/sys/common/static/${imagePath.split('/').map(encodeURIComponent).join('/')}%00.txt`,
      '/sys/common/static/%252e%252e/etc/passwd',
      '/sys/common/static/temp/20260101/link.txt',
      `/sys/common/static/../${path.basename(t.uploadDir)}-secret.txt`,
      '/sys/common/static/',
      '/sys/common/static/temp/20990101/none.png',
      `/sys/common/download/..%2f..%2f..%2fetc%2fpasswd`,
    ];
    for (const target of targets) {
      const res = await rawGet(t, target, admin);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body.toString()).not.toContain('root:');
      expect(res.body.toString()).not.toContain('secret');
    }
  });

  it('refuses bad biz values, bad types, disguised content and oversized files', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ biz: '../etc', file: [{ name: 'a.png', data: PNG }] }, 400, '上传路径(biz)不合法'],
      [{ biz: '/abs', file: [{ name: 'a.png', data: PNG }] }, 400, '上传路径(biz)不合法'],
      [{ biz: 'a\\b', file: [{ name: 'a.png', data: PNG }] }, 400, '上传路径(biz)不合法'],
      [{ biz: 'a//b', file: [{ name: 'a.png', data: PNG }] }, 400, '上传路径(biz)不合法'],
      [{ biz: 'x'.repeat(33), file: [{ name: 'a.png', data: PNG }] }, 400, '上传路径(biz)不合法'],
      [{ file: [{ name: 'page.html', data: Buffer.from('<html><script>alert(1)</script></html>') }] }, 400, '不支持上传该类型的文件'],
      [{ file: [{ name: 'logo.svg', data: Buffer.from('<svg onload="alert(1)"/>') }] }, 400, '不支持上传该类型的文件'],
      [{ file: [{ name: 'app.js', data: Buffer.from('alert(1)') }] }, 400, '不支持上传该类型的文件'],
      [{ file: [{ name: 'setup.exe', data: Buffer.from('MZ\x90\x00') }] }, 400, '不支持上传该类型的文件'],
      [{ file: [{ name: 'noext', data: PNG }] }, 400, '不支持上传该类型的文件'],
      [{ file: [{ name: 'fake.png', data: Buffer.from('<html>not an image</html>') }] }, 400, '文件内容与扩展名不符'],
      [{ file: [{ name: 'fake.jpg', data: PNG }] }, 400, '文件内容与扩展名不符'],
      [{ file: [{ name: 'note.txt', data: Buffer.from('<!DOCTYPE html><p>x</p>') }] }, 400, '文件内容与扩展名不符'],
      [{ file: [{ name: 'empty.png', data: Buffer.alloc(0) }] }, 400, '文件内容为空'],
      [{ file: [{ name: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(5000)]) }] }, 413, '文件大小超出限制'],
      [{ biz: 'temp' }, 400, '请选择要上传的文件'],
    ];
    for (const [parts, status, message] of cases) {
      const res = await postForm(t, '/sys/common/upload', admin, parts as never);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
      expect(res.json().success).toBe(false);
    }
    expect((await t.call('POST', '/sys/common/upload', { token: admin, body: { file: 'x' } })).statusCode).toBe(400);
    expect((await postForm(t, '/sys/common/upload', null, { file: [{ name: 'a.png', data: PNG }] })).statusCode).toBe(401);
    expect(existsSync(path.join(t.uploadDir, 'etc'))).toBe(false);
  });
});
