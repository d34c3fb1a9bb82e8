import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GatewayRouteTable, GATEWAY_ROUTES_TOPIC, resolveTarget } from '../../src/admin/gateway/route-table.js';
import { DATABASES } from '../helpers/databases.js';
import { API, startTestApp, type TestApp } from '../helpers/app.js';
import { call, okBody, tenantTwoAdmin } from '../admin-dicts/helpers.js';

jest.setTimeout(120000);

interface Seen { name: string; method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

/** A local upstream answering JSON {name, method, url, headers, body} of what it received. */
async function upstream(name: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const seen: Seen = { name, method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(seen));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}

describe('gateway route matching', () => {
  const routes = [
    { id: 'a', prefix: '/api-ext', uri: 'http://up/base/', stripPrefix: 1, sortOrder: 0 },
    { id: 'b', prefix: '/api-ext/v2', uri: 'http://other/', stripPrefix: 0, sortOrder: 0 },
  ];
  it('picks the longest prefix, strips segments, keeps the query and refuses dot segments', () => {
    expect(resolveTarget(routes, '/api-ext/a/b', '?x=1')).toEqual({ routeId: 'a', url: 'http://up/base/a/b?x=1' });
    expect(resolveTarget(routes, '/api-ext/v2/c', '')).toEqual({ routeId: 'b', url: 'http://other/api-ext/v2/c' });
    expect(resolveTarget(routes, '/api-ext', '')).toEqual({ routeId: 'a', url: 'http://up/base' });
    expect(resolveTarget(routes, '/api-extra/x', '')).toBeNull();
    expect(resolveTarget(routes, '/api-ext/../admin', '')).toBeNull();
    expect(resolveTarget(routes, '/api-ext/%2e%2E/admin', '')).toBeNull();
    expect(resolveTarget(routes, '/api-ext/a%2Fb', '')).toBeNull();
  });
});

describe.each(DATABASES)('gateway routes and proxy on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let other: string;
  let a: Awaited<ReturnType<typeof upstream>>;
  let b: Awaited<ReturnType<typeof upstream>>;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 1 });
    [admin, viewer] = [await t.login('admin'), await t.login('viewer')];
    other = await tenantTwoAdmin(t);
    [a, b] = [await upstream('A'), await upstream('B')];
  });
  afterAll(async () => {
    await t?.close();
    await a?.close();
    await b?.close();
  });

  const through = (path: string, token?: string, init: RequestInit = {}) =>
    fetch(`${t.origin}${API}/gateway${path}`, { ...init, headers: { ...(token ? { 'x-access-token': token } : {}), ...(init.headers as Record<string, string>) } });

  it('proxies to the route target, forwards the user id and never the token; edits apply without restart', async () => {
    const { id } = (await okBody(t, 'POST', '/sys/gatewayRoute/add', admin, { name: '外部接口', path: '/api-ext/**', uri: `${a.url}/base`, stripPrefix: 1, sortOrder: 1 })).result;
    const res = await through('/api-ext/hello/world?x=1&y=中', admin, { headers: { 'x-user-id': 'spoofed', cookie: 'c=1' } });
    expect(res.status).toBe(200);
    const seen = (await res.json()) as Seen;
    const adminId = (await t.database.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect(seen).toMatchObject({ name: 'A', method: 'GET', url: `/base/hello/world?x=1&y=${encodeURIComponent('中')}` });
    expect(seen.headers['x-user-id']).toBe(adminId);
    expect(seen.headers['x-tenant-id']).toBe('1');
    expect(seen.headers['x-access-token']).toBeUndefined();
    expect(seen.headers.cookie).toBeUndefined();
    const posted = (await (await through('/api-ext/items', admin, { method: 'POST', body: '{"n":1}', headers: { 'content-type': 'application/json' } })).json()) as Seen;
    expect(posted).toMatchObject({ name: 'A', method: 'POST', url: '/base/items', body: '{"n":1}' });
    const text = (await (await through('/api-ext/raw', admin, { method: 'PUT', body: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).json()) as Seen;
    expect(text.body).toBe('a=1&b=2');

    expect((await okBody(t, 'PUT', '/sys/gatewayRoute/edit', admin, { id, name: '外部接口', path: '/api-ext/**', uri: b.url, stripPrefix: 0 })).message).toBe('编辑成功!');
    expect(await (await through('/api-ext/next', admin)).json()).toMatchObject({ name: 'B', url: '/api-ext/next' });

    expect((await okBody(t, 'POST', '/sys/gatewayRoute/updateStatus', admin, { id, status: '0' })).message).toBe('操作成功!');
    const off = await through('/api-ext/next', admin);
    expect(off.status).toBe(404);
    expect(await off.json()).toMatchObject({ success: false, message: '未找到匹配的网关路由' });
    await okBody(t, 'POST', '/sys/gatewayRoute/updateStatus', admin, { id, status: '1' });
    expect((await through('/api-ext/next', admin)).status).toBe(200);
    const list = (await okBody(t, 'GET', '/sys/gatewayRoute/list?path=/api-ext*', admin)).result;
    expect(list.records[0]).toMatchObject({ id, name: '外部接口', path: '/api-ext/**', uri: `${b.url}/`, stripPrefix: 0, status: '1' });
  });

  it('needs a token, keeps tenants apart, refuses traversal and reports a dead upstream', async () => {
    expect((await through('/api-ext/x')).status).toBe(401);
    expect((await through('/api-ext/x', other)).status).toBe(404);
    expect((await through('/api-ext/%2e%2e/secret', admin)).status).toBe(404);
    await okBody(t, 'POST', '/sys/gatewayRoute/add', admin, { name: '失效', path: '/dead', uri: 'http://127.0.0.1:1/' });
    const dead = await through('/dead/x', admin);
    expect(dead.status).toBe(502);
    expect(((await dead.json()) as { message: string }).message).toBe('网关转发失败：目标服务不可用');
  });

  it('validates input and buttons', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ uri: 'file:///etc/passwd' }, '目标地址必须是http或https地址，且不能含用户名密码'],
      [{ uri: 'http://user:pw@host/' }, '目标地址必须是http或https地址，且不能含用户名密码'],
      [{ uri: 'http://169.254.169.254/latest/meta-data' }, '不允许连接链路本地地址或云元数据地址（169.254.0.0/16 等）'],
      [{ path: 'api-ext' }, '路由路径必须以/开头，只能含字母、数字、_、-、.和/，可以以/**结尾'],
      [{ path: '/a/../b' }, '路由路径必须以/开头，只能含字母、数字、_、-、.和/，可以以/**结尾'],
      [{ stripPrefix: 11 }, '去除前缀段数只能是0到10之间的整数'],
      [{ status: '2' }, '状态只能是1(启用)或0(停用)'],
    ];
    for (const [patch, message] of cases) {
      const res = await call(t, 'POST', '/sys/gatewayRoute/add', admin, { name: 'x', path: '/v-x', uri: a.url, ...patch });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await call(t, 'POST', '/sys/gatewayRoute/add', admin, { name: 'dup', path: '/dead', uri: a.url })).json().message).toBe('该路由路径已存在');
    expect((await call(t, 'GET', '/sys/gatewayRoute/list', viewer)).statusCode).toBe(403);
    expect((await call(t, 'POST', '/sys/gatewayRoute/add', viewer, { name: 'v', path: '/v', uri: a.url })).statusCode).toBe(403);
    expect((await okBody(t, 'GET', '/sys/gatewayRoute/list', other)).result.total).toBe(0);
    const mine = (await okBody(t, 'GET', '/sys/gatewayRoute/list', admin)).result.records as { id: string }[];
    expect((await call(t, 'DELETE', `/sys/gatewayRoute/delete?id=${mine[0].id}`, other)).statusCode).toBe(404);
    expect((await okBody(t, 'DELETE', `/sys/gatewayRoute/deleteBatch?ids=${mine.map((r) => r.id).join(',')}`, admin)).message).toBe('批量删除成功!');
    expect((await through('/api-ext/x', admin)).status).toBe(404);
  });

  it('reloads another instance\'s table on the bus topic', async () => {
    const { id } = (await okBody(t, 'POST', '/sys/gatewayRoute/add', admin, { name: '总线', path: '/bus', uri: a.url })).result;
    const table = new GatewayRouteTable(t.database.db, t.bus);
    expect((await table.routes(1)).map((r) => r.uri)).toEqual([`${a.url}/`]);
    await t.database.db.updateTable('sys_gateway_route').set({ uri: `${b.url}/` }).where('id', '=', id).execute();
    expect((await table.routes(1)).map((r) => r.uri)).toEqual([`${a.url}/`]);
    t.bus.publish(GATEWAY_ROUTES_TOPIC, { tenantId: 1 });
    await new Promise((r) => setTimeout(r, 10));
    expect((await table.routes(1)).map((r) => r.uri)).toEqual([`${b.url}/`]);
    table.close();
  });
});
