import { test, expect, type Page, type Locator } from '@playwright/test';
import { apiToken, signIn } from './helpers';

// 组件示例 › 高级查询: build an advanced query (性别 = 女), save it under a name, reload the page,
// find it under 保存的查询, run it, and see the list filtered by the server.

const SAVE_NAME = 'E2E女性记录';

/** Rows of the demo list matching `params` according to the server (total of the page answer). */
async function serverTotal(page: Page, token: string, params: Record<string, string> = {}): Promise<number> {
  const res = await page.request.get('/jeecg-boot/test/jeecgDemo/list', { params: { pageNo: 1, pageSize: 10, ...params }, headers: { 'X-Access-Token': token } });
  const body = await res.json();
  expect(body.success).toBe(true);
  return Number(body.result.total);
}

async function openQueryTab(page: Page): Promise<Locator> {
  await page.goto('/system/widget-demo');
  await page.getByRole('tab', { name: '高级查询' }).click();
  const list = page.getByTestId('query-list');
  await expect(list.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  return list;
}

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
}

test('saves an advanced query, finds it after a reload and runs it on the server', async ({ page }) => {
  await signIn(page);
  const token = await apiToken(page.request);
  const all = await serverTotal(page, token);
  const superQueryParams = encodeURIComponent(JSON.stringify([{ field: 'sex', rule: 'eq', val: '2', type: 'list', dbType: 'string' }]));
  const women = await serverTotal(page, token, { superQueryParams, superQueryMatchType: 'and' });
  expect(women).toBeGreaterThan(0);
  expect(women).toBeLessThan(all);

  const list = await openQueryTab(page);
  await page.evaluate(() => localStorage.removeItem('JSuperQuerySaved_widget-demo-query'));
  await expect(list.getByText(`共 ${all} 条`)).toBeVisible();

  await list.getByRole('button', { name: /高级查询/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '高级查询构造器' });
  await expect(dialog).toBeVisible();
  await choose(page, dialog.locator('.ant-select').filter({ has: page.locator('[aria-label="查询字段"]') }), '性别');
  await choose(page, dialog.locator('.ant-select').filter({ has: page.locator('[aria-label="查询值"]') }), '女');

  await dialog.getByRole('button', { name: '保存查询条件' }).click();
  const prompt = page.locator('.ant-modal').filter({ hasText: '请输入保存的名称' });
  await prompt.getByRole('textbox').fill(SAVE_NAME);
  await prompt.getByRole('textbox').press('Enter');
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(dialog.getByTestId('saved-queries').getByText(SAVE_NAME)).toBeVisible();

  // a reload keeps the saved query (local storage) but not the query in force
  await page.reload();
  const again = await openQueryTab(page);
  await expect(again.getByText(`共 ${all} 条`)).toBeVisible();
  await expect(again.getByText('清空')).toHaveCount(0);
  await again.getByRole('button', { name: /高级查询/ }).click();
  const reopened = page.locator('.ant-modal').filter({ hasText: '高级查询构造器' });
  await reopened.getByTestId('saved-queries').getByText(SAVE_NAME).click();

  const listCall = page.waitForRequest((req) => req.url().includes('/test/jeecgDemo/list') && req.url().includes('superQueryParams'));
  await reopened.getByRole('button', { name: /^查\s*询$/ }).click();
  const sent = new URL((await listCall).url());
  expect(JSON.parse(decodeURIComponent(sent.searchParams.get('superQueryParams') ?? '')).map((c: { field: string; rule: string; val: string }) => [c.field, c.rule, c.val])).toEqual([['sex', 'eq', '2']]);

  await expect(again.getByText(`共 ${women} 条`)).toBeVisible();
  const sexes = await again.locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)').allTextContents();
  expect(sexes.length).toBeGreaterThan(0);
  expect(new Set(sexes)).toEqual(new Set(['女']));
  await expect(again.getByText('清空')).toBeVisible();
});
