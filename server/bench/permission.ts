/**
 * Permission-load benchmark (issue 5: getUserPermissionByToken for a user with 500 menus and
 * 2,000 buttons; JeecgBoot users report about 4 s, jeecg-boot issue #8249; target under 50 ms of
 * server time). Seeds the demo data plus 25 top menus × 19 sub menus (500 menus in all with the
 * seeded ones topped up) and 2,000 buttons granted to one role of one user, then calls
 * GET /sys/permission/getUserPermissionByToken over HTTP: 20 warm-up calls, then --calls (200)
 * timed ones. Prints server time (Fastify's reply.elapsedTime: request in to answer sent) and
 * round trip, median / p95 / max, and the answer's size. Exits 1 when the server median ≥ 50 ms.
 *
 *   pnpm --filter server bench:permission [-- --db pglite|postgres --calls 200]
 *   BENCH_PG_URL: admin URL of the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/auth/password.js';
import { createInProcessBus } from '../src/bus/index.js';
import { loadConfig } from '../src/config.js';
import { DEMO_TENANT_ID, seedDemoData } from '../src/seed/index.js';
import { openBenchDb } from './bench-db.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const kind = arg('db', 'postgres') as 'pglite' | 'postgres';
const calls = Number(arg('calls', '200'));
const MENUS = 500;
const BUTTONS = 2000;
const LIMIT_MS = 50;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${pct(s, 0.5).toFixed(1)} ms, p95 ${pct(s, 0.95).toFixed(1)} ms, max ${s[s.length - 1].toFixed(1)} ms`;
};

async function main(): Promise<void> {
  const bench = await openBenchDb(kind, process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const { db } = bench.open;
  try {
    await seedDemoData(db, { vehicles: 1 });
    const seededMenus = Number((await db.selectFrom('sys_permission').select((eb) => eb.fn.countAll<string>().as('n')).where('menu_type', '!=', 2).executeTakeFirstOrThrow()).n);
    const rows: { id: string; parent_id: string | null; name: string; url: string | null; component: string | null; menu_type: number; perms: string | null; sort_no: number }[] = [];
    let menus = seededMenus;
    for (let top = 0; menus < MENUS; top++) {
      const topId = `bm_${top}`;
      rows.push({ id: topId, parent_id: null, name: `压测目录${top}`, url: `/bench${top}`, component: 'layouts/RouteView', menu_type: 0, perms: null, sort_no: 100 + top });
      menus++;
      for (let k = 0; k < 19 && menus < MENUS; k++, menus++) {
        rows.push({ id: `bm_${top}_${k}`, parent_id: topId, name: `压测菜单${top}-${k}`, url: `/bench${top}/page${k}`, component: `system/Bench${k}`, menu_type: 1, perms: null, sort_no: k });
      }
    }
    const subMenus = rows.filter((r) => r.menu_type === 1);
    for (let b = 0; b < BUTTONS; b++) {
      const parent = subMenus[b % subMenus.length];
      rows.push({ id: `bb_${b}`, parent_id: parent.id, name: `压测按钮${b}`, url: null, component: null, menu_type: 2, perms: `bench:${parent.id}:btn${b}`, sort_no: b });
    }
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('sys_permission').values(rows.slice(i, i + 500)).execute();
    await db.insertInto('sys_role').values({ id: 'role_bench', tenant_id: DEMO_TENANT_ID, role_name: '压测角色', role_code: 'bench' }).execute();
    await db.insertInto('sys_user').values({ id: 'user_bench', tenant_id: DEMO_TENANT_ID, username: 'bench_user', realname: '压测用户', password_hash: await hashPassword('123456'), status: 1, org_code: 'A01' }).execute();
    await db.insertInto('sys_user_role').values({ user_id: 'user_bench', role_id: 'role_bench' }).execute();
    await db.insertInto('sys_user_depart').values({ user_id: 'user_bench', dep_id: 'dep_A01' }).execute();
    const all = await db.selectFrom('sys_permission').select('id').execute();
    for (let i = 0; i < all.length; i += 1000) {
      await db.insertInto('sys_role_permission').values(all.slice(i, i + 1000).map((p) => ({ role_id: 'role_bench', permission_id: p.id }))).execute();
    }
    const totalMenus = Number((await db.selectFrom('sys_permission').select((eb) => eb.fn.countAll<string>().as('n')).where('menu_type', '!=', 2).executeTakeFirstOrThrow()).n);
    const totalButtons = all.length - totalMenus;

    const bus = createInProcessBus();
    const app = buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SCHEDULER: '0', ALARM_ENGINE: '0' }), db, bus, logger: false });
    const serverMs: number[] = [];
    app.addHook('onResponse', async (request, reply) => {
      if (request.url.includes('getUserPermissionByToken')) serverMs.push(reply.elapsedTime);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jeecg-boot`;
    const login = await (await fetch(`${origin}/sys/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench_user', password: '123456' }) })).json() as { result: { token: string } };
    const headers = { 'x-access-token': login.result.token };
    let bytes = 0;
    let answer: { result: { menu: unknown[]; auth: unknown[]; allAuth: unknown[] } } | null = null;
    const roundTrip: number[] = [];
    for (let i = 0; i < 20 + calls; i++) {
      const t0 = performance.now();
      const res = await fetch(`${origin}/sys/permission/getUserPermissionByToken`, { headers });
      const text = await res.text();
      if (i >= 20) roundTrip.push(performance.now() - t0);
      bytes = text.length;
      answer ??= JSON.parse(text);
    }
    const timed = serverMs.slice(20);
    console.log(`database: ${bench.label}`);
    console.log(`user: ${totalMenus} menus, ${totalButtons} buttons granted; answer ${answer?.result.auth.length} auth, ${answer?.result.allAuth.length} allAuth, ${(bytes / 1024).toFixed(0)} KiB`);
    console.log(`server time (${timed.length} calls): ${fmt(timed)}`);
    console.log(`round trip: ${fmt(roundTrip)}`);
    const median = [...timed].sort((a, b) => a - b)[Math.floor(timed.length / 2)];
    console.log(median < LIMIT_MS ? `OK: median ${median.toFixed(1)} ms < ${LIMIT_MS} ms` : `SLOW: median ${median.toFixed(1)} ms ≥ ${LIMIT_MS} ms`);
    await app.close();
    await bus.close();
    process.exitCode = median < LIMIT_MS ? 0 : 1;
  } finally {
    await bench.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
