import { test, expect } from '@playwright/test';
import { signIn } from './helpers';

test('tab rules: home first and unclosable, close others, last tab refused, titles', async ({ page }) => {
  await signIn(page);
  const tabs = page.locator('.workspace-tabs');
  const tab = (path: string) => tabs.locator(`[data-tab="${path}"]`);
  const closeOf = (path: string) => tabs.locator('.ant-tabs-tab').filter({ has: page.locator(`[data-tab="${path}"]`) }).locator('.ant-tabs-tab-remove');

  const menu = page.getByRole('menu').first();
  await menu.getByText('车辆监控').click();
  await menu.getByText('车辆列表').click();
  await expect(page).toHaveTitle('车辆列表 · 车辆定位监控系统');
  await menu.getByText('地图监控').click();
  await expect(page.getByTestId('fleet-map')).toBeVisible();
  await expect(tabs.locator('.ant-tabs-tab').first()).toContainText('首页');
  await expect(tabs.locator('.ant-tabs-tab')).toHaveCount(3);

  await closeOf('/dashboard/analysis').click();
  await expect(page.getByText('首页不能关闭!')).toBeVisible();
  await expect(tabs.locator('.ant-tabs-tab')).toHaveCount(3);

  await tab('/fleet/map').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabs.locator('.ant-tabs-tab')).toHaveCount(2);
  await expect(tab('/fleet/cars')).toHaveCount(0);

  await closeOf('/fleet/map').click();
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
  await expect(page).toHaveTitle('车辆定位监控系统');
  await expect(tabs.locator('.ant-tabs-tab')).toHaveCount(1);

  await closeOf('/dashboard/analysis').click();
  await expect(page.getByText('这是最后一页，不能再关闭了啦')).toBeVisible();
});
