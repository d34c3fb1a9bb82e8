import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config.js';
import { S3FileStore } from '../../src/files/s3-store.js';
import { DATABASES } from '../helpers/databases.js';
import { getBinary, PNG, postForm, startFilesApp } from '../widget-demo/helpers.js';
import { call } from '../admin-dicts/helpers.js';
import { FakeS3 } from './fake-s3.js';

jest.setTimeout(90000);

const readAll = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

describe('S3FileStore against a fake S3', () => {
  const fake = new FakeS3();
  let store: S3FileStore;

  beforeAll(async () => {
    const endpoint = await fake.start();
    store = new S3FileStore({ endpoint, bucket: 'vlm-files', accessKey: 'AKTEST', secretKey: 'secret', region: 'cn-east-1' });
  });
  afterAll(async () => {
    store.destroy();
    await fake.stop();
  });

  it('puts path-style with a signature and If-None-Match, and never replaces an object', async () => {
    expect(await store.put('oss/20240101/车辆_1.png', PNG, 'image/png')).toBe('stored');
    const put = fake.requests.at(-1);
    expect(put).toMatchObject({ method: 'PUT', path: '/vlm-files/oss/20240101/车辆_1.png', ifNoneMatch: '*' });
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKTEST\/\d{8}\/cn-east-1\/s3\/aws4_request/);
    expect(fake.objects.get('/vlm-files/oss/20240101/车辆_1.png')).toEqual({ data: PNG, contentType: 'image/png' });
    expect(await store.put('oss/20240101/车辆_1.png', Buffer.from('other'), 'image/png')).toBe('exists');
    expect(fake.objects.get('/vlm-files/oss/20240101/车辆_1.png')?.data).toEqual(PNG);
  });

  it('gets an object as a stream with its size, and null for a missing key', async () => {
    const object = await store.get('oss/20240101/车辆_1.png');
    expect(object?.size).toBe(PNG.length);
    expect(await readAll(object!.stream)).toEqual(PNG);
    expect(await store.get('oss/20240101/missing.png')).toBeNull();
  });

  it('removes an object; removing a missing one is no error', async () => {
    await store.remove('oss/20240101/车辆_1.png');
    expect(fake.objects.has('/vlm-files/oss/20240101/车辆_1.png')).toBe(false);
    await expect(store.remove('oss/20240101/车辆_1.png')).resolves.toBeUndefined();
  });

  it('throws on server errors (after the one retry)', async () => {
    fake.failNext = 2;
    await expect(store.put('oss/x.png', PNG, 'image/png')).rejects.toThrow();
    fake.failNext = 2;
    await expect(store.get('oss/x.png')).rejects.toThrow();
    fake.failNext = 0;
  });
});

describe('OSS_* configuration', () => {
  it('is off without variables and needs bucket, access key and secret key together', () => {
    expect(loadConfig({}).oss).toBeNull();
    expect(loadConfig({ OSS_ENDPOINT: 'http://127.0.0.1:9000', OSS_BUCKET: 'files', OSS_ACCESS_KEY: 'a', OSS_SECRET_KEY: 's' }).oss)
      .toEqual({ endpoint: 'http://127.0.0.1:9000', bucket: 'files', accessKey: 'a', secretKey: 's', region: 'us-east-1' });
    expect(() => loadConfig({ OSS_BUCKET: 'files' })).toThrow(ConfigError);
    expect(() => loadConfig({ OSS_ENDPOINT: 'ftp://x', OSS_BUCKET: 'files', OSS_ACCESS_KEY: 'a', OSS_SECRET_KEY: 's' })).toThrow(/OSS_ENDPOINT/);
    expect(() => loadConfig({ OSS_BUCKET: 'Bad_Bucket', OSS_ACCESS_KEY: 'a', OSS_SECRET_KEY: 's' })).toThrow(/OSS_BUCKET/);
  });
});

