import { App, Button, Drawer, Space, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { AuthorizeTree } from '../permission/authorize-tree';
import { fetchAuthorizationTree } from '../permission/permission-api';
import type { TreeModel } from '../permission/permission-types';
import { fetchRolePermissions, fetchRoleRules, saveRolePermissions, saveRoleRules } from './role-api';
import { RuleChoiceModal } from './rule-choice-modal';
import type { Role } from './role-types';

/** Props of {@link RoleAuthorizeDrawer}. */
export interface RoleAuthorizeDrawerProps {
  /** the role being authorised; null: closed */
  role: Role | null;
  onClose(): void;
}

/**
 * 角色权限配置 (JeecgBoot, drawer width 650): the menu and button tree (AuthorizeTree) with the
 * role's grants checked; 仅保存 / 保存并关闭 send saveRolePermission with the ids the editor started
 * from (lastpermissionIds), so only this editor's changes apply. A granted menu with data rules
 * opens their choice (RuleChoiceModal). Refusals (rights the user lacks) show the server message.
 */
export function RoleAuthorizeDrawer({ role, onClose }: RoleAuthorizeDrawerProps) {
  const { message } = App.useApp();
  const [tree, setTree] = useState<TreeModel[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [last, setLast] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [ruleMenu, setRuleMenu] = useState<TreeModel | null>(null);

  useEffect(() => {
    if (!role) return;
    setLoading(true);
    Promise.all([fetchAuthorizationTree(), fetchRolePermissions(role.id)])
      .then(([t, p]) => {
        setTree(t.success ? t.result.treeList : []);
        const ids = p.success ? p.result : [];
        setChecked(ids);
        setLast(ids);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [role]);

  const save = async (close: boolean) => {
    if (!role) return;
    setSaving(true);
    try {
      const answer = await saveRolePermissions(role.id, checked, last);
      if (answer.success) {
        message.success(answer.message);
        setLast(checked);
        if (close) onClose();
      } else message.warning(answer.message);
    } catch {
      // reported by the HTTP layer
    } finally {
      setSaving(false);
    }
  };

  const loadRules = useCallback((permissionId: string) => fetchRoleRules(permissionId, role?.id ?? ''), [role]);
  const saveRules = useCallback((permissionId: string, ids: string[]) => saveRoleRules(permissionId, role?.id ?? '', ids), [role]);

  return (
    <Drawer
      title={`角色权限配置：${role?.roleName ?? ''}`}
      size={650}
      open={role !== null}
      onClose={onClose}
      destroyOnHidden
      footer={(
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>取消</Button>
          <Button loading={saving} onClick={() => void save(false)}>仅保存</Button>
          <Button type="primary" loading={saving} onClick={() => void save(true)}>保存并关闭</Button>
        </Space>
      )}
    >
      <Spin spinning={loading}>
        <AuthorizeTree treeData={tree} value={checked} onChange={setChecked} onRuleClick={setRuleMenu} />
      </Spin>
      <RuleChoiceModal menu={ruleMenu} load={loadRules} save={saveRules} onClose={() => setRuleMenu(null)} />
    </Drawer>
  );
}
