import { filterDepartTree } from '../../src/features/depart/depart-tree-panel';
import type { DepartNode } from '../../src/features/depart/depart-types';
import { parentOptions } from '../../src/features/permission/permission-form-fields';
import type { PermissionNode, TreeModel } from '../../src/features/permission/permission-types';
import { allKeys, cascadeCheckedKeys, nodesOf, parentKeys } from '../../src/features/permission/tree-keys';

const t = (key: string, children?: TreeModel[]): TreeModel => ({ key, title: key, parentId: null, menuType: children ? 1 : 2, ruleFlag: 0, isLeaf: !children, ...(children ? { children } : {}) });
const TREE = [t('a', [t('a1'), t('a2', [t('a2x')])]), t('b')];

describe('authorisation tree keys', () => {
  it('lists keys and parents', () => {
    expect(allKeys(TREE)).toEqual(['a', 'a1', 'a2', 'a2x', 'b']);
    expect(parentKeys(TREE)).toEqual(['a', 'a2']);
    expect(nodesOf(TREE, new Set(['a2x', 'b'])).map((n) => n.key)).toEqual(['a2x', 'b']);
  });

  it('shows a granted parent as checked only when its whole subtree is granted', () => {
    expect(cascadeCheckedKeys(TREE, new Set(['a', 'a1', 'a2']))).toEqual(['a1']);
    expect(cascadeCheckedKeys(TREE, new Set(['a', 'a1', 'a2', 'a2x']))).toEqual(['a1', 'a2x', 'a2', 'a']);
    expect(cascadeCheckedKeys(TREE, new Set(['b']))).toEqual(['b']);
  });
});

describe('menu and department helpers', () => {
  const p = (id: string, menuType: 0 | 1 | 2, children?: PermissionNode[]) => ({ id, name: id, menuType, children }) as unknown as PermissionNode;
  it('offers menus (not buttons) as parents, without the edited node and its subtree', () => {
    const tree = [p('m', 0, [p('s', 1, [p('btn', 2)]), p('s2', 1)])];
    expect(parentOptions(tree)).toEqual([{ value: 'm', title: 'm', children: [{ value: 's', title: 's' }, { value: 's2', title: 's2' }] }]);
    expect(parentOptions(tree, 's')).toEqual([{ value: 'm', title: 'm', children: [{ value: 's2', title: 's2' }] }]);
  });

  it('filters the department tree by name or code keeping ancestors', () => {
    const d = (id: string, name: string, children?: DepartNode[]) => ({ id, key: id, title: name, departName: name, orgCode: id, parentId: null, isLeaf: !children, children }) as DepartNode;
    const tree = [d('A01', '集团', [d('A01A01', '上海分公司'), d('A01A02', '杭州分公司', [d('A01A02A01', '西湖车队')])])];
    const hit = filterDepartTree(tree, '西湖');
    expect(hit[0].children?.map((c) => c.id)).toEqual(['A01A02']);
    expect(hit[0].children?.[0].children?.map((c) => c.id)).toEqual(['A01A02A01']);
    expect(filterDepartTree(tree, 'a01a01').flatMap((n) => n.children ?? []).map((c) => c.id)).toEqual(['A01A01']);
    expect(filterDepartTree(tree, '')).toBe(tree);
  });
});
