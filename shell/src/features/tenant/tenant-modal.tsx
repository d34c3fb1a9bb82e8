import { Button, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { switchTenant, tenantHasMenu, tenantTitle, type MyTenants } from './tenant-api';

/** Shown when the chosen tenant gives the user no menu. */
export const NO_MENU_IN_TENANT = '您在该租户下没有任何菜单权限，无法切换';
/** Shown when the menu check could not reach the server. */
export const SWITCH_FAILED = '切换租户失败，请稍后重试';

interface Props {
  open: boolean;
  /** the caller's tenants, as fetchMyTenants answered */
  tenants: MyTenants | undefined;
  onClose(): void;
  /** for tests: what switching does (switchTenant by default) */
  onSwitch?(tenantId: number): void;
  /** for tests: the menu check (tenantHasMenu by default) */
  hasMenu?(tenantId: number): Promise<boolean>;
}

/**
 * 租户切换 dialog (shell user menu 切换租户), built like the department dialog (console-spec
 * §2.3, §4): title with the current tenant, a select 请选择租户 holding the user's other tenants,
 * 确认 (an empty choice shows 请选择租户 in error) and 关闭. Confirming checks that the user has a
 * menu in that tenant (else NO_MENU_IN_TENANT in error), then switches the working tenant
 * (switchTenant: TENANT_ID stored, dictionary cache cleared, console reloaded).
 */
export function TenantModal({ open, tenants, onClose, onSwitch = switchTenant, hasMenu = tenantHasMenu }: Props) {
  const [value, setValue] = useState<number>();
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (open) {
      setValue(undefined);
      setError(undefined);
    }
  }, [open]);
  const list = tenants?.list ?? [];
  const confirm = async () => {
    if (value === undefined) {
      setError('请选择租户');
      return;
    }
    setChecking(true);
    let allowed: boolean;
    try {
      allowed = await hasMenu(value);
    } catch {
      setError(SWITCH_FAILED);
      return;
    } finally {
      setChecking(false);
    }
    if (!allowed) {
      setError(NO_MENU_IN_TENANT);
      return;
    }
    onSwitch(value);
  };
  const footer = [
    <Button key="close" onClick={onClose}>关闭</Button>,
    <Button key="ok" type="primary" loading={checking} onClick={() => void confirm()}>确认</Button>,
  ];
  return (
    <Modal title={tenantTitle(list, tenants?.currentTenantId)} open={open} width={500} onCancel={onClose} footer={footer} destroyOnHidden>
      <Form.Item label="租户" validateStatus={error ? 'error' : undefined} help={error} style={{ margin: '16px 0' }}>
        <Select
          placeholder="请选择租户"
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(undefined);
          }}
          options={list.filter((t) => t.id !== tenants?.currentTenantId).map((t) => ({ value: t.id, label: t.name }))}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Modal>
  );
}
