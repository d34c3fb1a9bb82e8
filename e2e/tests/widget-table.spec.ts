import { test, expect, type Page, type Locator } from '@playwright/test';
import { apiToken, signIn } from './helpers';

// 组件示例 › 可编辑表格: edit a cell, add a row, save; the server answers the rows back, and a
// second tab of the page sees an edit live through the shared /vxeSocket connection.

interface Item {
  id: string;
  itemName: string | null;
  itemCode: string | null;
  quantity: number | null;
  status: string | null;
}

async function firstDemoId(page: Page, token: string): Promise<string> {
  const res = await page.request.get('/jeecg-boot/test/jeecgDemo/list', { params: { pageNo: 1, pageSize: 50, column: 'createTime', order: 'asc' }, headers: { 'X-Access-Token': token } });
  const body = await res.json();
  expect(body.success).toBe(true);
  return String(body.result.records[0].id);
}

async function items(page: Page, token: string, demoId: string): Promise<Item[]> {
  const res = await page.request.get('/jeecg-boot/test/jeecgDemo/items', { params: { demoId }, headers: { 'X-Access-Token': token } });
  const body = await res.json();
  expect(body.success).toBe(true);
  return body.result as Item[];
}

async function openTable(page: Page): Promise<Locator> {
  await page.goto('/system/widget-demo');
  await page.getByRole('tab', { name: '可编辑表格' }).click();
  const grid = page.getByTestId('table-section').locator('.ht_master');
  await expect(grid.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  return grid;
}

/** Replaces a text cell's value through Handsontable's own editor (double click, select all, type, Enter). */
async function typeInto(page: Page, cell: Locator, text: string): Promise<void> {
  await cell.dblclick();
  const editor = page.locator('textarea.handsontableInput');
  await expect(editor).toBeVisible();
  await editor.fill(text);
  await page.keyboard.press('Enter');
}

test('edits and adds editable-table rows, saves them and reads them back from the server', async ({ page, context }) => {
  await signIn(page);
  const token = await apiToken(page.request);
  const demoId = await firstDemoId(page, token);
  const before = await items(page, token, demoId);
  // 已完成 rows are disabled (not editable): edit the first open one
  const target = before.find((i) => i.status !== '已完成');
  expect(target).toBeTruthy();
  const grid = await openTable(page);

  // a second tab of the same page follows the first one's edits (realtime table sync)
  const other = await context.newPage();
  const otherGrid = await openTable(other);
  await expect(otherGrid.locator('td', { hasText: target!.itemName ?? '' }).first()).toBeVisible();

  const editedName = `E2E改${Date.now() % 100000}`;
  await typeInto(page, grid.locator('td', { hasText: target!.itemName ?? '' }).first(), editedName);
  await expect(grid.locator('td', { hasText: editedName })).toHaveCount(1);
  await expect(otherGrid.locator('td', { hasText: editedName })).toHaveCount(1, { timeout: 15_000 });

  // 新增 adds a row at the bottom; a save without its required name and code is refused by validation
  const rowsBefore = await grid.locator('tbody tr').count();
  await page.getByTestId('table-section').getByRole('button', { name: /新\s*增$/ }).click();
  await page.getByTestId('table-section').getByRole('button', { name: /保\s*存$/ }).click();
  await expect(page.getByText(/有 \d+ 行未通过校验/)).toBeVisible();

  await expect(grid.locator('tbody tr')).toHaveCount(rowsBefore + 1);
  const lastRow = grid.locator('tbody tr').last();
  await expect(lastRow.locator('td.et-invalid').first()).toBeVisible();
  const nameCell = lastRow.locator('td.et-col-input').nth(0);
  const codeCell = lastRow.locator('td.et-col-input').nth(1);
  const code = `P9${String(Date.now() % 1000000).padStart(6, '0')}`;
  await typeInto(page, nameCell, 'E2E新增');
  await typeInto(page, codeCell, code);
  // number cells keep only a number: letters are reverted while typing
  const qtyCell = lastRow.locator('td.et-col-inputNumber').first();
  await qtyCell.dblclick();
  await page.keyboard.type('12a.5');
  await page.keyboard.press('Enter');
  await expect(qtyCell).toHaveText('12.5');

  await page.getByTestId('table-section').getByRole('button', { name: /保\s*存$/ }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();

  const after = await items(page, token, demoId);
  expect(after.find((i) => i.id === target!.id)?.itemName).toBe(editedName);
  const added = after.find((i) => i.itemCode === code);
  expect(added).toMatchObject({ itemName: 'E2E新增', quantity: 12.5 });
  expect(after).toHaveLength(before.length + 1);

  // reload: the saved rows come back from the server
  await page.reload();
  const again = await openTable(page);
  await expect(again.locator('td', { hasText: editedName })).toHaveCount(1);
  await other.close();
});
