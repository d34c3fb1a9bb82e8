import { expect, type Page, type APIRequestContext } from '@playwright/test';

/** Signs in through the login page and waits for the workspace. */
export async function signIn(page: Page, username = 'admin', password = '123456'): Promise<void> {
  await page.goto('/user/login');
  await page.getByPlaceholder(/帐户名|用户名|账号/).fill(username);
  await page.getByPlaceholder(/密码/).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
}

/** Logs in through the API and returns the token (for data look-ups in a test). */
export async function apiToken(request: APIRequestContext, username = 'admin', password = '123456'): Promise<string> {
  const res = await request.post('/jeecg-boot/sys/login', { data: { username, password } });
  const body = await res.json();
  expect(body.success).toBe(true);
  return body.result.token as string;
}
