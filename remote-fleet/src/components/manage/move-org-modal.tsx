import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Modal, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { moveCars } from '../../api/manage-car';
import type { ManagedOrg } from '../../api/manage-org';

/** Props of MoveOrgModal: the selected vehicle ids and the visible org tree. */
export interface MoveOrgModalProps {
  open: boolean;
  carIds: string[];
  orgTree: ManagedOrg[];
  onCancel: () => void;
  onMoved: (count: number) => void;
}

/** 转移组织: moves the selected vehicles to a department picked in a tree select (POST /api/car/updateOrganize). */
export default function MoveOrgModal({ open, carIds, orgTree, onCancel, onMoved }: MoveOrgModalProps) {
  const [form] = Form.useForm<{ orgId: string }>();
  const [serverError, setServerError] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (orgId: string) => moveCars(carIds, orgId),
    onSuccess: (count) => onMoved(count),
    onError: (err: Error) => setServerError(err.message),
  });
  useEffect(() => {
    if (open) {
      form.resetFields();
      setServerError(null);
    }
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={`转移组织（已选 ${carIds.length} 辆）`}
      okText="确定"
      cancelText="取消"
      confirmLoading={move.isPending}
      onOk={() => form.validateFields().then((v) => move.mutate(v.orgId), () => undefined)}
      onCancel={onCancel}
      forceRender
    >
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical">
        <Form.Item label="目标组织" name="orgId" rules={[{ required: true, message: '请选择目标组织' }]}>
          <TreeSelect treeData={orgTree} placeholder="请选择目标组织" treeDefaultExpandAll showSearch treeNodeFilterProp="title" data-testid="move-org-select" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
