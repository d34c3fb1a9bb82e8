import { spawn } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { apiToken, signIn } from './helpers';

const ROOT = path.resolve(__dirname, '../..');

interface VehicleState { carId: string; carNum: string; speed: number; status: string }

test('an induced speeding vehicle raises an alarm that appears in 报警明细 within seconds', async ({ page, baseURL }) => {
  const jt808Port = process.env.E2E_JT808_PORT;
  test.skip(!jt808Port, 'E2E_JT808_PORT (the stack\'s JT/T 808 port) is not set');
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/fleet/map');
  const detail = page.getByTestId('operate-tabs');
  await expect(detail).toBeVisible();

  // a real JT/T 808 terminal over TCP: a vehicle the simulator does not drive, 130 km/h for 15 s
  const child = spawn(
    'pnpm',
    ['--filter', 'server', 'induce', '--', '--gateway', `127.0.0.1:${jt808Port}`, '--api', `${baseURL}/jeecg-boot`, '--speed', '130', '--seconds', '15'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', r));
  try {
    await expect.poll(() => /induce: (\S+) terminal/.exec(out)?.[1] ?? '', { timeout: 60_000, message: out }).not.toBe('');
    const plate = /induce: (\S+) terminal/.exec(out)![1];
    const row = page.locator('[data-testid^="alarm-row-"]').filter({ hasText: plate }).filter({ hasText: '超速报警(平台)' });
    // the live socket prepends it; a refetch is the fallback the tab also does
    await expect(row.first()).toBeVisible({ timeout: 45_000 });
    await expect(row.first()).toContainText('km/h');
  } finally {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
  }
});

test('trajectory playback plays a vehicle\'s track and the slider moves', async ({ page, request }) => {
  const token = await apiToken(request);
  const states = (await (await request.post('/jeecg-boot/api/map/queryMoveStatus', { data: {}, headers: { 'X-Access-Token': token } })).json()).result as VehicleState[];
  const moving = [...states].sort((a, b) => b.speed - a.speed)[0];
  expect(moving).toBeTruthy();

  await signIn(page);
  await page.goto('/fleet/playback');
  await expect(page.getByTestId('playback-page')).toBeVisible();
  await page.getByTestId('playback-car').click();
  await page.keyboard.type(moving.carNum);
  await page.locator('.ant-select-item-option').filter({ hasText: moving.carNum }).first().click();
  await page.getByTestId('playback-query').click();
  await expect(page.getByTestId('playback-summary')).toContainText('km');
  const slider = page.getByTestId('playback-slider');
  await expect(slider).toHaveAttribute('data-percent', '0.00');
  // default playSpeed: one step per 1000 ms (spec §3)
  await page.getByTestId('playback-play').click();
  await expect.poll(async () => Number(await slider.getAttribute('data-percent')), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('playback-current')).toContainText('km/h');
  await page.getByTestId('playback-pause').click();
  const paused = await slider.getAttribute('data-percent');
  await page.waitForTimeout(1500);
  await expect(slider).toHaveAttribute('data-percent', paused!);
});
