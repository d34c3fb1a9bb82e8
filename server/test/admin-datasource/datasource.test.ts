import net from 'node:net';
import { scrubMessage } from '../../src/admin/datasource/connection-test.js';
import { isForbiddenAddress } from '../../src/admin/datasource/host-check.js';
import { createSecretBox, loadDatasourceKey } from '../../src/admin/datasource/secret-box.js';
import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { call, okBody, tenantTwoAdmin } from '../admin-dicts/helpers.js';

jest.setTimeout(120000);

const PG = { dbType: 'postgresql', dbHost: '127.0.0.1', dbPort: 5432, dbName: 'test', dbUsername: 'postgres' };

describe('data-source helpers', () => {
  it('encrypts with AES-256-GCM: fresh iv, detects tampering and a wrong key', () => {
    const box = createSecretBox(loadDatasourceKey('secret-a', '/nonexistent/never-read'));
    const a = box.seal('p@ss word');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toBe(box.seal('p@ss word'));
    expect(box.open(a)).toBe('p@ss word');
    const raw = Buffer.from(a.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => box.open(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => createSecretBox(loadDatasourceKey('secret-b', '/nonexistent/never-read')).open(a)).toThrow();
  });

  it('refuses link-local and metadata addresses, keeps loopback and private ones', () => {
    for (const ip of ['169.254.169.254', '169.254.0.1', '0.0.0.0', '100.100.100.200', 'fe80::1', '::ffff:169.254.169.254', 'fd00:ec2::254', '::']) {
      expect(isForbiddenAddress(ip)).toBe(true);
    }
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.1.5', '::1', '8.8.8.8']) expect(isForbiddenAddress(ip)).toBe(false);
  });

  it('scrubs the password out of driver messages', () => {
    expect(scrubMessage('password authentication failed: s3cr3t!\nmore', 's3cr3t!')).toBe('password authentication failed: ****** more');
    expect(scrubMessage('x'.repeat(300), undefined)).toHaveLength(201);
  });
});

describe.each(DATABASES)('data sources on %s', (kind) => {
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

  it('stores the password encrypted, never answers it, keeps it on an empty edit', async () => {
    const added = await okBody(t, 'POST', '/sys/dataSource/add', admin, { ...PG, code: 'ds_main', name: '主库', dbPassword: 'Sup3r-Secret', remark: '测试' });
    expect(added.message).toBe('添加成功！');
    const id = added.result.id;
    const stored = await t.database.db.selectFrom('sys_data_source').select('db_password_enc').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.db_password_enc).toMatch(/^v1:/);
    expect(stored.db_password_enc).not.toContain('Sup3r-Secret');
    const row = (await okBody(t, 'GET', `/sys/dataSource/queryById?id=${id}`, admin)).result;
    expect(row).toMatchObject({ code: 'ds_main', name: '主库', dbType: 'postgresql', dbHost: '127.0.0.1', dbPort: 5432, hasPassword: true });
    expect(JSON.stringify(row)).not.toMatch(/Sup3r|dbPassword|password_enc/);
    const list = await call(t, 'GET', '/sys/dataSource/list?code=ds_*', admin);
    expect(list.json().result.total).toBe(1);
    expect(list.body).not.toContain('Sup3r');

    expect((await okBody(t, 'PUT', '/sys/dataSource/edit', admin, { ...PG, id, code: 'ds_main', name: '主库2', dbPassword: '' })).message).toBe('编辑成功!');
    const after = await t.database.db.selectFrom('sys_data_source').select(['db_password_enc', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual({ db_password_enc: stored.db_password_enc, name: '主库2' });
    const dup = await call(t, 'POST', '/sys/dataSource/add', admin, { ...PG, code: 'ds_main', name: 'x' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('数据源编码已存在');
  });

  it('tests a real connection with SELECT 1 and reports driver failures without secrets', async () => {
    expect(await okBody(t, 'POST', '/sys/dataSource/testConnection', admin, { ...PG, dbPassword: 'any' })).toMatchObject({ message: '数据库连接成功' });
    const { id } = (await okBody(t, 'POST', '/sys/dataSource/add', admin, { ...PG, code: 'ds_stored', name: '已存', dbPassword: 'kept-pw' })).result;
    expect((await okBody(t, 'POST', '/sys/dataSource/testConnection', admin, { ...PG, id })).message).toBe('数据库连接成功');
    const wrongDb = (await call(t, 'POST', '/sys/dataSource/testConnection', admin, { ...PG, dbName: 'no_such_db_x', dbPassword: 'Leak-Me-1' })).json();
    expect(wrongDb).toMatchObject({ success: false, code: 500 });
    expect(wrongDb.message).toMatch(/^数据库连接失败：.*no_such_db_x/);
    expect(wrongDb.message).not.toContain('Leak-Me-1');
    const closed = (await call(t, 'POST', '/sys/dataSource/testConnection', admin, { ...PG, dbPort: 1 })).json();
    expect(closed).toMatchObject({ success: false, code: 500 });
    expect(closed.message).toMatch(/^数据库连接失败：/);
    const mysql = (await call(t, 'POST', '/sys/dataSource/testConnection', admin, { ...PG, dbType: 'mysql', dbPort: 3306 })).json();
    expect(mysql.message).toBe('数据库连接失败：当前只支持测试 postgresql 数据源的连接');
  });

  it('gives up after 5 s on a server that never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const port = (silent.address() as net.AddressInfo).port;
    const started = Date.now();
    const res = (await call(t, 'POST', '/sys/dataSource/testConnection', admin, { ...PG, dbPort: port })).json();
    const took = Date.now() - started;
    sockets.forEach((s) => s.destroy());
    silent.close();
    expect(res).toMatchObject({ success: false, code: 500 });
    expect(took).toBeGreaterThanOrEqual(4500);
    expect(took).toBeLessThan(9000);
  });

  it('refuses hostile connection fields before connecting (no option injection, sockets or metadata)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dbHost: '/var/run/postgresql' }, '主机只能是主机名或IP地址'],
      [{ dbHost: '127.0.0.1?sslrootcert=/etc/passwd' }, '主机只能是主机名或IP地址'],
      [{ dbHost: 'host=/tmp user=postgres' }, '主机只能是主机名或IP地址'],
      [{ dbHost: 'postgres://postgres@127.0.0.1/test' }, '主机只能是主机名或IP地址'],
      [{ dbHost: '169.254.169.254' }, '不允许连接链路本地地址或云元数据地址（169.254.0.0/16 等）'],
      [{ dbHost: '::ffff:169.254.169.254' }, '不允许连接链路本地地址或云元数据地址（169.254.0.0/16 等）'],
      [{ dbHost: 'no-such-host.invalid' }, '主机名无法解析'],
      [{ dbPort: 0 }, '端口只能是1到65535之间的整数'],
      [{ dbPort: '5432 ; ls' }, '端口只能是1到65535之间的整数'],
      [{ dbName: 'test?sslmode=require&sslkey=/etc/shadow' }, '数据库名只能是1到63位字母、数字、下划线、点或中划线'],
      [{ dbName: 'test options=-c' }, '数据库名只能是1到63位字母、数字、下划线、点或中划线'],
      [{ dbUsername: "postgres' OR 1=1" }, '用户名只能是1到63位字母、数字、下划线、点或中划线'],
      [{ dbType: 'sqlite' }, '数据库类型只能是 postgresql 或 mysql'],
      [{ dbPassword: 'a\u0000b' }, '密码不能超过128个字符，且不能含有控制字符'],
    ];
    for (const [patch, message] of cases) {
      const res = await call(t, 'POST', '/sys/dataSource/testConnection', admin, { ...PG, ...patch });
      expect([res.statusCode, res.json().message, JSON.stringify(patch)]).toEqual([400, message, JSON.stringify(patch)]);
    }
    const add = await call(t, 'POST', '/sys/dataSource/add', admin, { ...PG, code: 'ds_bad', name: 'x', dbHost: '/tmp' });
    expect(add.statusCode).toBe(400);
  });

  it('checks buttons and tenants', async () => {
    expect((await call(t, 'GET', '/sys/dataSource/list', viewer)).statusCode).toBe(403);
    expect((await call(t, 'POST', '/sys/dataSource/add', viewer, { ...PG, code: 'ds_v', name: 'v' })).statusCode).toBe(403);
    expect((await call(t, 'POST', '/sys/dataSource/testConnection', viewer, PG)).statusCode).toBe(403);
    const mine = (await okBody(t, 'GET', '/sys/dataSource/list', admin)).result.records as { id: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect((await okBody(t, 'GET', '/sys/dataSource/list', other)).result.total).toBe(0);
    expect((await call(t, 'GET', `/sys/dataSource/queryById?id=${mine[0].id}`, other)).statusCode).toBe(404);
    expect((await call(t, 'POST', '/sys/dataSource/testConnection', other, { ...PG, id: mine[0].id })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/sys/dataSource/delete?id=${mine[0].id}`, other)).statusCode).toBe(404);
    expect((await okBody(t, 'POST', '/sys/dataSource/add', other, { ...PG, code: 'ds_main', name: '二' })).message).toBe('添加成功！');
    expect((await call(t, 'GET', '/sys/dataSource/list?column=db_password_enc&order=asc', admin)).statusCode).toBe(400);
    expect((await okBody(t, 'DELETE', `/sys/dataSource/deleteBatch?ids=${mine.map((r) => r.id).join(',')}`, admin)).message).toBe('批量删除成功!');
    expect((await okBody(t, 'GET', '/sys/dataSource/list', admin)).result.total).toBe(0);
  });
});
