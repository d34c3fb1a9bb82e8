/* global window, document, Element */
// Trajectory benchmark: 24 h of one vehicle at 1 Hz (86,400 points) from clicking 查询 on the
// playback page (轨迹回放) to the track drawn on the map, on PostgreSQL. Target: under 1 s.
//
// Set-up: a fresh PostgreSQL database (created on --pg-url's server, dropped at the end) seeded by
// server/bench/seed-track.ts (vehicle 浙AT8640, yesterday China time, 86,400 positions of which
// ~0.2 % invalid), the stack started on it with scripts/lib.mjs startStack (--port, default 4650,
// SIMULATOR=0), headless chromium (Playwright) signed in as admin on the playback page.
// Per run: the time from the click on 查询 (event.timeStamp) to the page's User Timing mark
// 'track-drawn' (set by the playback page once the track is rendered on the map), plus the
// /api/map/queryMove request's own time (request start → response end, Resource Timing) and its size.
// Usage: pnpm bench:track [-- --runs 5 --port 4650 --pg-url postgres://postgres@127.0.0.1:5432/postgres]
// Needs the built apps (pnpm run build) and a PostgreSQL server.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { startStack } from '../scripts/lib.mjs';

const argv = process.argv.slice(2);
const arg = (name, def) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : def;
};
const RUNS = Number(arg('runs', '5'));
const PORT = Number(arg('port', '4650'));
const PG_URL = arg('pg-url', process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const TARGET_MS = 1000;

process.chdir(new URL('..', import.meta.url).pathname);

const psql = (sqlText) => {
  const r = spawnSync('psql', [PG_URL, '-v', 'ON_ERROR_STOP=1', '-qc', sqlText], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
};
const stats = (values) => {
  const xs = [...values].sort((a, b) => a - b);
  const q = (p) => xs[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)];
  return { n: xs.length, best: xs[0], median: q(0.5), max: xs[xs.length - 1] };
};
const ms = (x) => `${x.toFixed(0)} ms`;

const dbName = `vlm_track_bench_${process.pid}`;
psql(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(PG_URL);
dbUrl.pathname = `/${dbName}`;
let stack = null;
let browser = null;
try {
  const seed = spawnSync('pnpm', ['--filter', 'server', 'exec', 'tsx', 'bench/seed-track.ts'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: dbUrl.toString() },
  });
  if (seed.status !== 0) throw new Error(`seed-track failed: ${seed.stderr}`);
  const seeded = JSON.parse(seed.stdout.trim().split('\n').filter((l) => l.startsWith('{')).pop());
  console.log(`seeded ${seeded.points} positions of ${seeded.carNum} on ${seeded.day} (China time) into PostgreSQL ${dbName} in ${seeded.insertMs} ms`);

  stack = await startStack({ port: PORT, extraEnv: { DATABASE_URL: dbUrl.toString(), SIMULATOR: '0', LOG_LEVEL: 'warn' } });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  page.on('pageerror', (err) => console.error('page error:', err.message));
  await page.addInitScript(() => {
    window.__benchClicks = [];
    document.addEventListener('click', (e) => {
      const button = e.target instanceof Element ? e.target.closest('button') : null;
      if (button && /查\s*询/.test(button.textContent ?? '')) window.__benchClicks.push(e.timeStamp);
    }, true);
  });
  await page.goto(`${stack.baseUrl}/user/login`);
  await page.getByPlaceholder(/帐户名|用户名|账号/).fill('admin');
  await page.getByPlaceholder(/密码/).fill('123456');
  await page.keyboard.press('Enter');
  await page.waitForURL(/dashboard/);
  await page.goto(`${stack.baseUrl}/fleet/playback`);
  const root = page.getByTestId('playback-page');
  await root.waitFor({ timeout: 60_000 });

  await choosePlaybackQuery(page, root, seeded);

  const runs = [];
  for (let i = 0; i < RUNS + 1; i += 1) {
    await page.evaluate(() => {
      performance.clearMarks('track-drawn');
      performance.clearResourceTimings();
      window.__benchClicks.length = 0;
    });
    const answer = page.waitForResponse((r) => r.url().includes('/api/map/queryMove') && r.request().method() === 'POST', { timeout: 30_000 });
    await root.getByRole('button', { name: /查\s*询/ }).click();
    const res = await answer;
    const bytes = (await res.body()).length;
    await page.waitForFunction(() => performance.getEntriesByName('track-drawn', 'mark').length > 0, null, { timeout: 30_000, polling: 50 });
    const run = await page.evaluate(() => {
      const drawn = performance.getEntriesByName('track-drawn', 'mark')[0];
      const click = window.__benchClicks[0];
      const call = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/map/queryMove')).pop();
      return { total: drawn.startTime - click, request: call ? call.responseEnd - call.requestStart : NaN, detail: drawn.detail ?? null };
    });
    if (i > 0) runs.push({ ...run, bytes }); // the first run warms caches (JIT, buffers, PostgreSQL pages)
    await page.waitForTimeout(300);
  }
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: 'test-results/bench-track.png' });

  const total = stats(runs.map((r) => r.total));
  const request = stats(runs.map((r) => r.request));
  console.log(`\n24 h of ${seeded.carNum} at 1 Hz (${seeded.points} points), PostgreSQL, headless chromium --disable-gpu, ${runs.length} runs after 1 warm-up`);
  console.log(`查询 click → track drawn ('track-drawn' mark): best ${ms(total.best)}, median ${ms(total.median)}, max ${ms(total.max)}`);
  console.log(`of which /api/map/queryMove (request → response end): best ${ms(request.best)}, median ${ms(request.median)}, max ${ms(request.max)}; answer ${(runs[0].bytes / 1024 / 1024).toFixed(2)} MB`);
  if (runs[0].detail) console.log(`mark detail: ${JSON.stringify(runs[0].detail)}`);
  console.log(`target: under ${TARGET_MS} ms → ${total.median < TARGET_MS ? 'met' : 'NOT met'} (median)`);
  if (!(total.median < TARGET_MS)) process.exitCode = 1;
} finally {
  await browser?.close();
  await stack?.stop();
  psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}

/**
 * Picks the bench vehicle (plate search in 车辆) and the preset 昨天 (yesterday, China time: the
 * browser runs in Asia/Shanghai, the day seed-track filled) on the playback page.
 */
async function choosePlaybackQuery(page, root, seeded) {
  await root.getByTestId('playback-car').click();
  await page.keyboard.type(seeded.carNum);
  await page.locator('.ant-select-item-option').filter({ hasText: seeded.carNum }).first().click();
  await root.getByTestId('playback-range').click();
  await page.locator('.ant-picker-presets li').filter({ hasText: '昨天' }).click();
  await page.keyboard.press('Escape');
}
