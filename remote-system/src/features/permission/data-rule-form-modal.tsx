import { App, AutoComplete, Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { saveRule } from './permission-api';
import type { DataRule, DataRuleMeta } from './permission-types';

/** Props of {@link DataRuleFormModal}. */
export interface DataRuleFormModalProps {
  open: boolean;
  permissionId: string;
  /** the rule being edited; null adds one */
  rule: DataRule | null;
  meta: DataRuleMeta | null;
  onClose(saved: boolean): void;
}

/**
 * 新增 / 编辑 数据规则 (JeecgBoot): 规则名称, 规则字段 (a field of the list the menu guards when the
 * server knows it, else free text), 条件规则, 规则值 (with the #{…} system variables offered) and
 * 状态 有效 / 无效. Saves through addPermissionRule / editPermissionRule.
 */
export function DataRuleFormModal({ open, permissionId, rule, meta, onClose }: DataRuleFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (rule) form.setFieldsValue(rule);
  }, [open, rule, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const answer = await saveRule({ ...values, permissionId, id: rule?.id });
      if (answer.success) {
        message.success(answer.message);
        onClose(true);
      } else message.warning(answer.message);
    } catch {
      // reported by the HTTP layer
    } finally {
      setSaving(false);
    }
  };

  const fields = meta?.fields ?? [];
  return (
    <Modal title={rule ? '编辑数据规则' : '新增数据规则'} open={open} width={650} okText="确定" cancelText="关闭" confirmLoading={saving} onOk={() => void submit()} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} initialValues={{ ruleConditions: '=', status: '1' }}>
        <Form.Item label="规则名称" name="ruleName" rules={[{ required: true, message: '请输入规则名称' }, { max: 50, message: '最大长度50位字符' }]}>
          <Input placeholder="请输入规则名称" />
        </Form.Item>
        <Form.Item
          label="规则字段" name="ruleColumn"
          extra={meta?.target ? `可选字段来自“${meta.target.label}”` : undefined}
          rules={[{ required: true, message: '请输入规则字段' }, { pattern: /^[A-Za-z_][A-Za-z0-9_]*$/, message: '规则字段格式不正确' }]}
        >
          {fields.length
            ? <Select placeholder="请选择规则字段" options={fields.map((f) => ({ value: f.value, label: `${f.text}（${f.value}）` }))} />
            : <Input placeholder="请输入规则字段" />}
        </Form.Item>
        <Form.Item label="条件规则" name="ruleConditions" rules={[{ required: true, message: '请选择条件规则' }]}>
          <Select options={(meta?.conditions ?? []).map((c) => ({ value: c.value, label: `${c.text}（${c.value}）` }))} />
        </Form.Item>
        <Form.Item label="规则值" name="ruleValue" rules={[{ required: true, message: '请输入规则值' }, { max: 300, message: '最大长度300位字符' }]}>
          <AutoComplete placeholder="可输入系统变量，如 #{sys_org_code}" options={(meta?.variables ?? []).map((v) => ({ value: v.value, label: `${v.value} ${v.text}` }))} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Radio.Group options={[{ value: '1', label: '有效' }, { value: '0', label: '无效' }]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
