import { test, expect } from '@playwright/test';
import { apiToken, signIn } from './helpers';

interface VehicleState { carNum: string; speed: number; status: string; departId: string }

test('the map tab shows the fleet and a moving vehicle changes position within 15 s', async ({ page, request }) => {
  const token = await apiToken(request);
  const res = await request.post('/jeecg-boot/api/map/queryMoveStatus', { data: {}, headers: { 'X-Access-Token': token } });
  const states = (await res.json()).result as VehicleState[];
  expect(states.length).toBeGreaterThan(0);
  const moving = [...states].sort((a, b) => b.speed - a.speed)[0];

  await signIn(page);
  await page.goto('/fleet/map');
  await expect(page.getByTestId('fleet-map')).toBeVisible();
  await expect(page).toHaveTitle('地图监控 · 车辆定位监控系统');

  await page.getByTestId('map-monitor').locator('aside').getByPlaceholder(/车牌/).fill(moving.carNum);
  await page.getByTestId(`car-row-${moving.carNum}`).first().click();
  const coord = page.getByTestId('car-info-coord');
  await expect(page.getByTestId('car-info')).toContainText(moving.carNum);
  const first = await coord.innerText();
  await expect.poll(async () => coord.innerText(), { timeout: 15_000, intervals: [500] }).not.toBe(first);
});

test('shell and the fleet remote share one shared-session instance', async ({ page }) => {
  await signIn(page);
  await page.goto('/fleet/map');
  await expect(page.getByTestId('fleet-map')).toBeVisible();
  const shellId = await page.locator('[data-session-instance]').first().getAttribute('data-session-instance');
  const ids = await page.locator('[data-session-instance]').evaluateAll((els) => els.map((e) => e.getAttribute('data-session-instance')));
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(shellId).toBeTruthy();
  expect(new Set(ids).size).toBe(1);
});

test('the fleet operator sees only the vehicles of the branch', async ({ page, request }) => {
  const token = await apiToken(request, 'hz_operator');
  const tree = (await (await request.post('/jeecg-boot/api/organize/queryOrgTree', { data: {}, headers: { 'X-Access-Token': token } })).json()).result;
  const titles = JSON.stringify(tree);
  expect(titles).toContain('杭州分公司');
  expect(titles).not.toContain('上海分公司');

  await signIn(page, 'hz_operator');
  await page.goto('/fleet/map');
  await expect(page.getByTestId('fleet-map')).toBeVisible();
  await expect(page.getByText('杭州分公司').first()).toBeVisible();
  await expect(page.getByText('上海分公司')).toHaveCount(0);
});