describe.each(DATABASES)('uploads on S3 on %s', (kind) => {
  const fake = new FakeS3();
  let t: Awaited<ReturnType<typeof startFilesApp>>;
  let admin: string;

  beforeAll(async () => {
    const endpoint = await fake.start();
    t = await startFilesApp(kind, { OSS_ENDPOINT: endpoint, OSS_BUCKET: 'vlm-files', OSS_ACCESS_KEY: 'AKTEST', OSS_SECRET_KEY: 'secret' });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });

  it('stores an upload in the bucket (not on disk), serves and lists it, and deletes it from the bucket', async () => {
    const up = await postForm(t, '/sys/common/upload', admin, { biz: 'oss', file: [{ name: 'photo.png', data: PNG, type: 'image/png' }] });
    expect(up.json()).toMatchObject({ success: true });
    const stored: string = up.json().message;
    expect(stored).toMatch(/^oss\/\d{8}\/photo_\d{13}[0-9a-f]{12}\.png$/);
    expect(fake.objects.get(`/vlm-files/${stored}`)).toEqual({ data: PNG, contentType: 'image/png' });
    expect(existsSync(path.join(t.uploadDir, stored))).toBe(false);
    const row = await t.database.db.selectFrom('sys_file').select(['store', 'id']).where('stored_path', '=', stored).executeTakeFirstOrThrow();
    expect(row.store).toBe('s3');

    const shown = await getBinary(t, `/sys/common/static/${stored}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.data).toEqual(PNG);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="photo.png"/);
    const downloaded = await getBinary(t, `/sys/common/download/${stored}`, admin);
    expect(downloaded.data).toEqual(PNG);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment;/);

    const list = (await call(t, 'GET', '/sys/oss/file/list?biz=oss', admin)).json().result;
    expect(list.records).toEqual([expect.objectContaining({ id: row.id, url: stored, storeType: 's3', fileType: 'png', fileSize: PNG.length })]);

    const del = (await call(t, 'DELETE', `/sys/oss/file/delete?id=${row.id}`, admin)).json();
    expect(del).toMatchObject({ success: true, message: '删除成功!' });
    expect(fake.objects.has(`/vlm-files/${stored}`)).toBe(false);
    expect((await getBinary(t, `/sys/common/static/${stored}`)).statusCode).toBe(404);
  });

  it('keeps the row when the bucket fails to delete, and answers 500', async () => {
    const up = await postForm(t, '/sys/common/upload', admin, { biz: 'oss', file: [{ name: 'keep.png', data: PNG, type: 'image/png' }] });
    const stored: string = up.json().message;
    const row = await t.database.db.selectFrom('sys_file').select('id').where('stored_path', '=', stored).executeTakeFirstOrThrow();
    fake.failNext = 2;
    const res = await call(t, 'DELETE', `/sys/oss/file/delete?id=${row.id}`, admin);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, message: '文件存储删除失败，请稍后重试' });
    expect(await t.database.db.selectFrom('sys_file').select('id').where('id', '=', row.id).executeTakeFirst()).toBeDefined();
    expect((await getBinary(t, `/sys/common/static/${stored}`)).data).toEqual(PNG);
  });

  it('still serves files stored locally before S3 was configured', async () => {
    const { storeGenerated } = await import('../../src/routes/sys/upload.js');
    const user = { id: 'user_admin', tenantId: 1 } as Parameters<typeof storeGenerated>[2];
    const file = await storeGenerated(t.database.db, t.uploadDir, user, { biz: 'oss', base: 'errors', ext: 'txt', data: Buffer.from('本地'), contentType: 'text/plain; charset=utf-8' });
    expect(existsSync(path.join(t.uploadDir, file.storedPath))).toBe(true);
    const got = await getBinary(t, `/sys/common/download/${file.storedPath}`, admin);
    expect(got.data.toString('utf8')).toBe('本地');
  });
});
