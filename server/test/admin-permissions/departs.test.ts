import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { addRole, addUser, okBody, otherTenantAdmin, refusedWith } from './helpers.js';

jest.setTimeout(120000);

type Tree = { id: string; orgCode: string; children?: Tree[] };
const ids = (nodes: Tree[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);
const menuIds = (nodes: { id: string; children?: unknown[] }[]): string[] => nodes.flatMap((n) => [n.id, ...menuIds((n.children ?? []) as { id: string }[])]);

describe.each(DATABASES)('departments on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 4 });
    [admin, viewer] = [await t.login('admin'), await t.login('viewer')];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds, edits and deletes departments with generated org codes, refusing while children, users or vehicles remain', async () => {
    const root = await okBody(t, 'POST', '/sys/sysDepart/add', admin, { departName: '华南物流集团', mobile: '020-12345678', address: '广州市天河区' });
    expect(root).toMatchObject({ message: '添加成功！', result: { orgCode: 'A02', parentId: null, orgCategory: '1', orgType: '1', mobile: '020-12345678' } });
    const child = (await okBody(t, 'POST', '/sys/sysDepart/add', admin, { parentId: root.result.id, departName: '广州车队', departOrder: 3 })).result;
    expect(child).toMatchObject({ orgCode: 'A02A01', orgCategory: '2', orgType: '2', departOrder: 3 });
    expect(await refusedWith(t, 400, 'POST', '/sys/sysDepart/add', admin, { parentId: root.result.id, departName: '广州车队' })).toBe('同级部门下已存在“广州车队”');
    expect(await refusedWith(t, 400, 'POST', '/sys/sysDepart/add', admin, { parentId: root.result.id, departName: 'x', mobile: '<script>' })).toBe('电话格式不正确');
    expect(await refusedWith(t, 400, 'POST', '/sys/sysDepart/add', admin, { departName: '' })).toBe('机构名称不能为空');
    expect((await okBody(t, 'PUT', '/sys/sysDepart/edit', admin, { id: child.id, departName: '广州一车队', memo: '备注', orgCategory: '2' })).message).toBe('编辑成功!');
    expect((await okBody(t, 'GET', `/sys/sysDepart/queryById?id=${child.id}`, admin)).result).toMatchObject({ departName: '广州一车队', memo: '备注', orgCode: 'A02A01', departOrder: 3 });
    expect(ids((await okBody(t, 'GET', '/sys/sysDepart/queryIdTree', admin)).result)).toEqual(expect.arrayContaining([root.result.id, child.id, 'dep_A01']));
    expect(await refusedWith(t, 400, 'DELETE', `/sys/sysDepart/delete?id=${root.result.id}`, admin)).toBe('该部门下存在子部门，不能删除');
    const member = await addUser(t, { username: 'gz_driver', departIds: [child.id] });
    expect(await refusedWith(t, 400, 'DELETE', `/sys/sysDepart/delete?id=${child.id}`, admin)).toBe('该部门下存在用户，不能删除');
    expect(await refusedWith(t, 400, 'DELETE', '/sys/sysDepart/delete?id=dep_A01A01A01', admin)).toBe('该部门下存在车辆，不能删除');
    await t.database.db.deleteFrom('sys_user_depart').where('user_id', '=', member).execute();
    expect((await okBody(t, 'DELETE', `/sys/sysDepart/deleteBatch?ids=${child.id},${root.result.id}`, admin)).message).toBe('批量删除成功!');
    expect(ids((await okBody(t, 'GET', '/sys/sysDepart/queryTreeList', admin)).result)).not.toContain(child.id);
    // codes are never reused
    expect((await okBody(t, 'POST', '/sys/sysDepart/add', admin, { departName: '华南物流集团' })).result.orgCode).toBe('A03');
    const fleet = (await okBody(t, 'POST', '/sys/sysDepart/add', admin, { parentId: 'dep_A01A01', departName: '空车队' })).result;
    await t.database.db.updateTable('fleet_vehicle').set({ depart_id: fleet.id }).where('id', '=', (await t.database.db.selectFrom('fleet_vehicle').select('id').executeTakeFirstOrThrow()).id).execute();
    expect(await refusedWith(t, 400, 'DELETE', `/sys/sysDepart/delete?id=${fleet.id}`, admin)).toBe('该部门下存在车辆，不能删除');
  });

  it('limits department management to the visible departments; only an admin adds a top department', async () => {
    const role = await addRole(t, 'depart_keeper', ['perm_system', 'perm_depart', 'perm_btn_depart_list', 'perm_btn_depart_add', 'perm_btn_depart_edit', 'perm_btn_depart_delete']);
    await addUser(t, { username: 'hz_keeper', roleIds: [role], departIds: ['dep_A01A02'] });
    const token = await t.login('hz_keeper');
    expect(await refusedWith(t, 403, 'POST', '/sys/sysDepart/add', token, { departName: '新集团' })).toBe('只有管理员可以新增一级部门');
    expect(await refusedWith(t, 403, 'POST', '/sys/sysDepart/add', token, { parentId: 'dep_A01A01', departName: '越界车队' })).toBe('无权限访问');
    expect(await refusedWith(t, 403, 'PUT', '/sys/sysDepart/edit', token, { id: 'dep_A01', departName: '改名' })).toBe('无权限访问');
    expect(await refusedWith(t, 403, 'GET', '/sys/sysDepart/queryById?id=dep_A01A01', token)).toBe('无权限访问');
    const mine = (await okBody(t, 'POST', '/sys/sysDepart/add', token, { parentId: 'dep_A01A02', departName: '滨江车队' })).result;
    expect(mine.orgCode).toBe('A01A02A03');
    expect((await okBody(t, 'DELETE', `/sys/sysDepart/delete?id=${mine.id}`, token)).message).toBe('删除成功!');
    for (const [method, url, body] of [
      ['POST', '/sys/sysDepart/add', { parentId: 'dep_A01A01', departName: 'x' }],
      ['PUT', '/sys/sysDepart/edit', { id: 'dep_A01A01', departName: 'x' }],
      ['DELETE', '/sys/sysDepart/delete?id=dep_A01A01', undefined],
      ['GET', '/sys/sysDepart/queryById?id=dep_A01A01', undefined],
      ['POST', '/sys/permission/saveDepartPermission', { departId: 'dep_A01A01', permissionIds: 'perm_fleet' }],
      ['GET', '/sys/sysDepartRole/list?deptId=dep_A01A01', undefined],
      ['GET', '/sys/user/departUserList?depId=dep_A01A01', undefined],
    ] as const) {
      expect(await refusedWith(t, 403, method, url, viewer, body)).toBe('无权限访问');
    }
    const other = await otherTenantAdmin(t);
    expect(await refusedWith(t, 404, 'GET', '/sys/sysDepart/queryById?id=dep_A01A01', other)).toBe('未找到部门');
    expect(await refusedWith(t, 404, 'POST', '/sys/sysDepartRole/add', other, { departId: 'dep_A01A01', roleName: 'x', roleCode: 'x' })).toBe('未找到部门');
    expect(ids((await okBody(t, 'GET', '/sys/sysDepart/queryIdTree', other)).result)).toEqual(['dep_t2']);
  });

  it('department permissions bound the department roles, which grant menus and buttons to their users', async () => {
    const dep = 'dep_A01A01A02';
    const saved = await okBody(t, 'POST', '/sys/permission/saveDepartPermission', admin, { departId: dep, permissionIds: 'perm_fleet,perm_fleet_cars,perm_btn_car_export,perm_fleet_map', lastpermissionIds: '' });
    expect(saved).toMatchObject({ message: '保存成功！', result: { added: 4 } });
    expect((await okBody(t, 'GET', `/sys/permission/queryDepartPermission?departId=${dep}`, admin)).result.sort()).toEqual(['perm_btn_car_export', 'perm_fleet', 'perm_fleet_cars', 'perm_fleet_map']);
    const bound = (await okBody(t, 'GET', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${dep}`, admin)).result;
    expect(bound.ids.sort()).toEqual(['perm_btn_car_export', 'perm_fleet', 'perm_fleet_cars', 'perm_fleet_map']);
    expect(bound.treeList.map((n: { key: string }) => n.key)).toEqual(['perm_fleet']);

    const role = (await okBody(t, 'POST', '/sys/sysDepartRole/add', admin, { departId: dep, roleName: '嘉定导出员', roleCode: 'jd_export' })).result.id;
    expect(await refusedWith(t, 400, 'POST', '/sys/sysDepartRole/add', admin, { departId: dep, roleName: '重复', roleCode: 'jd_export' })).toBe('部门角色编码已存在');
    expect((await okBody(t, 'GET', `/sys/sysDepartRole/list?deptId=${dep}`, admin)).result.records).toEqual([expect.objectContaining({ id: role, roleName: '嘉定导出员', departId: dep })]);
    expect(await refusedWith(t, 400, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', admin, { roleId: role, permissionIds: 'perm_fleet,perm_btn_car_delete' }))
      .toBe('权限超出部门的授权范围');
    await okBody(t, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', admin, { roleId: role, permissionIds: 'perm_fleet,perm_fleet_cars,perm_btn_car_export', lastpermissionIds: '' });
    expect((await okBody(t, 'GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role}`, admin)).result.sort()).toEqual(['perm_btn_car_export', 'perm_fleet', 'perm_fleet_cars']);

    const outsider = await addUser(t, { username: 'jd_outsider', departIds: ['dep_A01A01A01'] });
    expect(await refusedWith(t, 400, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', admin, { userId: outsider, newRoleId: role, oldRoleId: '' })).toBe('用户不属于该部门');
    const member = await addUser(t, { username: 'jd_member', departIds: [dep] });
    expect((await okBody(t, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', admin, { userId: member, newRoleId: role, oldRoleId: '' })).result).toEqual({ added: 1, removed: 0 });
    expect((await okBody(t, 'GET', `/sys/sysDepartRole/getDeptRoleByUserId?userId=${member}&departId=${dep}`, admin)).result).toEqual([{ id: `${member}_${role}`, userId: member, droleId: role }]);
    const token = await t.login('jd_member');
    let perms = (await okBody(t, 'GET', '/sys/permission/getUserPermissionByToken', token)).result;
    expect(menuIds(perms.menu)).toEqual(['perm_fleet', 'perm_fleet_cars']);
    expect(perms.auth.map((a: { action: string }) => a.action)).toEqual(['fleet:car:export']);
    expect((await fetch(`${t.origin}/jeecg-boot/api/car/exportXls`, { headers: { 'x-access-token': token } })).status).toBe(200);

    // the department loses the export button: its role (and so the user) loses it too
    await okBody(t, 'POST', '/sys/permission/saveDepartPermission', admin, { departId: dep, permissionIds: 'perm_fleet,perm_fleet_cars,perm_fleet_map' });
    perms = (await okBody(t, 'GET', '/sys/permission/getUserPermissionByToken', token)).result;
    expect(perms.auth).toEqual([]);
    expect(await refusedWith(t, 403, 'GET', '/api/car/exportXls', token)).toBe('无权限访问');

    const rule = (await okBody(t, 'POST', '/sys/permission/addPermissionRule', admin, { permissionId: 'perm_fleet_cars', ruleName: '无车', ruleColumn: 'speedLimit', ruleConditions: '<', ruleValue: '0' })).result.id;
    expect((await okBody(t, 'POST', '/sys/sysDepartRole/datarule', admin, { permissionId: 'perm_fleet_cars', roleId: role, dataRuleIds: rule })).message).toBe('保存成功！');
    expect((await okBody(t, 'GET', `/sys/sysDepartRole/datarule/perm_fleet_cars/${dep}/${role}`, admin)).result.drChecked).toBe(rule);
    expect((await okBody(t, 'POST', '/api/car/queryList', token, {})).result.total).toBe(0);

    expect((await okBody(t, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', admin, { userId: member, newRoleId: '', oldRoleId: role })).result).toEqual({ added: 0, removed: 1 });
    expect(menuIds((await okBody(t, 'GET', '/sys/permission/getUserPermissionByToken', token)).result.menu)).toEqual([]);
    expect((await okBody(t, 'DELETE', `/sys/sysDepartRole/delete?id=${role}`, admin)).message).toBe('删除成功!');
  });

  it('我的部门: a department administrator manages the users and roles of their departments only, never their own', async () => {
    const grants = ['perm_system', 'perm_my_depart', 'perm_btn_my_depart_manage', 'perm_fleet', 'perm_fleet_cars', 'perm_btn_car_export'];
    const role = await addRole(t, 'depart_head', grants);
    const head = await addUser(t, { username: 'hz_head', roleIds: [role], departIds: ['dep_A01A02'], identity: 2, manages: ['dep_A01A02'] });
    const token = await t.login('hz_head');
    const tree: Tree[] = (await okBody(t, 'GET', '/sys/sysDepart/queryMyDeptTreeList', token)).result;
    expect(ids(tree).sort()).toEqual(['dep_A01A02', 'dep_A01A02A01', 'dep_A01A02A02']);
    expect((await okBody(t, 'GET', '/sys/sysDepart/queryMyDeptTreeList', viewer)).result).toEqual([]);

    const users = (await okBody(t, 'GET', '/sys/user/departUserList?depId=dep_A01A02', token)).result.records.map((u: { username: string }) => u.username);
    expect(users).toEqual(expect.arrayContaining(['hz_operator', 'hz_head']));
    const fresh = await addUser(t, { username: 'hz_newcomer' });
    expect((await okBody(t, 'POST', '/sys/user/editSysDepartWithUser', token, { depId: 'dep_A01A02A01', userIdList: [fresh] })).message).toBe('添加成功！');
    expect((await t.database.db.selectFrom('sys_user').select('org_code').where('id', '=', fresh).executeTakeFirstOrThrow()).org_code).toBe('A01A02A01');
    expect(await refusedWith(t, 404, 'POST', '/sys/user/editSysDepartWithUser', token, { depId: 'dep_A01A02A01', userIdList: ['user_viewer'] })).toBe('用户不存在或不在可见范围内');
    expect(await refusedWith(t, 403, 'POST', '/sys/user/editSysDepartWithUser', token, { depId: 'dep_A01A02A02', userIdList: [head] })).toBe('不能修改自己的部门或部门角色');
    expect(await refusedWith(t, 403, 'DELETE', `/sys/user/deleteUserInDepart?depId=dep_A01A02&userId=${head}`, token)).toBe('不能修改自己的部门或部门角色');
    expect(await refusedWith(t, 403, 'GET', '/sys/user/departUserList?depId=dep_A01A01', token)).toBe('您不是该部门的负责人');
    expect(await refusedWith(t, 403, 'POST', '/sys/user/editSysDepartWithUser', token, { depId: 'dep_A01A01', userIdList: [fresh] })).toBe('您不是该部门的负责人');
    expect(await refusedWith(t, 403, 'POST', '/sys/permission/saveDepartPermission', token, { departId: 'dep_A01A02', permissionIds: 'perm_system' })).toBe('无权限访问');

    await okBody(t, 'POST', '/sys/permission/saveDepartPermission', admin, { departId: 'dep_A01A02A01', permissionIds: 'perm_fleet,perm_fleet_cars,perm_btn_car_export,perm_btn_car_delete' });
    const drole = (await okBody(t, 'POST', '/sys/sysDepartRole/add', token, { departId: 'dep_A01A02A01', roleName: '西湖导出', roleCode: 'xh_export' })).result.id;
    expect(await refusedWith(t, 403, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', token, { roleId: drole, permissionIds: 'perm_fleet,perm_btn_car_delete' }))
      .toBe('不能授予自己没有的权限');
    await okBody(t, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', token, { roleId: drole, permissionIds: 'perm_fleet,perm_fleet_cars,perm_btn_car_export' });
    expect((await okBody(t, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', token, { userId: fresh, newRoleId: drole, oldRoleId: '' })).result.added).toBe(1);
    await t.database.db.insertInto('sys_user_depart').values({ user_id: head, dep_id: 'dep_A01A02A01' }).execute();
    expect(await refusedWith(t, 403, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', token, { userId: head, newRoleId: drole, oldRoleId: '' })).toBe('不能修改自己的部门或部门角色');
    expect(await refusedWith(t, 403, 'POST', '/sys/sysDepartRole/add', token, { departId: 'dep_A01A01', roleName: 'x', roleCode: 'x' })).toBe('您不是该部门的负责人');

    expect((await okBody(t, 'DELETE', `/sys/user/deleteUserInDepart?depId=dep_A01A02A01&userId=${fresh}`, token)).message).toBe('删除成功!');
    const after = await t.database.db.selectFrom('sys_user').select('org_code').where('id', '=', fresh).executeTakeFirstOrThrow();
    expect(after.org_code).toBeNull();
    expect(await t.database.db.selectFrom('sys_depart_role_user').select('drole_id').where('user_id', '=', fresh).execute()).toEqual([]);
    expect(await refusedWith(t, 400, 'DELETE', `/sys/user/deleteUserInDepart?depId=dep_A01A02A01&userId=${fresh}`, token)).toBe('用户不属于该部门');
  });
});
