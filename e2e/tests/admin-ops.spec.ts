import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

const DEMO_JOB = 'job_demo_echo_1';

/** Calls a GET of the ops API as admin and answers the envelope. */
async function adminGet(request: APIRequestContext, path: string): Promise<{ success: boolean; result: { total?: number } }> {
  const token = await apiToken(request);
  const res = await request.get(`/jeecg-boot${path}`, { headers: { 'X-Access-Token': token } });
  return res.json();
}

/** Confirms the open antd Popconfirm / Modal (buttons 确 定). */
async function confirmPopup(page: Page): Promise<void> {
  await page.locator('.ant-popconfirm:visible, .ant-modal-confirm:visible').getByRole('button', { name: /确\s*定/ }).click();
}

/** The total (共 N 条) of the history drawer's table. */
async function historyTotal(page: Page): Promise<number> {
  const text = await page.locator('.ant-drawer').getByText(/共 \d+ 条/).textContent().catch(() => null);
  return Number(/共 (\d+) 条/.exec(text ?? '')?.[1] ?? 0);
}

test.describe('system administration: scheduled jobs and online users (issue 5)', () => {
  test('定时任务: start the 5-second demo job, its history shows a cron run within 12 s, stop it', async ({ page, request }) => {
    await adminGet(request, `/sys/quartzJob/pause?id=${DEMO_JOB}`);
    const before = (await adminGet(request, `/sys/quartzJob/log/list?jobId=${DEMO_JOB}&pageSize=1`)).result.total ?? 0;
    try {
      await signIn(page, 'admin');
      await page.goto('/system/quartzJob');
      const actions = page.getByTestId(`job-actions-${DEMO_JOB}`);
      await actions.getByText('启动').click();
      await confirmPopup(page);
      await expect(page.getByText('启动定时任务成功')).toBeVisible();
      await expect(actions.getByText('停止')).toBeVisible();

      await actions.getByText('执行历史').click();
      await expect(page.getByTestId('job-history-table')).toBeVisible();
      await expect.poll(() => historyTotal(page), { timeout: 12_000, intervals: [500] }).toBeGreaterThan(before);
      await expect(page.getByTestId('job-history-table').getByText('定时').first()).toBeVisible();
      await expect(page.getByTestId('job-history-table').getByText('示例任务参数').first()).toBeVisible();
      await page.locator('.ant-drawer').getByRole('button', { name: /close|关闭/i }).click();

      await actions.getByText('停止').click();
      await confirmPopup(page);
      await expect(page.getByText('停止定时任务成功')).toBeVisible();
      await expect(actions.getByText('启动')).toBeVisible();
    } finally {
      await adminGet(request, `/sys/quartzJob/pause?id=${DEMO_JOB}`);
    }
  });

  test('在线用户: the admin kicks the viewer, whose idle page lands on the login page through its closed socket', async ({ browser }) => {
    const viewerContext = await browser.newContext();
    const adminContext = await browser.newContext();
    try {
      const viewer = await viewerContext.newPage();
      await signIn(viewer, 'viewer');
      // the bell's 6 s poll cannot tell the viewer: only the notice socket's 4001 close can
      await viewer.route('**/sys/annountCement/listByUser**', (route) => route.abort());
      const admin = await adminContext.newPage();
      await signIn(admin, 'admin');
      await admin.goto('/system/onlineUser');
      const table = admin.getByTestId('online-user-table');
      await expect(table.getByText('当前会话')).toBeVisible();
      await admin.getByPlaceholder('请输入用户账号').fill('viewer');
      await admin.getByRole('button', { name: /查\s*询/ }).click();
      // every live viewer session (earlier tests may have left some) is kicked
      await expect(table.getByTestId('kick-viewer').first()).toBeVisible();
      while (await table.getByTestId('kick-viewer').count()) {
        const left = await table.getByTestId('kick-viewer').count();
        await table.getByTestId('kick-viewer').first().click();
        await confirmPopup(admin);
        await expect(table.getByTestId('kick-viewer')).toHaveCount(left - 1);
      }
      await expect(viewer).toHaveURL(/\/user\/login/, { timeout: 10_000 });
      await expect(admin).toHaveURL(/\/system\/onlineUser/);
    } finally {
      await viewerContext.close();
      await adminContext.close();
    }
  });
});
