import { LogWriter, type NewLogRow } from '../../src/logs/log-writer.js';
import { MASK, MAX_PARAM_LENGTH, paramSummary } from '../../src/logs/mask.js';
import { operateTypeOf } from '../../src/logs/operation-log.js';
import { HttpTrace } from '../../src/monitor/http-trace.js';
import { parseRedisInfo } from '../../src/monitor/redis-info.js';
import { jobTypeOf, JOB_TYPES } from '../../src/scheduler/job-types.js';

/** A stand-in for the Kysely handle: records inserted batches and token updates, can be made to fail. */
function fakeDb() {
  const inserts: NewLogRow[][] = [];
  const touches: string[][] = [];
  let failing = false;
  const db = {
    insertInto: () => ({
      values: (rows: NewLogRow[]) => ({
        execute: async () => {
          if (failing) throw new Error('database down');
          inserts.push(rows);
        },
      }),
    }),
    updateTable: () => ({
      set: () => ({ where: (_c: string, _op: string, hashes: string[]) => ({ execute: async () => void touches.push(hashes) }) }),
    }),
  };
  return { db: db as never, inserts, touches, fail: (v: boolean) => { failing = v; } };
}

const row = (n: number): NewLogRow => ({ tenant_id: 1, log_type: 2, log_content: `row ${n}` });

describe('operation log parameters', () => {
  it('masks secrets at any depth and keeps the rest', () => {
    const text = paramSummary({ id: '7', token: 'abc' }, { username: 'u', password: 'p', nested: { oldPassword: 'x', list: [{ apiKey: 'k', v: 1 }] }, captcha: '1234' });
    expect(JSON.parse(text as string)).toEqual({
      query: { id: '7', token: MASK },
      body: { username: 'u', password: MASK, nested: { oldPassword: MASK, list: [{ apiKey: MASK, v: 1 }] }, captcha: MASK },
    });
  });

  it('names binary and class values, bounds depth and length, and answers null for nothing', () => {
    expect(JSON.parse(paramSummary(undefined, { file: Buffer.from('x'), when: new Date(0), a: { b: { c: { d: { e: 1 } } } } }) as string))
      .toEqual({ body: { file: '[binary]', when: '[Date]', a: { b: { c: { d: '[…]' } } } } });
    const long = paramSummary(undefined, { text: 'x'.repeat(400), more: Array.from({ length: 60 }, (_, i) => `item-${i}`.repeat(5)) }) as string;
    expect(long.length).toBe(MAX_PARAM_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    expect(paramSummary({}, {})).toBeNull();
    expect(paramSummary(Object.create(null), undefined)).toBeNull();
    const q = Object.create(null);
    q.id = '1';
    expect(paramSummary(q, undefined)).toBe('{"query":{"id":"1"}}');
  });

  it('classifies operate types from the route and method', () => {
    expect(operateTypeOf('POST', '/sys/quartzJob/add')).toBe(2);
    expect(operateTypeOf('PUT', '/sys/quartzJob/edit')).toBe(3);
    expect(operateTypeOf('DELETE', '/sys/log/deleteBatch')).toBe(4);
    expect(operateTypeOf('POST', '/usetAuthority/delOrg')).toBe(4);
    expect(operateTypeOf('POST', '/api/map/queryMoveStatus')).toBe(1);
    expect(operateTypeOf('POST', '/test/jeecgDemo/importExcel')).toBe(5);
    expect(operateTypeOf('GET', '/test/jeecgDemo/exportXls')).toBe(6);
    expect(operateTypeOf('GET', '/sys/quartzJob/pause')).toBe(3);
    expect(operateTypeOf('POST', '/sys/online/forceLogout')).toBe(3);
    expect(operateTypeOf('DELETE', '/sys/thing/:id')).toBe(4);
    expect(operateTypeOf('PUT', '/sys/thing')).toBe(3);
    expect(operateTypeOf('POST', '/sys/thing')).toBe(2);
  });
});

describe('LogWriter', () => {
  it('flushes at once when a batch is full and on its timer otherwise', async () => {
    const f = fakeDb();
    const w = new LogWriter({ db: f.db, flushMs: 60_000, batchSize: 3 });
    w.write(row(1));
    w.write(row(2));
    expect(f.inserts).toHaveLength(0);
    w.write(row(3));
    await w.flush();
    expect(f.inserts.map((b) => b.map((r) => r.log_content))).toEqual([['row 1', 'row 2', 'row 3']]);
    expect(f.inserts[0][0].create_time).toBeInstanceOf(Date);
    await w.close();
    const timed = fakeDb();
    const w2 = new LogWriter({ db: timed.db, flushMs: 30 });
    w2.write(row(4));
    await new Promise((r) => setTimeout(r, 120));
    expect(timed.inserts).toEqual([[expect.objectContaining({ log_content: 'row 4' })]]);
    await w2.close();
    w2.write(row(5));
    await w2.flush();
    expect(timed.inserts.flat()).toHaveLength(1);
  });

  it('drops a failed batch, keeps at most maxBuffered rows and throttles token touches', async () => {
    const f = fakeDb();
    const w = new LogWriter({ db: f.db, flushMs: 60_000, batchSize: 1000, maxBuffered: 2, touchEveryMs: 1000 });
    f.fail(true);
    w.write(row(1));
    await w.flush();
    expect(w.dropped).toBe(1);
    f.fail(false);
    w.write(row(2));
    w.write(row(3));
    w.write(row(4));
    expect(w.dropped).toBe(2);
    w.touchToken('h1', 0);
    w.touchToken('h1', 500);
    w.touchToken('h2', 500);
    await w.flush();
    w.touchToken('h1', 900);
    w.touchToken('h1', 1200);
    await w.close();
    expect(f.inserts.map((b) => b.map((r) => r.log_content))).toEqual([['row 3', 'row 4']]);
    expect(f.touches).toEqual([['h1', 'h2'], ['h1']]);
  });
});

describe('HttpTrace', () => {
  it('keeps the last N requests per tenant, newest first', () => {
    const trace = new HttpTrace(3);
    for (let i = 1; i <= 5; i++) trace.record(1, { time: i, method: 'GET', uri: `/u${i}`, status: 200, timeTaken: 1 });
    trace.record(2, { time: 9, method: 'POST', uri: '/other', status: 403, timeTaken: 2 });
    expect(trace.list(1).map((e) => e.uri)).toEqual(['/u5', '/u4', '/u3']);
    expect(trace.list(2).map((e) => e.uri)).toEqual(['/other']);
    expect(trace.list(3)).toEqual([]);
  });
});

describe('job registry and Redis INFO parsing', () => {
  it('allows only its own job types', () => {
    expect(Object.keys(JOB_TYPES)).toEqual(['offline_check', 'report_rollup', 'log_cleanup', 'demo_echo']);
    for (const bad of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', 'OFFLINE_CHECK', 1, null]) expect(jobTypeOf(bad)).toBeNull();
    expect(jobTypeOf('log_cleanup')?.scope).toBe('tenant');
    expect(jobTypeOf('report_rollup')?.scope).toBe('global');
  });

  it('reads key:value lines and skips section headers', () => {
    const info = parseRedisInfo('# Server\r\nredis_version:7.2.4\r\nos:Linux 6.1 x86_64\r\n\r\n# Keyspace\r\ndb0:keys=1,expires=0\r\n');
    expect(Object.fromEntries(info)).toEqual({ redis_version: '7.2.4', os: 'Linux 6.1 x86_64', db0: 'keys=1,expires=0' });
  });
});
