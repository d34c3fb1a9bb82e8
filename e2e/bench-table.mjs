/* global document, requestAnimationFrame */
// Editable-table benchmark: 10,000 rows × 20 columns on 组件示例 › 可编辑表格 in headless chromium.
//
// The stack is started like the other benches (scripts/lib.mjs startStack, simulator off); the
// bench signs in as admin, opens /system/widget-demo, picks the 可编辑表格 tab and measures, inside
// the page, per run:
// - first render: from switching the "10,000 行 × 20 列" mode on (rows generated client-side,
//   Handsontable loaded lazily) to the first data row painted in the grid;
// - scroll to bottom: from setting the grid's scrollTop to its end to row 10,000 painted;
// - a scroll sweep: 40 wheel-sized steps through the table, frame time per step (rAF to rAF).
// Each run switches the mode off and on again (a fresh table). Medians over --runs (default 5).
// Usage: pnpm bench:table [-- --runs 5 --port 4700]   (needs the built apps: pnpm run build)
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { startStack } from '../scripts/lib.mjs';

const argv = process.argv.slice(2);
const arg = (name, def) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : def;
};
const RUNS = Number(arg('runs', '5'));
const PORT = Number(arg('port', '4700'));
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

process.chdir(new URL('..', import.meta.url).pathname);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const ms = (x) => `${x.toFixed(0)} ms`;

/** In the page: switch the mode on and wait until the first row is painted. */
function measureFirstRender() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    document.querySelector('[data-testid="perf-mode"]').click();
    const deadline = started + 120_000;
    const poll = () => {
      const cells = document.querySelectorAll('[data-testid="perf-table"] .ht_master td');
      if ([...cells].some((td) => td.textContent === '第1行-1')) {
        // one more frame: the row is on screen
        requestAnimationFrame(() => resolve(performance.now() - started));
      } else if (performance.now() > deadline) reject(new Error('first row not rendered'));
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}

/** In the page: jump to the bottom and wait until row 10,000 is painted; then a scroll sweep. */
function measureScroll() {
  return new Promise((resolve, reject) => {
    const holder = document.querySelector('[data-testid="perf-table"] .ht_master .wtHolder');
    if (!holder) return reject(new Error('no grid'));
    const started = performance.now();
    holder.scrollTop = holder.scrollHeight;
    const poll = () => {
      const cells = document.querySelectorAll('[data-testid="perf-table"] .ht_master td');
      if ([...cells].some((td) => td.textContent === '第10000行-1')) {
        requestAnimationFrame(() => {
          const bottom = performance.now() - started;
          // sweep: 40 steps of ~2.5 % each from the top, one per frame
          holder.scrollTop = 0;
          const frames = [];
          let step = 0;
          let last = performance.now();
          const sweep = () => {
            const now = performance.now();
            frames.push(now - last);
            last = now;
            step += 1;
            if (step > 40) return resolve({ bottom, frames: frames.slice(1) });
            holder.scrollTop = (holder.scrollHeight * step) / 40;
            requestAnimationFrame(sweep);
          };
          requestAnimationFrame(sweep);
        });
      } else if (performance.now() - started > 60_000) reject(new Error('last row not rendered'));
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}

const stack = await startStack({ port: PORT, extraEnv: { SIMULATOR: '0', LOG_LEVEL: 'warn' } });
let browser = null;
try {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('page error:', err.message));
  await page.goto(`${stack.baseUrl}/user/login`);
  await page.getByPlaceholder(/帐户名|用户名|账号/).fill('admin');
  await page.getByPlaceholder(/密码/).fill('123456');
  await page.keyboard.press('Enter');
  await page.waitForURL(/dashboard/);
  await page.goto(`${stack.baseUrl}/system/widget-demo`);
  await page.getByRole('tab', { name: '可编辑表格' }).click();
  await page.getByTestId('perf-mode').waitFor({ timeout: 60_000 });
  // warm-up: Handsontable's chunk downloaded and compiled once, as for a user's second visit
  await page.evaluate(measureFirstRender);
  await page.getByTestId('perf-mode').click();

  const first = [];
  const bottom = [];
  const frames = [];
  for (let run = 0; run < RUNS; run += 1) {
    first.push(await page.evaluate(measureFirstRender));
    await page.waitForTimeout(300);
    const s = await page.evaluate(measureScroll);
    bottom.push(s.bottom);
    frames.push(...s.frames);
    if (run === RUNS - 1) {
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: 'test-results/bench-table.png' });
    }
    await page.getByTestId('perf-mode').click();
    await page.waitForTimeout(300);
  }
  const sorted = [...frames].sort((a, b) => a - b);
  console.log(`\neditable table, 10,000 rows × 20 columns, headless chromium --disable-gpu, ${RUNS} runs`);
  console.log(`first render (switch on → first row painted)   median ${ms(median(first))}  (runs: ${first.map(ms).join(', ')})`);
  console.log(`scroll to bottom (→ row 10,000 painted)       median ${ms(median(bottom))}  (runs: ${bottom.map(ms).join(', ')})`);
  console.log(`scroll sweep frame time                        median ${ms(median(frames))}  p95 ${ms(sorted[Math.ceil(sorted.length * 0.95) - 1] ?? NaN)}  (n=${frames.length})`);
} finally {
  await browser?.close();
  await stack.stop();
}
