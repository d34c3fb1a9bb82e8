import { parseDataRuleInput, resolveVariables, variablesOf } from '../../src/admin/permissions/data-rule-model.js';
import { USER_LIST_TARGET, targetOfMenu } from '../../src/admin/permissions/data-rule-targets.js';
import { departForest } from '../../src/admin/permissions/depart-tree.js';
import { grantChange } from '../../src/admin/permissions/grant-writes.js';
import { parsePermissionInput } from '../../src/admin/permissions/permission-input.js';
import { authorizationTree, searchPermissionTree, withDescendantIds, type PermissionRow } from '../../src/admin/permissions/permission-tree.js';
import { HttpError } from '../../src/plugins/reply.js';

function row(id: string, parent: string | null, menuType = 1, rules = 0): PermissionRow {
  return {
    id, parent_id: parent, name: `菜单${id}`, url: `/${id}`, component: 'x/Y', component_name: null, redirect: null, menu_type: menuType, perms: null,
    perms_type: '1', sort_no: 0, icon: null, is_route: true, keep_alive: false, hidden: false, hide_tab: false, always_show: false,
    internal_or_external: false, status: '1', del_flag: 0, description: null, rule_count: rules,
  };
}

const message = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(400);
    return (err as Error).message;
  }
  throw new Error('did not throw');
};

describe('grantChange (JeecgBoot saveRolePermission semantics)', () => {
  it('adds what was checked since the editor opened and removes what was unchecked, ignoring others\' changes', () => {
    expect(grantChange(['a', 'b', 'x'], ['a', 'c'], ['a', 'b'])).toEqual({ add: ['c'], remove: ['b'] });
    expect(grantChange(['a', 'b'], ['a'], null)).toEqual({ add: [], remove: ['b'] });
    expect(grantChange(['a'], ['a', 'b'], ['a'])).toEqual({ add: ['b'], remove: [] });
    expect(grantChange(['a', 'b'], ['a', 'b'], ['a'])).toEqual({ add: [], remove: [] });
  });
});

describe('parsePermissionInput', () => {
  it('reads a sub menu with JeecgBoot flags as booleans or 0/1', () => {
    expect(parsePermissionInput({ name: ' 车辆 ', menuType: '1', parentId: 'p1', url: '/fleet/x', component: 'fleet/X', keepAlive: 1, route: '0', hidden: 'true', sortNo: '5' }))
      .toMatchObject({ name: '车辆', menuType: 1, parentId: 'p1', keepAlive: true, isRoute: false, hidden: true, sortNo: 5, perms: null });
  });
  it('defaults a top menu to layouts/RouteView and drops its parent; buttons lose url and component', () => {
    expect(parsePermissionInput({ name: '顶级', url: '/top', parentId: 'p' })).toMatchObject({ menuType: 0, parentId: null, component: 'layouts/RouteView' });
    expect(parsePermissionInput({ name: '按钮', menuType: 2, parentId: 'm', perms: 'a:b, c:d', url: '/x', component: 'y' }))
      .toMatchObject({ url: null, component: null, perms: 'a:b,c:d', isRoute: false });
  });
  it('refuses scripts, odd codes and missing fields with Chinese messages', () => {
    expect(message(() => parsePermissionInput({ name: 'x', url: 'javascript:alert(1)' }))).toMatch(/访问路径/);
    expect(message(() => parsePermissionInput({ name: 'x', url: 'data:text/html,hi' }))).toMatch(/访问路径/);
    expect(message(() => parsePermissionInput({ name: 'x', menuType: 1, parentId: 'p', url: '/x' }))).toBe('前端组件不能为空');
    expect(message(() => parsePermissionInput({ name: 'x', menuType: 2, parentId: 'p', perms: 'a b' }))).toMatch(/授权标识/);
    expect(message(() => parsePermissionInput({ name: 'x', url: '/x', keepAlive: 'maybe' }))).toBe('是否缓存路由只能是是或否');
    expect(message(() => parsePermissionInput({ name: 'x', url: '/x', sortNo: 1.5 }))).toBe('排序应为0至99999之间的整数');
    expect(message(() => parsePermissionInput({ name: 'x'.repeat(101), url: '/x' }))).toBe('菜单名称不能超过100个字符');
    expect(parsePermissionInput({ name: 'x', url: 'https://example.com/a?b=1' }).url).toBe('https://example.com/a?b=1');
  });
});

