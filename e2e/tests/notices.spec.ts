import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

/** Creates and publishes an announcement to the seeded viewer; answers its title. */
async function publishToViewer(request: APIRequestContext, title: string): Promise<string> {
  const token = await apiToken(request);
  const headers = { 'X-Access-Token': token };
  const add = await request.post('/jeecg-boot/sys/annountCement/add', {
    headers, data: { titile: title, msgContent: `<p>${title} 的正文</p>`, priority: 'H', msgCategory: '1', msgType: 'USER', userIds: 'user_viewer' },
  });
  const id = (await add.json()).result.id as string;
  const release = await request.get(`/jeecg-boot/sys/annountCement/doReleaseData?id=${id}`, { headers });
  expect((await release.json()).success).toBe(true);
  return title;
}

/** The bell's badge number (0 when antd hides the badge). */
function badgeCount(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.querySelector('[data-testid=notice-bell] .ant-scroll-number')?.getAttribute('title') ?? 0));
}

/** Signs in and waits for the bell's first load. */
async function signInAndLoad(page: Page, username: string): Promise<void> {
  const loaded = page.waitForResponse(/annountCement\/listByUser/);
  await signIn(page, username);
  await loaded;
}

test.describe('notice bell (console-spec §2.3, §4)', () => {
  test('a published announcement reaches the bell within a second over the websocket; opening it drops the badge', async ({ page, request }) => {
    await signInAndLoad(page, 'viewer');
    const before = await badgeCount(page);
    const title = await publishToViewer(request, `即时通知 ${Date.now()}`);
    const sent = Date.now();
    await expect.poll(() => badgeCount(page), { timeout: 1000, intervals: [50] }).toBe(before + 1);
    expect(Date.now() - sent).toBeLessThan(1000);
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-popover').getByText(title).click();
    await expect(page.getByTestId('notice-detail').getByText(`${title} 的正文`)).toBeVisible();
    await expect.poll(() => badgeCount(page)).toBe(before);
  });

  test('with the websocket blocked, polling shows it within 6 s', async ({ page, request }) => {
    await page.routeWebSocket(/\/websocket\//, (ws) => ws.close());
    await signInAndLoad(page, 'viewer');
    const before = await badgeCount(page);
    await publishToViewer(request, `轮询通知 ${Date.now()}`);
    await expect.poll(() => badgeCount(page), { timeout: 6500, intervals: [200] }).toBe(before + 1);
  });

  test('查看更多 opens 我的消息 with read and unread notices, and 全部标注已读 clears the badge', async ({ page }) => {
    await signInAndLoad(page, 'viewer');
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-popover').getByText('查看更多').first().click();
    await expect(page).toHaveURL(/\/isps\/userAnnouncement/);
    await expect(page.locator('.ant-table').getByText('车载终端固件升级安排')).toBeVisible();
    await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
    await page.getByRole('button', { name: '全部标注已读' }).click();
    await expect.poll(() => badgeCount(page)).toBe(0);
  });
});
