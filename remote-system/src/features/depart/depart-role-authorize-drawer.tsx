import { Drawer } from 'antd';
import { useCallback, useState } from 'react';
import type { TreeModel } from '../permission/permission-types';
import { RuleChoiceModal } from '../role/rule-choice-modal';
import { fetchDepartRoleGrants, fetchDepartRoleRules, saveDepartRoleGrants, saveDepartRoleRules } from './depart-api';
import { GrantEditor } from './grant-editor';
import type { DepartRole } from './depart-types';

/** Props of {@link DepartRoleAuthorizeDrawer} (rendered while a role is chosen). */
export interface DepartRoleAuthorizeDrawerProps {
  role: DepartRole;
  onClose(): void;
}

/**
 * 部门角色授权: the department's permissions (its bound, queryTreeListForDeptRole) with the role's
 * grants checked; saves through saveDeptRolePermission; granted menus with data rules open their
 * choice. Rights beyond the department, or beyond the user's own, are refused by the server.
 */
export function DepartRoleAuthorizeDrawer({ role, onClose }: DepartRoleAuthorizeDrawerProps) {
  const [ruleMenu, setRuleMenu] = useState<TreeModel | null>(null);
  const loadRules = useCallback((permissionId: string) => fetchDepartRoleRules(permissionId, role.departId, role.id), [role]);
  const saveRules = useCallback((permissionId: string, ids: string[]) => saveDepartRoleRules(permissionId, role.id, ids), [role]);
  return (
    <Drawer title={`部门角色权限配置：${role.roleName}`} size={650} open onClose={onClose} destroyOnHidden>
      <GrantEditor
        loadKey={role.id}
        editable
        load={() => fetchDepartRoleGrants(role.departId, role.id)}
        save={(ids, last) => saveDepartRoleGrants(role.id, ids, last)}
        onRuleClick={setRuleMenu}
      />
      <RuleChoiceModal menu={ruleMenu} load={loadRules} save={saveRules} onClose={() => setRuleMenu(null)} />
    </Drawer>
  );
}
