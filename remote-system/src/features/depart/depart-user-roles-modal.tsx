import { App, Checkbox, Empty, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { fetchUserDepartRoles, saveUserDepartRoles } from './depart-api';
import type { DepartRole, DepartUser } from './depart-types';

/** Props of {@link DepartUserRolesModal}. */
export interface DepartUserRolesModalProps {
  departId: string;
  /** the member whose department roles are set; null: closed */
  user: DepartUser | null;
  onClose(): void;
}

/**
 * 分配部门角色 (JeecgBoot): the department's roles as checkboxes with the member's current ones
 * checked; 确定 sends deptRoleUserAdd {userId, newRoleId, oldRoleId}.
 */
export function DepartUserRolesModal({ departId, user, onClose }: DepartUserRolesModalProps) {
  const { message } = App.useApp();
  const [roles, setRoles] = useState<DepartRole[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [held, setHeld] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!user) return;
    setLoading(true);
    fetchUserDepartRoles(departId, user.id)
      .then((r) => {
        setRoles(r.roles);
        setChosen(r.held);
        setHeld(r.held);
      })
      .catch(() => setRoles([]))
      .finally(() => setLoading(false));
  }, [departId, user]);

  const submit = async () => {
    if (!user) return;
    setSaving(true);
    try {
      const answer = await saveUserDepartRoles(user.id, chosen, held);
      if (answer.success) {
        message.success(answer.message);
        onClose();
      } else message.warning(answer.message);
    } catch {
      // reported by the HTTP layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={`分配部门角色：${user?.realname ?? ''}`} open={user !== null} okText="确定" cancelText="关闭" confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Spin spinning={loading}>
        {roles.length
          ? <Checkbox.Group value={chosen} onChange={(v) => setChosen(v.map(String))} options={roles.map((r) => ({ value: r.id, label: r.roleName }))} />
          : <Empty description="该部门还没有部门角色" />}
      </Spin>
    </Modal>
  );
}
