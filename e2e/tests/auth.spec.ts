import { test, expect } from '@playwright/test';
import { signIn } from './helpers';

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByPlaceholder(/帐户名|用户名|账号/).fill('admin');
  await page.getByPlaceholder(/密码/).fill('wrong-password');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
});

test('a protected path without a token goes to the login page with a redirect query', async ({ page }) => {
  await page.goto('/fleet/map');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Ffleet%2Fmap/);
});

test('sign-in shows the server menu, and logout lands on /user/login', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveTitle('车辆定位监控系统');
  const menu = page.getByRole('menu').first();
  await expect(menu.getByText('车辆监控')).toBeVisible();
  await menu.getByText('车辆监控').click();
  await expect(menu.getByText('地图监控')).toBeVisible();
  await expect(menu.getByText('车辆列表')).toBeVisible();

  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  // logout reloads the login page (spec §4): a goto racing that reload is retried
  await expect(async () => {
    await page.goto('/dashboard/analysis');
    await expect(page).toHaveURL(/\/user\/login/);
  }).toPass({ timeout: 15_000 });
});
