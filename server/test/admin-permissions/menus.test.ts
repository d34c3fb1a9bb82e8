import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { addRole, addUser, okBody, otherTenantAdmin, refusedWith, send } from './helpers.js';

jest.setTimeout(120000);

type Node = { id: string; name: string; children?: Node[]; [k: string]: unknown };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe.each(DATABASES)('menus and data rules on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 2 });
    [admin, viewer] = [await t.login('admin'), await t.login('viewer')];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the menu tree with the seeded pages of this slice, their buttons and JeecgBoot fields', async () => {
    const tree: Node[] = (await okBody(t, 'GET', '/sys/permission/list', admin)).result;
    const system = tree.find((n) => n.id === 'perm_system') as Node;
    const role = system.children?.find((n) => n.id === 'perm_role') as Node;
    expect(role).toMatchObject({ name: '角色管理', url: '/system/role', component: 'system/RoleList', componentName: 'RoleList', menuType: 1, route: true, isLeaf: false });
    expect(role.children?.map((c) => c.perms)).toEqual(['system:role:list', 'system:role:add', 'system:role:edit', 'system:role:delete', 'system:role:authorize']);
    const found: Node[] = (await okBody(t, 'GET', `/sys/permission/list?name=${encodeURIComponent('部门')}`, admin)).result;
    expect(flatten(found).map((n) => n.name)).toEqual(expect.arrayContaining(['系统管理', '部门管理', '我的部门']));
    expect(flatten(found).some((n) => n.name === '角色管理')).toBe(false);
    const top: Node[] = (await okBody(t, 'GET', '/sys/permission/getSystemMenuList', admin)).result;
    expect(top.map((n) => n.id)).toContain('perm_system');
    expect(top.every((n) => !n.children)).toBe(true);
    const batch = (await okBody(t, 'GET', '/sys/permission/getSystemSubmenuBatch?parentIds=perm_role,perm_depart', admin)).result;
    expect(batch.perm_role).toHaveLength(5);
    expect(batch.perm_depart.map((n: Node) => n.perms)).toContain('system:depart:add');
    const tree2 = (await okBody(t, 'GET', '/sys/role/queryTreeList', admin)).result;
    expect(tree2.ids).toContain('perm_btn_role_authorize');
    expect(tree2.treeList.find((n: Node) => n.key === 'perm_system')).toMatchObject({ title: '系统管理', isLeaf: false });
  });

  it('adds, edits and deletes menus and buttons; the next getUserPermissionByToken reflects every change', async () => {
    const add = await okBody(t, 'POST', '/sys/permission/add', admin, {
      name: '外部文档', menuType: 1, parentId: 'perm_system', url: 'https://docs.example.com/manual', component: 'layouts/IframePageView',
      componentName: 'ExternalDoc', icon: 'read', sortNo: 70, keepAlive: 1, internalOrExternal: false, hideTab: true,
    });
    expect(add.message).toBe('添加成功！');
    const id = add.result.id;
    const button = (await okBody(t, 'POST', '/sys/permission/add', admin, { name: '文档导出', menuType: 2, parentId: id, perms: 'doc:manual:export', permsType: '1' })).result.id;
    // not granted yet: not in the admin's menu
    let perms = (await okBody(t, 'GET', '/sys/permission/getUserPermissionByToken', admin)).result;
    expect(flatten(perms.menu).some((n: Node) => n.id === id)).toBe(false);
    expect(perms.allAuth.map((a: { action: string }) => a.action)).toContain('doc:manual:export');
    await okBody(t, 'POST', '/sys/permission/saveRolePermission', admin, { roleId: 'role_admin', permissionIds: `${id},${button}`, lastpermissionIds: '' });
    perms = (await okBody(t, 'GET', '/sys/permission/getUserPermissionByToken', admin)).result;
    const node = flatten(perms.menu).find((n: Node) => n.id === id) as Node;
    expect(node).toMatchObject({ path: 'https://docs.example.com/manual', component: 'layouts/IframePageView', meta: { title: '外部文档', keepAlive: true, url: 'https://docs.example.com/manual', hideTab: true } });
    expect(perms.auth.map((a: { action: string }) => a.action)).toContain('doc:manual:export');

    const edit = await okBody(t, 'PUT', '/sys/permission/edit', admin, {
      id, name: '使用手册', menuType: 1, parentId: 'perm_system', url: '/system/manual', component: 'system/Manual', hidden: true, route: '0',
    });
    expect(edit.message).toBe('编辑成功!');
    perms = (await okBody(t, 'GET', '/sys/permission/getUserPermissionByToken', admin)).result;
    expect(flatten(perms.menu).find((n: Node) => n.id === id)).toMatchObject({ path: '/system/manual', route: '0', hidden: true, meta: { title: '使用手册' } });

    const del = await okBody(t, 'DELETE', `/sys/permission/delete?id=${id}`, admin);
    expect(del).toMatchObject({ message: '删除成功!', result: { count: 2 } });
    perms = (await okBody(t, 'GET', '/sys/permission/getUserPermissionByToken', admin)).result;
    expect(flatten(perms.menu).some((n: Node) => n.id === id)).toBe(false);
    expect(perms.allAuth.map((a: { action: string }) => a.action)).not.toContain('doc:manual:export');
    expect((await t.database.db.selectFrom('sys_role_permission').select('role_id').where('permission_id', 'in', [id, button]).execute())).toEqual([]);
  });

  it('refuses bad menus with Chinese 400s: scripts as urls, bad codes, cycles, duplicates', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ name: '', menuType: 1, parentId: 'perm_system', url: '/x', component: 'x/Y' }, /菜单名称不能为空/],
      [{ name: 'x', menuType: 1, parentId: 'perm_system', url: 'javascript:alert(1)', component: 'x/Y' }, /访问路径/],
      [{ name: 'x', menuType: 1, parentId: 'perm_system', url: '/x', component: '../../etc/passwd"' }, /前端组件格式不正确/],
      [{ name: 'x', menuType: 1, url: '/x', component: 'x/Y' }, /上级菜单不能为空/],
      [{ name: 'x', menuType: 2, parentId: 'perm_system', perms: "a' or 1=1" }, /授权标识/],
      [{ name: 'x', menuType: 2, parentId: 'perm_btn_role_add', perms: 'a:b' }, /按钮不能作为上级菜单/],
      [{ name: 'x', menuType: 7, url: '/x' }, /菜单类型不正确/],
      [{ name: 'x', menuType: 1, parentId: 'perm_system', url: '/system/role', component: 'x/Y' }, /访问路径不允许重复/],
      [{ name: 'x', menuType: 1, parentId: 'nope', url: '/x2', component: 'x/Y' }, /上级菜单不存在/],
    ];
    for (const [body, message] of bad) expect(await refusedWith(t, 400, 'POST', '/sys/permission/add', admin, body)).toMatch(message);
    expect(await refusedWith(t, 400, 'PUT', '/sys/permission/edit', admin, { id: 'perm_system', name: '系统管理', menuType: 1, parentId: 'perm_role', url: '/system', component: 'layouts/RouteView' }))
      .toMatch(/上级菜单不能是自己或自己的下级/);
    expect(await refusedWith(t, 404, 'PUT', '/sys/permission/edit', admin, { id: 'nope', name: 'x', menuType: 0, url: '/nope' })).toBe('未找到菜单');
    expect((await send(t, 'GET', '/sys/permission/checkPermDuplication?url=/system/role', admin)).json()).toMatchObject({ success: false, message: '访问路径不允许重复，请重定义！' });
    expect((await send(t, 'GET', '/sys/permission/checkPermDuplication?url=/system/role&id=perm_role', admin)).json().success).toBe(true);
  });

  it('refuses menu calls without the buttons, and menu writes from another tenant', async () => {
    for (const [method, url, body] of [
      ['GET', '/sys/permission/list', undefined],
      ['GET', '/sys/permission/queryTreeList', undefined],
      ['POST', '/sys/permission/add', { name: 'x', menuType: 0, url: '/x' }],
      ['PUT', '/sys/permission/edit', { id: 'perm_system' }],
      ['DELETE', '/sys/permission/delete?id=perm_system', undefined],
      ['POST', '/sys/permission/addPermissionRule', { permissionId: 'perm_fleet_cars' }],
    ] as const) {
      expect(await refusedWith(t, 403, method, url, viewer, body)).toBe('无权限访问');
    }
    const other = await otherTenantAdmin(t);
    expect((await okBody(t, 'GET', '/sys/permission/list', other)).result.length).toBeGreaterThan(0);
    expect(await refusedWith(t, 403, 'POST', '/sys/permission/add', other, { name: 'x', menuType: 0, url: '/t2' })).toBe('菜单为全平台共用，只有平台租户可以修改');
    expect(await refusedWith(t, 403, 'DELETE', '/sys/permission/delete?id=perm_fleet', other)).toBe('菜单为全平台共用，只有平台租户可以修改');
    expect(await refusedWith(t, 403, 'POST', '/sys/permission/addPermissionRule', other, { permissionId: 'perm_fleet_cars', ruleName: 'x', ruleColumn: 'carNum', ruleConditions: '=', ruleValue: 'x' }))
      .toBe('菜单为全平台共用，只有平台租户可以修改');
  });

  it('a non-admin menu editor may only touch what they hold: no foreign codes, no rule-off buttons, no top menus', async () => {
    const editor = await addRole(t, 'menu_editor', ['perm_system', 'perm_permission', 'perm_btn_permission_list', 'perm_btn_permission_add', 'perm_btn_permission_edit', 'perm_btn_permission_delete', 'perm_fleet', 'perm_fleet_cars', 'perm_btn_car_export']);
    await addUser(t, { username: 'menu_editor', roleIds: [editor], departIds: ['dep_A01A01'] });
    const token = await t.login('menu_editor');
    expect(await refusedWith(t, 403, 'POST', '/sys/permission/add', token, { name: '越权按钮', menuType: 2, parentId: 'perm_fleet_cars', perms: 'system:role:authorize' })).toBe('不能授予自己没有的权限');
    expect(await refusedWith(t, 403, 'POST', '/sys/permission/add', token, { name: '公开导出', menuType: 2, parentId: 'perm_fleet_cars', perms: 'fleet:car:export', status: '0' })).toMatch(/只有管理员可以把按钮设为无效/);
    expect(await refusedWith(t, 403, 'POST', '/sys/permission/add', token, { name: '新目录', menuType: 0, url: '/editor-top' })).toBe('只有管理员可以新增一级菜单');
    expect(await refusedWith(t, 403, 'PUT', '/sys/permission/edit', token, { id: 'perm_btn_car_export', name: '导出车辆', menuType: 2, parentId: 'perm_fleet_cars', perms: 'system:role:authorize' })).toBe('不能授予自己没有的权限');
    expect(await refusedWith(t, 403, 'PUT', '/sys/permission/edit', token, { id: 'perm_btn_car_delete', name: '删除车辆', menuType: 2, parentId: 'perm_fleet_cars', perms: 'fleet:car:delete' })).toBe('不能授予自己没有的权限');
    expect(await refusedWith(t, 403, 'DELETE', '/sys/permission/delete?id=perm_fleet', token)).toBe('不能授予自己没有的权限');
    const own = await okBody(t, 'POST', '/sys/permission/add', token, { name: '导出副本', menuType: 2, parentId: 'perm_fleet_cars', perms: 'fleet:car:export' });
    await okBody(t, 'DELETE', `/sys/permission/delete?id=${own.result.id}`, admin);
  });

  it('manages the data rules of a menu: fields from its list, no SQL rules, known variables only', async () => {
    const meta = (await okBody(t, 'GET', '/sys/permission/dataRuleMeta?permissionId=perm_fleet_cars', admin)).result;
    expect(meta.target).toEqual({ key: 'car', label: '车辆列表' });
    expect(meta.fields.map((f: { value: string }) => f.value)).toEqual(expect.arrayContaining(['carNum', 'departId', 'speedLimit']));
    expect(meta.variables.map((v: { value: string }) => v.value)).toContain('#{sys_org_code}');
    const added = await okBody(t, 'POST', '/sys/permission/addPermissionRule', admin, {
      permissionId: 'perm_fleet_cars', ruleName: '限速不超过60', ruleColumn: 'speedLimit', ruleConditions: '<=', ruleValue: '60', status: '1',
    });
    expect(added.message).toBe('添加成功！');
    const rules = (await okBody(t, 'GET', '/sys/permission/getPermRuleListByPermId?permissionId=perm_fleet_cars', admin)).result;
    expect(rules).toEqual([expect.objectContaining({ id: added.result.id, ruleName: '限速不超过60', ruleConditions: '<=', ruleConditions_dictText: '小于等于', status_dictText: '有效' })]);
    expect((await okBody(t, 'GET', '/sys/permission/queryPermissionRule?permissionId=perm_fleet_cars&ruleName=60', admin)).result).toHaveLength(1);
    expect((await okBody(t, 'GET', '/sys/permission/queryPermissionRule?permissionId=perm_fleet_cars&ruleName=zzz', admin)).result).toHaveLength(0);
    const tree = (await okBody(t, 'GET', '/sys/permission/queryTreeList', admin)).result;
    const cars = flatten(tree.treeList.map((n: Node) => ({ ...n, id: n.key as string }))).find((n) => n.key === 'perm_fleet_cars');
    expect(cars?.ruleFlag).toBe(1);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ ruleColumn: 'password_hash' }, /规则字段不在该菜单列表的可选字段内/],
      [{ ruleColumn: 'carNum; drop table sys_user' }, /规则字段格式不正确/],
      [{ ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' }, /不支持自定义SQL规则/],
      [{ ruleConditions: 'BETWEEN' }, /条件规则不正确/],
      [{ ruleValue: '#{sys_password}' }, /系统变量不存在/],
      [{ ruleName: '' }, /规则名称不能为空/],
    ];
    for (const [patch, message] of bad) {
      const body = { permissionId: 'perm_fleet_cars', ruleName: 'x', ruleColumn: 'carNum', ruleConditions: '=', ruleValue: 'x', ...patch };
      expect(await refusedWith(t, 400, 'POST', '/sys/permission/addPermissionRule', admin, body)).toMatch(message);
    }
    expect(await refusedWith(t, 400, 'POST', '/sys/permission/addPermissionRule', admin, { permissionId: 'perm_btn_car_add', ruleName: 'x', ruleColumn: 'a', ruleConditions: '=', ruleValue: 'x' }))
      .toBe('数据规则只能配置在菜单上');
    const edit = await okBody(t, 'PUT', '/sys/permission/editPermissionRule', admin, { id: added.result.id, ruleName: '限速不超过70', ruleColumn: 'speedLimit', ruleConditions: '<=', ruleValue: '70', status: '0' });
    expect(edit.message).toBe('编辑成功!');
    expect((await okBody(t, 'GET', '/sys/permission/getPermRuleListByPermId?permissionId=perm_fleet_cars', admin)).result[0]).toMatchObject({ ruleValue: '70', status: '0', status_dictText: '无效' });
    expect((await okBody(t, 'DELETE', `/sys/permission/deletePermissionRule?id=${added.result.id}`, admin)).message).toBe('删除成功!');
    expect(await refusedWith(t, 404, 'DELETE', `/sys/permission/deletePermissionRule?id=${added.result.id}`, admin)).toBe('未找到数据规则');
  });
});
