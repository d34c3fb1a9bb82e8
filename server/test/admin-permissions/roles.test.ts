import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { addUser, okBody, otherTenantAdmin, refusedWith, send } from './helpers.js';

jest.setTimeout(120000);

type MenuNode = { id: string; children?: MenuNode[] };
const menuIds = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.id, ...menuIds(n.children ?? [])]);
const ROLE_PAGE = ['perm_system', 'perm_role', 'perm_btn_role_list', 'perm_btn_role_add', 'perm_btn_role_edit', 'perm_btn_role_delete', 'perm_btn_role_authorize'];

describe.each(DATABASES)('roles on %s', (kind) => {
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

  it('adds, checks, edits and deletes roles of the tenant with JeecgBoot messages', async () => {
    const add = await okBody(t, 'POST', '/sys/role/add', admin, { roleName: '调度主管', roleCode: 'dispatch_lead', description: '调度' });
    expect(add.message).toBe('添加成功！');
    const id = add.result.id;
    expect(await refusedWith(t, 400, 'POST', '/sys/role/add', admin, { roleName: 'x', roleCode: 'dispatch_lead' })).toBe('角色编码已存在');
    expect(await refusedWith(t, 400, 'POST', '/sys/role/add', admin, { roleName: 'x', roleCode: "x' or '1'='1" })).toBe('角色编码格式不正确');
    expect(await refusedWith(t, 400, 'POST', '/sys/role/add', admin, { roleName: '', roleCode: 'y' })).toBe('角色名称不能为空');
    expect((await send(t, 'GET', '/sys/role/checkRoleCode?roleCode=dispatch_lead', admin)).json()).toMatchObject({ success: false, message: '角色编码已存在' });
    expect((await send(t, 'GET', `/sys/role/checkRoleCode?roleCode=dispatch_lead&id=${id}`, admin)).json()).toMatchObject({ success: true, message: '该值可用！' });
    const edit = await okBody(t, 'PUT', '/sys/role/edit', admin, { id, roleName: '调度组长', description: null });
    expect(edit.message).toBe('编辑成功!');
    expect((await okBody(t, 'GET', `/sys/role/queryById?id=${id}`, admin)).result).toMatchObject({ roleName: '调度组长', roleCode: 'dispatch_lead', description: null });
    expect(await refusedWith(t, 400, 'PUT', '/sys/role/edit', admin, { id, roleName: 'x', roleCode: 'other' })).toBe('角色编码不能修改');
    expect((await okBody(t, 'GET', '/sys/role/queryall', admin)).result.map((r: { roleCode: string }) => r.roleCode)).toEqual(expect.arrayContaining(['admin', 'dispatch_lead']));
    const list = (await okBody(t, 'GET', '/sys/role/list?roleName=调度组', admin)).result;
    expect(list.records.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(await refusedWith(t, 403, 'DELETE', '/sys/role/delete?id=role_admin', admin)).toBe('不能删除自己所属的角色');
    expect((await okBody(t, 'DELETE', `/sys/role/delete?id=${id}`, admin)).message).toBe('删除成功!');
    expect(await refusedWith(t, 404, 'GET', `/sys/role/queryById?id=${id}`, admin)).toBe('未找到对应角色');
  });

  it('authorises a role through the tree: a user of that role gets exactly those menus and buttons, the server refuses the rest', async () => {
    const id = (await okBody(t, 'POST', '/sys/role/add', admin, { roleName: '车辆导出员', roleCode: 'car_exporter' })).result.id;
    const grant = ['perm_fleet', 'perm_fleet_cars', 'perm_btn_car_export'];
    const saved = await okBody(t, 'POST', '/sys/permission/saveRolePermission', admin, { roleId: id, permissionIds: grant.join(','), lastpermissionIds: '' });
    expect(saved).toMatchObject({ message: '保存成功！', result: { added: 3, removed: 0 } });
    expect((await okBody(t, 'GET', `/sys/permission/queryRolePermission?roleId=${id}`, admin)).result.sort()).toEqual([...grant].sort());
    await addUser(t, { username: 'car_exporter1', departIds: ['dep_A01A01'] });
    const user = await t.database.db.selectFrom('sys_user').select('id').where('username', '=', 'car_exporter1').executeTakeFirstOrThrow();
    expect((await okBody(t, 'POST', '/sys/user/addSysUserRole', admin, { roleId: id, userIdList: [user.id] })).message).toBe('添加成功！');
    const members = (await okBody(t, 'GET', `/sys/user/userRoleList?roleId=${id}`, admin)).result;
    expect(members.records.map((r: { username: string }) => r.username)).toEqual(['car_exporter1']);
    const token = await t.login('car_exporter1');
    const perms = (await okBody(t, 'GET', '/sys/permission/getUserPermissionByToken', token)).result;
    expect(menuIds(perms.menu)).toEqual(['perm_fleet', 'perm_fleet_cars']);
    expect(perms.auth.map((a: { action: string }) => a.action)).toEqual(['fleet:car:export']);
    expect((await send(t, 'GET', '/api/car/exportXls', token)).statusCode).toBe(200);
    expect(await refusedWith(t, 403, 'POST', '/api/car/delete', token, { id: 'x' })).toBe('无权限访问');
    expect(await refusedWith(t, 403, 'POST', '/sys/role/add', token, { roleName: 'x', roleCode: 'x' })).toBe('无权限访问');

    // a second editor that started from the old tree removes the export button; the first editor's additions stay
    await okBody(t, 'POST', '/sys/permission/saveRolePermission', admin, { roleId: id, permissionIds: [...grant, 'perm_fleet_map'].join(','), lastpermissionIds: grant.join(',') });
    const second = await okBody(t, 'POST', '/sys/permission/saveRolePermission', admin, { roleId: id, permissionIds: 'perm_fleet,perm_fleet_cars', lastpermissionIds: grant.join(',') });
    expect(second.result).toEqual({ added: 0, removed: 1 });
    expect((await okBody(t, 'GET', `/sys/permission/queryRolePermission?roleId=${id}`, admin)).result.sort()).toEqual(['perm_fleet', 'perm_fleet_cars', 'perm_fleet_map']);
    expect(await refusedWith(t, 403, 'GET', '/api/car/exportXls', token)).toBe('无权限访问');
    expect(await refusedWith(t, 400, 'POST', '/sys/permission/saveRolePermission', admin, { roleId: id, permissionIds: 'perm_nope' })).toBe('所选菜单不存在或已删除');

    expect((await okBody(t, 'DELETE', `/sys/user/deleteUserRole?roleId=${id}&userId=${user.id}`, admin)).message).toBe('删除成功!');
    expect((await okBody(t, 'GET', `/sys/user/userRoleList?roleId=${id}`, admin)).result.total).toBe(0);
    expect(menuIds((await okBody(t, 'GET', '/sys/permission/getUserPermissionByToken', token)).result.menu)).toEqual([]);
  });

  it('chooses the data rules of a role per menu, only after the menu is granted', async () => {
    const rule = (await okBody(t, 'POST', '/sys/permission/addPermissionRule', admin, {
      permissionId: 'perm_fleet_cars', ruleName: '只看沪牌', ruleColumn: 'carNum', ruleConditions: 'RIGHT_LIKE', ruleValue: '沪',
    })).result.id;
    const id = (await okBody(t, 'POST', '/sys/role/add', admin, { roleName: '规则角色', roleCode: 'rule_role' })).result.id;
    expect((await okBody(t, 'GET', `/sys/role/datarule/perm_fleet_cars/${id}`, admin)).result).toMatchObject({ drChecked: '', datarule: [expect.objectContaining({ id: rule })] });
    expect(await refusedWith(t, 400, 'POST', '/sys/role/datarule', admin, { permissionId: 'perm_fleet_cars', roleId: id, dataRuleIds: rule })).toBe('请先保存角色菜单权限!');
    await okBody(t, 'POST', '/sys/permission/saveRolePermission', admin, { roleId: id, permissionIds: 'perm_fleet,perm_fleet_cars' });
    expect((await okBody(t, 'POST', '/sys/permission/saveDataRule', admin, { permissionId: 'perm_fleet_cars', roleId: id, dataRuleIds: rule })).message).toBe('保存成功！');
    expect((await okBody(t, 'GET', `/sys/permission/queryDataRule/perm_fleet_cars/${id}`, admin)).result.drChecked).toBe(rule);
    expect(await refusedWith(t, 400, 'POST', '/sys/role/datarule', admin, { permissionId: 'perm_fleet_cars', roleId: id, dataRuleIds: 'not_a_rule' })).toBe('所选数据规则不属于该菜单');
    // saving the tree again keeps the rule choice of kept menus
    await okBody(t, 'POST', '/sys/permission/saveRolePermission', admin, { roleId: id, permissionIds: 'perm_fleet,perm_fleet_cars,perm_fleet_map' });
    expect((await okBody(t, 'GET', `/sys/role/datarule/perm_fleet_cars/${id}`, admin)).result.drChecked).toBe(rule);
  });

  it('hz_operator holding system:role:* cannot escalate: no own roles, no rights they lack, no admin code, no self-membership', async () => {
    const db = t.database.db;
    await db.insertInto('sys_role_permission').values(ROLE_PAGE.map((permission_id) => ({ role_id: 'role_fleet_operator', permission_id }))).execute();
    const op = await t.login('hz_operator');
    const opId = 'user_hz_operator';
    expect(await refusedWith(t, 403, 'POST', '/sys/permission/saveRolePermission', op, { roleId: 'role_fleet_operator', permissionIds: 'perm_btn_permission_add', lastpermissionIds: '' }))
      .toBe('不能修改自己所属的角色');
    expect(await refusedWith(t, 403, 'PUT', '/sys/role/edit', op, { id: 'role_fleet_operator', roleName: '超级调度' })).toBe('不能修改自己所属的角色');
    expect(await refusedWith(t, 403, 'DELETE', '/sys/role/delete?id=role_fleet_operator', op)).toBe('不能删除自己所属的角色');
    expect(await refusedWith(t, 403, 'PUT', '/sys/role/edit', op, { id: 'role_admin', roleName: '管理员' })).toBe('不能管理权限超出自己的角色');
    expect(await refusedWith(t, 403, 'DELETE', '/sys/role/delete?id=role_admin', op)).toBe('不能管理权限超出自己的角色');
    expect(await refusedWith(t, 403, 'POST', '/sys/permission/saveRolePermission', op, { roleId: 'role_admin', permissionIds: '', lastpermissionIds: 'perm_system' }))
      .toBe('不能管理权限超出自己的角色');
    expect(await refusedWith(t, 403, 'POST', '/sys/role/add', op, { roleName: '假管理员', roleCode: 'admin' })).toBe('只有管理员可以使用角色编码admin');

    const mine = (await okBody(t, 'POST', '/sys/role/add', op, { roleName: '调度助理', roleCode: 'dispatch_helper' })).result.id;
    expect(await refusedWith(t, 403, 'POST', '/sys/permission/saveRolePermission', op, { roleId: mine, permissionIds: 'perm_fleet,perm_btn_annt_add', lastpermissionIds: '' }))
      .toBe('不能授予自己没有的权限');
    expect((await okBody(t, 'POST', '/sys/permission/saveRolePermission', op, { roleId: mine, permissionIds: 'perm_fleet,perm_fleet_cars,perm_btn_car_export,perm_btn_role_authorize', lastpermissionIds: '' })).result)
      .toEqual({ added: 4, removed: 0 });
    expect(await refusedWith(t, 403, 'POST', '/sys/user/addSysUserRole', op, { roleId: mine, userIdList: [opId] })).toBe('不能修改自己的角色');
    expect(await refusedWith(t, 403, 'POST', '/sys/user/addSysUserRole', op, { roleId: 'role_admin', userIdList: [opId] })).toBe('不能管理权限超出自己的角色');
    expect(await refusedWith(t, 403, 'POST', '/sys/user/addSysUserRole', op, { roleId: 'role_admin', userIdList: ['user_viewer'] })).toBe('不能管理权限超出自己的角色');
    expect(await refusedWith(t, 403, 'DELETE', `/sys/user/deleteUserRole?roleId=role_fleet_operator&userId=${opId}`, op)).toBe('不能修改自己的角色');
    // a user outside the operator's departments (viewer is in 上海分公司, the operator in 杭州分公司) is not theirs to assign
    expect(await refusedWith(t, 404, 'POST', '/sys/user/addSysUserRole', op, { roleId: mine, userIdList: ['user_viewer'] })).toBe('用户不存在或不在可见范围内');
    const helper = await addUser(t, { username: 'hz_helper', departIds: ['dep_A01A02A01'] });
    expect((await okBody(t, 'POST', '/sys/user/addSysUserRole', op, { roleId: mine, userIdList: [helper] })).message).toBe('添加成功！');
    // a rule restricting the operator's own role cannot be loosened by them
    const rule = (await okBody(t, 'POST', '/sys/permission/addPermissionRule', admin, {
      permissionId: 'perm_fleet_cars', ruleName: '只看浙牌', ruleColumn: 'carNum', ruleConditions: 'RIGHT_LIKE', ruleValue: '浙',
    })).result.id;
    await db.updateTable('sys_role_permission').set({ data_rule_ids: rule }).where('role_id', '=', 'role_fleet_operator').where('permission_id', '=', 'perm_fleet_cars').execute();
    await db.insertInto('sys_role_permission').values(['perm_permission', 'perm_btn_permission_edit'].map((permission_id) => ({ role_id: 'role_fleet_operator', permission_id }))).execute();
    expect(await refusedWith(t, 403, 'DELETE', `/sys/permission/deletePermissionRule?id=${rule}`, op)).toBe('不能修改约束自己的数据规则');
    expect(await refusedWith(t, 403, 'PUT', '/sys/permission/editPermissionRule', op, { id: rule, ruleName: 'x', ruleColumn: 'carNum', ruleConditions: 'LIKE', ruleValue: '' }))
      .toBe('不能修改约束自己的数据规则');

    const after = (await okBody(t, 'GET', '/sys/permission/getUserPermissionByToken', op)).result;
    expect(after.auth.map((a: { action: string }) => a.action)).not.toEqual(expect.arrayContaining(['system:permission:add']));
    expect((await db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', opId).execute()).map((r) => r.role_id)).toEqual(['role_fleet_operator']);
  });

  it('refuses role calls without the buttons and keeps tenants apart', async () => {
    for (const [method, url, body] of [
      ['POST', '/sys/role/add', { roleName: 'x', roleCode: 'x' }],
      ['PUT', '/sys/role/edit', { id: 'role_readonly', roleName: 'x' }],
      ['DELETE', '/sys/role/delete?id=role_readonly', undefined],
      ['GET', '/sys/role/queryById?id=role_readonly', undefined],
      ['GET', '/sys/permission/queryRolePermission?roleId=role_readonly', undefined],
      ['POST', '/sys/permission/saveRolePermission', { roleId: 'role_readonly', permissionIds: '' }],
      ['GET', '/sys/user/userRoleList?roleId=role_readonly', undefined],
      ['POST', '/sys/user/addSysUserRole', { roleId: 'role_readonly', userIdList: ['user_viewer'] }],
      ['GET', '/sys/role/queryTreeList', undefined],
    ] as const) {
      expect(await refusedWith(t, 403, method, url, viewer, body)).toBe('无权限访问');
    }
    const other = await otherTenantAdmin(t);
    expect(await refusedWith(t, 404, 'GET', '/sys/role/queryById?id=role_readonly', other)).toBe('未找到对应角色');
    expect(await refusedWith(t, 404, 'POST', '/sys/permission/saveRolePermission', other, { roleId: 'role_readonly', permissionIds: 'perm_fleet' })).toBe('未找到对应角色');
    expect(await refusedWith(t, 404, 'DELETE', '/sys/role/delete?id=role_readonly', other)).toBe('未找到对应角色');
    expect(await refusedWith(t, 404, 'POST', '/sys/user/addSysUserRole', other, { roleId: 'role_readonly', userIdList: ['user_viewer'] })).toBe('未找到对应角色');
    const theirs = (await okBody(t, 'GET', '/sys/role/queryall', other)).result;
    expect(theirs.map((r: { roleCode: string }) => r.roleCode)).toEqual(['admin']);
    const otherRole = (await okBody(t, 'POST', '/sys/role/add', other, { roleName: '同名编码', roleCode: 'readonly' })).result.id;
    expect(await refusedWith(t, 404, 'POST', '/sys/user/addSysUserRole', other, { roleId: otherRole, userIdList: ['user_viewer'] })).toBe('用户不存在或不在可见范围内');
    expect(await refusedWith(t, 400, 'GET', "/sys/role/queryById?id=1' or '1'='1", admin)).toBe('角色id格式不正确');
  });
});
