import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, signIn } from './helpers';

// issue 5 main e2e: an administrator creates a role with some menus and buttons on 角色管理 and a
// user with that role; signed in as that user only those menus show, the guarded button is absent,
// and the same call made through the API with their token is refused by the server (403, code 510).

const PASSWORD = 'Passw0rd1';

/** The checkbox of the authorisation tree node titled exactly `title`. */
function treeNode(page: Page, drawer: Locator, title: string): Locator {
  return drawer.locator('.ant-tree-treenode').filter({ has: page.getByText(title, { exact: true }) }).locator('.ant-tree-checkbox');
}

test('a role with 车辆列表 and its export button: only those menus, no delete button, the server refuses the delete', async ({ page, browser, request }) => {
  const stamp = Date.now().toString(36);
  const roleName = `车辆导出员${stamp}`;
  const roleCode = `exporter_${stamp}`;
  const username = `e2e_${stamp}`.slice(0, 18);

  await signIn(page, 'admin');
  await page.goto('/system/role');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const form = page.locator('.ant-modal').filter({ hasText: '新增角色' });
  await form.getByPlaceholder('请输入角色名称').fill(roleName);
  await form.getByPlaceholder('请输入角色编码').fill(roleCode);
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();

  await page.locator('tr').filter({ hasText: roleCode }).getByText('授权', { exact: true }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '角色权限配置' });
  await expect(treeNode(page, drawer, '导出车辆')).toBeVisible();
  for (const title of ['首页', '车辆监控', '车辆列表', '导出车辆']) await treeNode(page, drawer, title).click();
  await drawer.getByRole('button', { name: '保存并关闭' }).click();
  await expect(page.getByText('保存成功！')).toBeVisible();

  const admin = { 'X-Access-Token': await apiToken(request) };
  const roles = await (await request.get('/jeecg-boot/sys/role/list', { params: { roleCode }, headers: admin })).json();
  const roleId = roles.result.records[0].id as string;
  const granted = await (await request.get('/jeecg-boot/sys/permission/queryRolePermission', { params: { roleId }, headers: admin })).json();
  expect(granted.result.sort()).toEqual(['perm_btn_car_export', 'perm_dashboard', 'perm_fleet', 'perm_fleet_cars']);
  const added = await request.post('/jeecg-boot/sys/user/add', {
    headers: admin,
    data: { username, realname: `导出员${stamp}`, password: PASSWORD, confirmPassword: PASSWORD, selectedroles: roleId, selecteddeparts: 'dep_A01A01' },
  });
  expect((await added.json()).success).toBe(true);

  const context = await browser.newContext();
  try {
    const mine = await context.newPage();
    await signIn(mine, username, PASSWORD);
    const menu = mine.getByRole('menu').first();
    await expect(menu.getByText('车辆监控')).toBeVisible();
    for (const hidden of ['系统管理', '组件示例', '角色管理']) await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
    await menu.getByText('车辆监控').click();
    await expect(menu.getByText('车辆列表')).toBeVisible();
    for (const hidden of ['地图监控', '轨迹回放', '组织管理']) await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
    await menu.getByText('车辆列表').click();
    const list = mine.getByTestId('car-list');
    await expect(list.locator('.ant-table-row').first()).toBeVisible();
    await expect(list.getByRole('button', { name: /导\s*出/ })).toBeVisible();
    await expect(list.getByRole('button', { name: '批量删除' })).toHaveCount(0);
    await expect(list.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
    await expect(list.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);

    const token = { 'X-Access-Token': await apiToken(request, username, PASSWORD) };
    const cars = await (await request.post('/jeecg-boot/api/car/queryList', { headers: token, data: { pageNo: 1, pageSize: 1 } })).json();
    const carId = cars.result.records[0].id as string;
    const refused = await request.post('/jeecg-boot/api/car/delete', { headers: token, data: { id: carId } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: 510 });
    expect((await request.get('/jeecg-boot/api/car/exportXls', { headers: token })).status()).toBe(200);
    const escalate = await request.post('/jeecg-boot/sys/permission/saveRolePermission', { headers: token, data: { roleId, permissionIds: 'perm_btn_car_delete' } });
    expect(escalate.status()).toBe(403);
    expect(await escalate.json()).toMatchObject({ success: false, code: 510 });
  } finally {
    await context.close();
  }
  await request.delete('/jeecg-boot/sys/role/delete', { params: { id: roleId }, headers: admin });
});

test('菜单管理, 部门管理 and 我的部门 load their trees and panels for an administrator', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/system/permission');
  const cars = page.locator('tr').filter({ has: page.getByText('车辆列表', { exact: true }) });
  await cars.getByText('数据规则', { exact: true }).click();
  const rules = page.locator('.ant-drawer').filter({ hasText: '数据规则/按钮权限配置：车辆列表' });
  await expect(rules.getByRole('button', { name: /新\s*增/ })).toBeVisible();

  await page.goto('/system/depart');
  await page.locator('.ant-tree').getByText('上海分公司', { exact: true }).click();
  await expect(page.getByPlaceholder('请输入机构/部门名称')).toHaveValue('上海分公司');
  await expect(page.locator('input#orgCode')).toHaveValue('A01A01');
  await page.getByRole('tab', { name: '部门权限' }).click();
  await expect(page.getByRole('tabpanel').locator('.ant-tree').getByText('车辆监控', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: '用户信息' }).click();
  await expect(page.getByRole('tabpanel').getByText('viewer', { exact: true })).toBeVisible();

  await page.goto('/system/myDepart');
  await page.locator('.ant-tree').getByText('杭州分公司', { exact: true }).click();
  await page.getByRole('tab', { name: '用户信息' }).click();
  await expect(page.getByRole('tabpanel').getByText('hz_operator', { exact: true })).toBeVisible();
});
