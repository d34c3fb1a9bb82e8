import { expect, test, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

/** Clicks the OK button of the open confirmation (antd modal.confirm). */
async function confirmModal(page: Page): Promise<void> {
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
}

test.describe('用户管理 (issue 5 users)', () => {
  test('the admin creates a user on the page, the user signs in; frozen from the admin session, their next call lands on the login page', async ({ browser }) => {
    const stamp = String(Date.now() % 100_000_000).padStart(8, '0');
    const username = `e2e_${stamp}`;
    const password = `Passw0rd${stamp.slice(-3)}`;
    const adminContext = await browser.newContext();
    const userContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, 'admin');
      await admin.goto('/system/user');
      await admin.getByRole('button', { name: /新\s*增/ }).click();
      const drawer = admin.locator('.ant-drawer-open');
      await drawer.getByLabel('用户账号').fill(username);
      await drawer.getByLabel('登录密码').fill(password);
      await drawer.getByLabel('确认密码').fill(password);
      await drawer.getByLabel('用户姓名').fill(`端到端${stamp.slice(-4)}`);
      await drawer.getByLabel('手机号').fill(`139${stamp}`);
      await drawer.getByLabel('角色').click();
      await admin.locator('.ant-select-dropdown:visible').getByText('只读用户', { exact: true }).click();
      await drawer.getByRole('button', { name: /保\s*存/ }).click();
      await expect(admin.getByText('添加成功！')).toBeVisible();

      const user = await userContext.newPage();
      await signIn(user, username, password);

      await admin.getByLabel('用户账号').first().fill(username);
      await admin.getByRole('button', { name: /查\s*询/ }).click();
      const row = admin.locator('.ant-table-row', { hasText: username });
      await expect(row).toHaveCount(1);
      await row.getByText('更多').click();
      await admin.locator('.ant-dropdown:visible').getByText('冻结', { exact: true }).click();
      await confirmModal(admin);
      await expect(row.getByText('冻结')).toBeVisible();

      // the user's session was revoked: the next call (the bell polls every 6 s, or a navigation) answers 401
      await user.goto('/dashboard/analysis');
      await expect(user).toHaveURL(/\/user\/login/, { timeout: 12_000 });
      await user.getByPlaceholder(/帐户名|用户名|账号/).fill(username);
      await user.getByPlaceholder(/密码/).fill(password);
      await user.getByRole('button', { name: /登\s*录/ }).click();
      await expect(user.getByText('该用户已冻结')).toBeVisible();
    } finally {
      await userContext.close();
      await adminContext.close();
    }
  });

  test('切换租户: a user of several tenants switches in the user menu; the menu follows the tenant, one without menus is refused', async ({ page, request }) => {
    const stamp = String(Date.now() % 100_000_000);
    const admin = await apiToken(request);
    const headers = { 'x-access-token': admin };
    const addTenant = async (name: string, asAdmin: boolean) => {
      const added = await (await request.post('/jeecg-boot/sys/tenant/add', { headers, data: { name } })).json();
      expect(added.success).toBe(true);
      const joined = await (await request.post('/jeecg-boot/sys/tenant/invitationUserJoin', { headers, data: { tenantId: added.result.id, usernames: 'viewer', admin: asAdmin } })).json();
      expect(joined.success).toBe(true);
      return added.result.id as number;
    };
    await addTenant(`无权租户${stamp}`, false);
    const managed = await addTenant(`管理租户${stamp}`, true);

    await signIn(page, 'viewer');
    const sider = page.locator('.ant-layout-sider');
    await expect(sider.getByText('系统管理')).toHaveCount(0);
    const choose = async (name: string) => {
      await page.getByTestId('user-menu').hover();
      await page.locator('.ant-dropdown:visible').getByText('切换租户').click();
      const dialog = page.locator('.ant-modal', { hasText: '租户切换' });
      await dialog.locator('.ant-select').click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(name).click();
      await dialog.getByRole('button', { name: /确\s*认/ }).click();
      return dialog;
    };
    const refused = await choose(`无权租户${stamp}`);
    await expect(refused.getByText('您在该租户下没有任何菜单权限，无法切换')).toBeVisible();
    await refused.locator('.ant-modal-footer').getByRole('button', { name: /关\s*闭/ }).click();

    await choose(`管理租户${stamp}`);
    await expect(page).toHaveURL(/\/dashboard\/analysis/);
    await expect(sider.getByText('系统管理')).toBeVisible({ timeout: 15_000 });
    // the tenant-id header of every call now names that tenant
    expect(JSON.parse(await page.evaluate(() => localStorage.getItem('TENANT_ID') ?? 'null'))).toMatchObject({ value: managed });
  });
});
