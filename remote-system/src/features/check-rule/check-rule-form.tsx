import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { EntityFormModal } from '../dict/entity-form-modal';
import { parseSegments, type CheckRuleRecord, type CheckSegment } from './check-rule-types';

/** Props of {@link CheckRuleForm}. */
export interface CheckRuleFormProps {
  open: boolean;
  record: CheckRuleRecord | null;
  onClose(saved: boolean): void;
}

/**
 * Add / edit a check rule (JeecgBoot SysCheckRuleModal): 规则名称, 规则编码, 规则描述 and the rule
 * segments edited as rows of 位数 (a number or *), 规则（正则表达式）and 提示文本, sent as ruleJson.
 */
export function CheckRuleForm({ open, record, onClose }: CheckRuleFormProps) {
  return (
    <EntityFormModal<CheckRuleRecord>
      open={open} record={record} titles={['新增校验规则', '编辑校验规则']} width={900}
      urls={{ add: '/sys/checkRule/add', edit: '/sys/checkRule/edit' }}
      toValues={(r) => ({ ...r, segments: parseSegments(r.ruleJson) })}
      toBody={({ segments, ...rest }) => ({ ...rest, ruleJson: JSON.stringify(segments ?? []) })}
      initialValues={{ segments: [{ digits: '*', pattern: '', message: '' }] }}
      onClose={onClose}
    >
      <Form.Item label="规则名称" name="ruleName" rules={[{ required: true, message: '请输入规则名称!' }]}><Input placeholder="请输入规则名称" /></Form.Item>
      <Form.Item label="规则编码" name="ruleCode" rules={[{ required: true, message: '请输入规则编码!' }, { pattern: /^[A-Za-z][A-Za-z0-9_]{0,99}$/, message: '规则编码只能是字母、数字或下划线，且以字母开头' }]}>
        <Input placeholder="请输入规则编码" />
      </Form.Item>
      <Form.Item label="规则描述" name="ruleDescription"><Input.TextArea rows={2} maxLength={255} /></Form.Item>
      <Form.Item label="规则设计" required>
        <Form.List name="segments">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[f.name, 'digits']} rules={[{ required: true, pattern: /^(\*|[1-9]\d{0,2})$/, message: '位数只能是正整数或*' }]}>
                    <Input placeholder="位数" style={{ width: 80 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'pattern']} rules={[{ required: true, message: '请输入规则（正则表达式）' }]}>
                    <Input placeholder="规则（正则表达式）" style={{ width: 260 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'message']} rules={[{ required: true, message: '请输入提示文本' }]}>
                    <Input placeholder="提示文本" style={{ width: 200 }} />
                  </Form.Item>
                  <MinusCircleOutlined aria-label="删除此段" onClick={() => remove(f.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ digits: '', pattern: '', message: '' } satisfies CheckSegment)}>添加一段</Button>
            </>
          )}
        </Form.List>
      </Form.Item>
    </EntityFormModal>
  );
}
