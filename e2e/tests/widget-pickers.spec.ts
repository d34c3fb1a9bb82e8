import { test, expect, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

// 组件示例 › 选择器: fill a form through the pickers (a popup row, a user picked through
// 根据部门选择用户, a department, an area), save it as a demo record, and re-read it from the server.
// The form of the 表单与选择器 tab is helper B4's; this suite uses the pickers' own save form.

interface Demo {
  id: string;
  name: string;
  phone: string | null;
  userNames: string | null;
  departIds: string | null;
  areaCode: string | null;
  enabled: string;
  orderNumCode: string | null;
}

async function readDemo(page: Page, id: string): Promise<Demo> {
  const token = await apiToken(page.request);
  const res = await page.request.get('/jeecg-boot/test/jeecgDemo/queryById', { params: { id }, headers: { 'X-Access-Token': token } });
  const body = await res.json();
  expect(body.success).toBe(true);
  return body.result as Demo;
}

test('pickers fill a form that is saved and read back from the server', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/system/widget-demo');
  await page.getByRole('tab', { name: '选择器', exact: true }).click();
  const form = page.getByTestId('picker-save-demo');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.getByTestId('auto-number')).toHaveValue(/^DD\d{12}$/);

  // a popup row: name and phone of a report_user row
  await form.getByTestId('popup-select-input').click();
  const popup = page.getByRole('dialog', { name: '用户选择' });
  await popup.getByRole('textbox', { name: '用户账号' }).fill('hz_operator');
  await popup.getByRole('button', { name: /查\s*询/ }).click();
  await expect(popup.locator('tr.ant-table-row')).toHaveCount(1);
  await popup.locator('tr.ant-table-row').first().click();
  await popup.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form.getByTestId('popup-select-input')).toHaveValue('杭州调度员');
  await expect(form.getByLabel('手机')).toHaveValue('13800138001');

  // a user through 根据部门选择用户: the department filters the table
  await form.getByTestId('user-select-input').click();
  const users = page.getByRole('dialog', { name: '根据部门选择用户' });
  await users.getByTestId('user-picker-depart-dep_A01A02').click();
  await expect(users.locator('tr.ant-table-row', { hasText: 'admin' })).toHaveCount(0);
  await users.locator('tr.ant-table-row', { hasText: 'hz_operator' }).click();
  await users.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form.getByTestId('user-select-input')).toHaveValue('杭州调度员');

  // a department through the checkable tree
  await form.getByTestId('depart-select-input').click();
  const departs = page.getByRole('dialog', { name: '选择部门' });
  await departs.getByTestId('depart-node-dep_A01A02').click();
  await departs.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form.getByTestId('depart-select-input')).toHaveValue('杭州分公司');

  // an area: 浙江省 › 杭州市 › 西湖区
  await form.getByTestId('area-cascader').click();
  for (const name of ['浙江省', '杭州市', '西湖区']) await page.locator('.ant-cascader-menu-item', { hasText: name }).first().click();
  await expect(form.getByTestId('area-cascader')).toContainText('西湖区');

  await form.getByRole('button', { name: /保\s*存/ }).click();
  const idCell = page.getByTestId('picker-saved-id');
  await expect(idCell).not.toBeEmpty();
  await expect(page.getByTestId('picker-saved-areaCode')).toHaveText('330106');

  const stored = await readDemo(page, (await idCell.textContent())!.trim());
  expect(stored).toMatchObject({
    name: '杭州调度员',
    phone: '13800138001',
    userNames: 'hz_operator',
    departIds: 'dep_A01A02',
    areaCode: '330106',
    enabled: 'N',
  });
  expect(stored.orderNumCode).toMatch(/^DD\d{12}$/);
});
