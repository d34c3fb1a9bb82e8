import { Button, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { switchTenant, tenantTitle, type MyTenants } from './tenant-api';

interface Props {
  open: boolean;
  /** the caller's tenants, as fetchMyTenants answered */
  tenants: MyTenants | undefined;
  onClose(): void;
  /** for tests: what switching does (switchTenant by default) */
  onSwitch?(tenantId: number): void;
}

/**
 * 租户切换 dialog (shell user menu 切换租户), built like the department dialog (console-spec
 * §2.3, §4): title with the current tenant, a select 请选择租户 holding the user's other tenants,
 * 确认 (an empty choice shows 请选择租户 in error) and 关闭. Confirming switches the working tenant
 * (switchTenant: TENANT_ID stored, dictionary cache cleared, console reloaded).
 */
export function TenantModal({ open, tenants, onClose, onSwitch = switchTenant }: Props) {
  const [value, setValue] = useState<number>();
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (open) {
      setValue(undefined);
      setInvalid(false);
    }
  }, [open]);
  const list = tenants?.list ?? [];
  const confirm = () => {
    if (value === undefined) {
      setInvalid(true);
      return;
    }
    onSwitch(value);
  };
  const footer = [
    <Button key="close" onClick={onClose}>关闭</Button>,
    <Button key="ok" type="primary" onClick={confirm}>确认</Button>,
  ];
  return (
    <Modal title={tenantTitle(list, tenants?.currentTenantId)} open={open} width={500} onCancel={onClose} footer={footer} destroyOnHidden>
      <Form.Item label="租户" validateStatus={invalid ? 'error' : undefined} help={invalid ? '请选择租户' : undefined} style={{ margin: '16px 0' }}>
        <Select
          placeholder="请选择租户"
          value={value}
          onChange={(v) => {
            setValue(v);
            setInvalid(false);
          }}
          options={list.filter((t) => t.id !== tenants?.currentTenantId).map((t) => ({ value: t.id, label: t.name }))}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Modal>
  );
}
