// Bundle benchmark: JavaScript the browser loads (bytes raw and gzip -9) to show the login page,
// and then the fleet map after sign-in; checks the fleet remote is not fetched before it is needed.
// Starts its own stack (built apps required: pnpm run build). Usage: pnpm bench:bundle
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startStack } from '../scripts/lib.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
const stack = await startStack({ port: 3200, extraEnv: { SIM_VEHICLES: '50' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const loaded = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      const body = await res.body();
      loaded.push({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch { /* redirects have no body */ }
  });
  const sum = (list) => list.reduce((a, x) => ({ raw: a.raw + x.raw, gzip: a.gzip + x.gzip }), { raw: 0, gzip: 0 });
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

  await page.goto(`${stack.baseUrl}/user/login`);
  await page.getByPlaceholder(/帐户名|用户名|账号/).waitFor();
  await page.waitForLoadState('networkidle');
  const login = [...loaded];
  const remoteBeforeLogin = login.filter((x) => !x.url.startsWith(stack.baseUrl));

  await page.getByPlaceholder(/帐户名|用户名|账号/).fill('admin');
  await page.getByPlaceholder(/密码/).fill('123456');
  await page.keyboard.press('Enter');
  await page.waitForURL(/dashboard/);
  await page.goto(`${stack.baseUrl}/fleet/map`);
  await page.getByTestId('fleet-map').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const map = loaded.slice(login.length);

  const l = sum(login);
  const m = sum(map);
  console.log(`login page: ${login.length} scripts, ${kb(l.raw)} raw, ${kb(l.gzip)} gzip`);
  console.log(`map after sign-in (additional): ${map.length} scripts, ${kb(m.raw)} raw, ${kb(m.gzip)} gzip`);
  console.log(`remote-fleet scripts fetched before sign-in: ${remoteBeforeLogin.length}`);
  for (const x of [...map].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) console.log(`  ${kb(x.gzip).padStart(10)} gzip  ${x.url}`);
  if (remoteBeforeLogin.length) process.exitCode = 1;
} finally {
  await browser.close();
  await stack.stop();
}
