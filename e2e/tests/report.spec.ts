import { createRequire } from 'node:module';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { signIn } from './helpers';

// SheetJS as shared-widgets has it (the e2e package does not depend on it itself)
const XLSX = createRequire(path.join(__dirname, '../../shared-widgets/package.json'))('xlsx');

test('a report page from the menu queries, charts and exports an xlsx holding the rows shown', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('menu').first();
  await menu.getByText('车辆监控').click();
  await menu.getByText('报表统计').click();
  await menu.getByText('状态查询').click();
  await expect(page).toHaveURL(/\/fleet\/report\/status_query/);
  const report = page.getByTestId('report-page');
  await expect(report).toBeVisible();
  const table = page.getByTestId('report-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(table.locator('thead th').filter({ hasText: '速度(km/h)' })).toHaveCount(1);
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();

  const shown = await table.locator('tbody tr.ant-table-row').evaluateAll((rows) => rows.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
  const headers = await table.locator('thead th').allTextContents();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^状态查询_\d{14}\.xlsx$/);
  const book = XLSX.readFile(await download.path());
  const sheet: string[][] = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1, defval: '', raw: false });
  expect(sheet[0]).toEqual(headers);
  // plates and departments of every row shown are in the file, in the same order (live figures may move between the two reads)
  const key = (r: string[]) => `${r[0]}|${r[1]}`;
  expect(sheet.slice(1, 1 + shown.length).map(key)).toEqual(shown.map(key));
});
