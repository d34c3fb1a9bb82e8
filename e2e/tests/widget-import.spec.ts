import { createRequire } from 'node:module';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

// 组件示例 › 上传与导入: import an xlsx with one bad row (code 201 warning with the error file
// link, the error file names the bad row), then a good file whose rows show up in the list.

// SheetJS as shared-widgets has it (the e2e package does not depend on it itself)
const XLSX = createRequire(path.join(__dirname, '../../shared-widgets/package.json'))('xlsx');

const HEADER = ['名称', '性别', '年龄', '生日', '邮箱', '手机号', '是否启用', '编号', '备注'];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), '示例');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function openUploadTab(page: Page) {
  await page.goto('/system/widget-demo');
  await page.getByRole('tab', { name: '上传与导入' }).click();
  const card = page.getByTestId('import-export-demo');
  await expect(card.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  return card;
}

async function importFile(page: Page, name: string, data: Buffer, validate: boolean) {
  await page.getByTestId('import-export-demo').getByRole('button', { name: /导\s*入$/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '导入EXCEL' });
  await expect(dialog).toBeVisible();
  const toggle = dialog.getByRole('switch', { name: '是否开启校验' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  if (validate) await toggle.click();
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: XLSX_MIME, buffer: data });
  await expect(dialog.getByText(name)).toBeVisible();
  await dialog.getByRole('button', { name: /开始上传/ }).click();
}

async function searchName(page: Page, text: string) {
  const box = page.getByTestId('import-export-demo').getByLabel('名称包含');
  await box.fill(text);
  await box.press('Enter');
}

test('an xlsx with one bad row answers 201 with the error file; a good file adds its rows to the list', async ({ page }) => {
  const stamp = Date.now();
  const prefix = `E2E导入${stamp}`;
  await signIn(page);
  const card = await openUploadTab(page);

  const mixed = workbook([
    [`${prefix}甲`, '男', 31, '1994-03-02', 'jia@example.com', '13800138001', '是', `E2E${stamp}A`, '好行'],
    [`${prefix}乙`, '女', 28, '1997-08-09', 'yi@example.com', '12345', '否', `E2E${stamp}B`, '手机号错误'],
  ]);
  await importFile(page, '一行错误.xlsx', mixed, true);
  const warning = page.locator('.ant-modal-confirm').filter({ hasText: '导入成功,但是有错误数据!' });
  await expect(warning).toBeVisible();
  const link = warning.getByRole('link', { name: /点击下载/ });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/jeecg-boot\/sys\/common\/static\/.+\.xlsx$/);
  const errorFile = await page.request.get(href!);
  expect(errorFile.ok()).toBe(true);
  const errorBook = XLSX.read(await errorFile.body(), { type: 'buffer' });
  const errorRows: Record<string, string>[] = XLSX.utils.sheet_to_json(errorBook.Sheets[errorBook.SheetNames[0]], { defval: '' });
  expect(errorRows).toHaveLength(1);
  expect(errorRows[0]['名称']).toBe(`${prefix}乙`);
  expect(errorRows[0]['错误信息']).toContain('请输入正确手机号');
  await warning.getByRole('button').last().click();
  await expect(page.getByRole('dialog').filter({ hasText: '导入EXCEL' })).toHaveCount(0);

  await searchName(page, prefix);
  await expect(card.getByText(`${prefix}甲`)).toBeVisible();
  await expect(card.getByText(`${prefix}乙`)).toHaveCount(0);

  const good = workbook([
    [`${prefix}丙`, '女', 40, '1985-01-20', 'bing@example.com', '13900139002', '是', `E2E${stamp}C`, ''],
    [`${prefix}丁`, '男', 22, '2003-11-30', 'ding@example.com', '15800158003', '否', `E2E${stamp}D`, ''],
  ]);
  await importFile(page, '全部正确.xlsx', good, true);
  await expect(page.getByText('文件导入成功！数据行数：2')).toBeVisible();
  await searchName(page, prefix);
  for (const suffix of ['甲', '丙', '丁']) await expect(card.getByText(`${prefix}${suffix}`)).toBeVisible();
  await expect(card.locator('tbody tr.ant-table-row')).toHaveCount(3);

  // leave the demo data as it was
  const token = await apiToken(page.request);
  const listed = await (await page.request.get('/jeecg-boot/test/jeecgDemo/list', { params: { name: `*${prefix}*`, pageSize: 50 }, headers: { 'X-Access-Token': token } })).json();
  const ids = (listed.result.records as { id: string }[]).map((r) => r.id).join(',');
  const removed = await page.request.delete('/jeecg-boot/test/jeecgDemo/deleteBatch', { params: { ids }, headers: { 'X-Access-Token': token } });
  expect(removed.ok()).toBe(true);
});
