import { test, expect } from '@playwright/test';
import { apiToken, signIn } from './helpers';

test('/show-map without a token shows the title bar and a sign-in prompt, and loads no fleet data', async ({ page }) => {
  const fleetCalls: string[] = [];
  page.on('request', (req) => {
    if (/queryMoveStatus|ws\/positions/.test(req.url())) fleetCalls.push(req.url());
  });
  await page.goto('/show-map');
  await expect(page.getByTestId('show-map-title')).toHaveText('车辆定位监控系统');
  await expect(page.getByTestId('show-map-login')).toContainText('请先登录');
  await expect(page.getByTestId('summary-total')).toContainText('0');
  await expect(page.getByTestId('show-map-clock')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 星期./);
  await expect(page.getByTestId('status-legend')).toHaveCount(0);
  expect(fleetCalls).toEqual([]);
  await page.getByRole('link', { name: /前往登录/ }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fshow-map/);
});

test('地图展示 opens /show-map in a new tab with the live counts of the fleet', async ({ page, context, request }) => {
  const token = await apiToken(request);
  const res = await request.post('/jeecg-boot/api/map/queryMoveStatus', { data: {}, headers: { 'X-Access-Token': token } });
  const total = ((await res.json()).result as unknown[]).length;
  expect(total).toBeGreaterThan(0);

  await signIn(page);
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: /地图展示/ }).click()]);
  await expect(tab).toHaveURL(/\/show-map$/);
  await expect(tab).toHaveTitle(/地图展示/);
  await expect(tab.getByTestId('summary-total')).toHaveText(`车辆总数（辆）${total}`);
  await expect(tab.getByTestId('legend-total')).toHaveText(String(total));
  await expect(tab.getByTestId('show-map-login')).toHaveCount(0);
  const counts = await Promise.all(['moving', 'parked', 'offline', 'alarm'].map(async (s) => Number((await tab.getByTestId(`summary-${s}`).textContent())!.replace(/\D/g, ''))));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
  const online = Number((await tab.getByTestId('summary-online').textContent())!.replace(/\D/g, ''));
  expect(online).toBe(total - counts[2]);
});