describe('data rule input and variables', () => {
  it('checks the column against the list, the condition and the variables', () => {
    const ok = parseDataRuleInput({ ruleName: '本部门', ruleColumn: 'orgCode', ruleConditions: 'right_like', ruleValue: '#{sys_org_code}' }, USER_LIST_TARGET.fields);
    expect(ok).toEqual({ ruleName: '本部门', ruleColumn: 'orgCode', ruleConditions: 'RIGHT_LIKE', ruleValue: '#{sys_org_code}', status: '1' });
    expect(message(() => parseDataRuleInput({ ruleName: 'x', ruleColumn: 'passwordHash', ruleConditions: '=', ruleValue: '1' }, USER_LIST_TARGET.fields))).toMatch(/规则字段不在/);
    expect(parseDataRuleInput({ ruleName: 'x', ruleColumn: 'anyField', ruleConditions: '=', ruleValue: '1' }, null).ruleColumn).toBe('anyField');
    expect(message(() => parseDataRuleInput({ ruleName: 'x', ruleColumn: 'sex', ruleConditions: 'use_sql_rules', ruleValue: '1' }, null))).toBe('不支持自定义SQL规则');
  });
  it('replaces known variables and reports unknown ones', () => {
    const values = { sys_user_code: 'admin', sys_user_name: '管理员', sys_user_id: 'u1', sys_org_code: 'A01', sys_multi_org_code: 'A01,A02', sys_date: '2026-01-02', sys_time: '2026-01-02 03:04:05' };
    expect(resolveVariables('#{sys_org_code}A', values)).toBe('A01A');
    expect(resolveVariables('#{ sys_user_code }-#{sys_date}', values)).toBe('admin-2026-01-02');
    expect(resolveVariables('#{sys_secret}', values)).toBeNull();
    expect(variablesOf('a #{x} b #{y}')).toEqual(['x', 'y']);
    expect(targetOfMenu('/system/user', null)?.key).toBe('user');
    expect(targetOfMenu(null, 'fleet/CarList')?.key).toBe('car');
    expect(targetOfMenu('/other', 'x/Y')).toBeNull();
  });
});

describe('trees', () => {
  const rows = [row('a', null, 0), row('b', 'a', 1, 2), row('c', 'b', 2), row('d', 'gone', 1), row('e', null, 0)];
  it('builds the authorisation tree with ruleFlag and every id; an orphan becomes a root', () => {
    const { treeList, ids } = authorizationTree(rows);
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(treeList.map((n) => n.key)).toEqual(['a', 'd', 'e']);
    expect(treeList[0].children?.[0]).toMatchObject({ key: 'b', ruleFlag: 1, isLeaf: false, children: [expect.objectContaining({ key: 'c', isLeaf: true, menuType: 2 })] });
  });
  it('searches by name keeping ancestors, and finds descendants', () => {
    const found = searchPermissionTree(rows, '菜单c');
    expect(found.map((n) => n.id)).toEqual(['a']);
    expect(found[0].children?.[0].children?.[0].id).toBe('c');
    expect([...withDescendantIds(rows, ['a'])].sort()).toEqual(['a', 'b', 'c']);
  });
  it('builds department forests from a subset', () => {
    const all = [
      { id: '1', parentId: null, departName: '集团', orgCode: 'A01', order: 0 },
      { id: '2', parentId: '1', departName: '分公司', orgCode: 'A01A01', order: 0 },
      { id: '3', parentId: '2', departName: '车队', orgCode: 'A01A01A01', order: 0 },
    ];
    expect(departForest(all, ['2', '3'])).toEqual([expect.objectContaining({ id: '2', isLeaf: false, children: [expect.objectContaining({ id: '3', isLeaf: true })] })]);
  });
});
