import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { redisInfo } from '../../src/monitor/redis-info.js';
import { addOtherTenant, send, waitFor } from './helpers.js';

jest.setTimeout(90000);

const MONITOR_CALLS = ['/sys/monitor/server', '/sys/monitor/runtime', '/sys/monitor/httptrace', '/sys/monitor/redis', '/sys/monitor/database'];

describe.each(DATABASES)('monitoring on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 2, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, token = admin) => (await send(t, 'GET', url, token)).json();

  it('reports the machine: os, cpu, memory, disks and uptime', async () => {
    const r = (await get('/sys/monitor/server')).result;
    expect(r.os).toMatchObject({ platform: process.platform, arch: process.arch });
    expect(r.cpu.cores).toBeGreaterThan(0);
    expect(r.cpu.loadAvg).toHaveLength(3);
    expect(r.cpu.usage).toBeGreaterThanOrEqual(0);
    expect(r.cpu.usage).toBeLessThanOrEqual(100);
    expect(r.memory.total).toBeGreaterThan(r.memory.free);
    expect(r.memory.used + r.memory.free).toBe(r.memory.total);
    expect(r.disks.length).toBeGreaterThan(0);
    for (const d of r.disks) {
      expect(d.total).toBeGreaterThan(0);
      expect(d.usage).toBeGreaterThanOrEqual(0);
      expect(d.usage).toBeLessThanOrEqual(100);
      expect(['上传目录', '工作目录', '数据目录']).toContain(d.name);
    }
    expect(r.uptime.system).toBeGreaterThan(0);
  });

  it('reports the Node runtime with the event-loop delay of the last window', async () => {
    await get('/sys/monitor/runtime');
    // block this process's event loop (the server runs in it) for 80 ms: the next window shows it
    await new Promise((resolve) => setTimeout(resolve, 50));
    const until = Date.now() + 80;
    while (Date.now() < until) { /* busy */ }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const r = (await get('/sys/monitor/runtime')).result;
    expect(r).toMatchObject({ node: process.version, pid: process.pid });
    expect(r.memory.heapUsed).toBeGreaterThan(0);
    expect(r.memory.rss).toBeGreaterThanOrEqual(r.memory.heapTotal);
    expect(r.eventLoopDelay.max).toBeGreaterThanOrEqual(60);
    expect(r.eventLoopDelay.p50).toBeLessThan(r.eventLoopDelay.max);
    expect(r.eventLoopDelay.p99).toBeGreaterThanOrEqual(r.eventLoopDelay.p50);
    expect(r.eventLoopDelay.windowS).toBeLessThan(5);
    expect(r.eventLoopDelay.max).toBeGreaterThanOrEqual(r.eventLoopDelay.p99);
    expect(r.activeHandles.total).toBeGreaterThan(0);
  });

  it('traces the tenant’s last requests without query strings or tokens', async () => {
    await send(t, 'GET', `/sys/quartzJob/list?column=status&secret=${'s3cr3t'}`, admin);
    const traces = await waitFor(async () => {
      const list = (await get('/sys/monitor/httptrace')).result.traces;
      return list.some((x: { uri: string }) => x.uri === '/jeecg-boot/sys/quartzJob/list') ? list : null;
    }, 2000, 'trace');
    const hit = traces.find((x: { uri: string }) => x.uri === '/jeecg-boot/sys/quartzJob/list');
    expect(hit).toMatchObject({ method: 'GET', status: 200 });
    expect(hit.timeTaken).toBeGreaterThanOrEqual(0);
    expect(hit.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(traces[0].time).toBeGreaterThanOrEqual(traces[traces.length - 1].time);
    expect(JSON.stringify(traces)).not.toMatch(/s3cr3t|\?/);
    expect(JSON.stringify(traces)).not.toContain(admin);
    // another tenant sees only its own calls (its sign-in had no tenant yet)
    const other = await addOtherTenant(t);
    await send(t, 'GET', '/sys/quartzJob/queryById?id=job_demo_echo_1', other);
    const theirs = (await get('/sys/monitor/httptrace', other)).result.traces;
    expect(theirs.map((x: { uri: string; status: number }) => [x.uri, x.status])).toEqual([['/jeecg-boot/sys/quartzJob/queryById', 404]]);
  });

  it('reports the database: kind, version, size, connections and table estimates', async () => {
    const r = (await get('/sys/monitor/database')).result;
    expect(r.kind).toBe(kind);
    expect(r.serverVersion).toMatch(/^\d+/);
    expect(r.size).toBeGreaterThan(0);
    expect(r.connections.max).toBeGreaterThan(0);
    const names = r.tables.map((x: { name: string }) => x.name);
    expect(names).toEqual(expect.arrayContaining(['sys_user', 'sys_quartz_job']));
    const users = r.tables.find((x: { name: string }) => x.name === 'sys_user');
    expect(users.rows).toBeGreaterThanOrEqual(3);
    expect(users.size).toBeGreaterThan(0);
  });

  it('reports an unreachable Redis as not connected, in Chinese, without the URL', async () => {
    const r = (await get('/sys/monitor/redis')).result;
    expect(r).toMatchObject({ configured: true, connected: false });
    expect(r.error).toMatch(/^Redis连接失败：/);
    expect(r.error).not.toContain('redis://');
    expect(await redisInfo(undefined)).toEqual({ configured: false });
  });

  it('refuses every monitoring call to a user lacking system:monitor:view', async () => {
    const viewer = await t.login('viewer');
    for (const url of MONITOR_CALLS) {
      const res = await send(t, 'GET', url, viewer);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 403, 510]);
      expect((await send(t, 'GET', url)).statusCode).toBe(401);
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

describe('monitoring a real Redis', () => {
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    // the test starts its own redis-server; a machine without one fails here with a clear message
    if (spawnSync('redis-server', ['--version']).status !== 0) {
      throw new Error('redis-server is not installed: install it (apt-get install -y redis-server) to run the Redis monitoring test');
    }
    port = await freePort();
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor(async () => {
      const r = await redisInfo(`redis://127.0.0.1:${port}`);
      return r.configured && r.connected;
    }, 10000, 'redis-server up');
  });
  afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill();
    });
  });

  it('reads INFO and DBSIZE with Chinese descriptions', async () => {
    const r = await redisInfo(`redis://127.0.0.1:${port}`);
    if (!r.configured || !r.connected) throw new Error('redis not connected');
    expect(r.dbSize).toBe(0);
    expect(r.usedMemory).toBeGreaterThan(0);
    const keys = Object.fromEntries(r.info.map((x) => [x.key, x]));
    expect(keys.tcp_port).toEqual({ key: 'tcp_port', value: String(port), description: '端口' });
    expect(keys.redis_version.description).toBe('Redis版本');
    expect(keys.connected_clients.value).toMatch(/^\d+$/);
  });
});
