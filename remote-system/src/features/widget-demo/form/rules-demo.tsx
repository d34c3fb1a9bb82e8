import { Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { checkboxRules, duplicateCheckRule, DynamicForm, lengthRules, ruleCodeRule, rules, type FormSchemaItem } from 'shared-widgets';

const HOBBIES = [
  { value: 'read', label: '读书' },
  { value: 'run', label: '跑步' },
  { value: 'swim', label: '游泳' },
  { value: 'chess', label: '下棋' },
];

/** Every common field pattern of widgets-spec §5, the duplicate check and the rule-code check, on one dynamic form. */
const RULES_SCHEMA: FormSchemaItem[] = [
  { key: 'mobile', label: '手机号', type: 'input', rules: rules.mobile },
  { key: 'username', label: '用户名', type: 'input', rules: [...rules.username, duplicateCheckRule({ tableName: 'sys_user', fieldName: 'username' })] },
  { key: 'email', label: '邮箱', type: 'input', rules: rules.email },
  { key: 'natural', label: '自然数', type: 'input', rules: rules.naturalNumber },
  { key: 'english', label: '英文', type: 'input', rules: rules.english },
  { key: 'landline', label: '座机', type: 'input', rules: rules.landline },
  { key: 'bankCard', label: '银行卡号', type: 'input', rules: rules.bankCard },
  { key: 'idNumber', label: '证件号', type: 'input', rules: rules.idNumber },
  { key: 'nationalId', label: '身份证号', type: 'input', rules: rules.nationalId },
  { key: 'qq', label: 'QQ', type: 'input', rules: rules.qq },
  { key: 'url', label: '网址', type: 'input', rules: rules.url },
  { key: 'alnum', label: '编码', type: 'input', rules: rules.alnum20 },
  { key: 'title', label: '中英文', type: 'input', rules: rules.cnEnSpace },
  { key: 'numbers', label: '数字行', type: 'textarea', rules: rules.digitsNewlines, widgetAttrs: { rows: 2 } },
  { key: 'note', label: '说明', type: 'input', rules: rules.max255 },
  { key: 'nick', label: '昵称', type: 'input', rules: lengthRules('昵称', { min: 2, max: 8 }) },
  { key: 'hobby', label: '爱好', type: 'checkbox', options: HOBBIES, rules: checkboxRules('爱好', { min: 2, max: 3 }) },
  { key: 'checked', label: '校验规则 common', type: 'input', rules: [ruleCodeRule('common')] },
  { key: 'price', label: '单价（2位小数）', type: 'number', dbPointLength: 2 },
];

/** 字段校验: the field rules on a dynamic form; 校验 runs every rule and shows the values that passed. */
export function RulesDemo() {
  const [form] = Form.useForm();
  const [passed, setPassed] = useState<string>();
  return (
    <Card size="small" title="字段校验规则" data-testid="rules-demo">
      <DynamicForm form={form} schema={RULES_SCHEMA} span={8} labelSpan={8} onFinish={(v) => setPassed(JSON.stringify(v))}>
        <Button type="primary" htmlType="submit">
          校验
        </Button>
      </DynamicForm>
      {passed && (
        <Typography.Paragraph type="success" style={{ marginTop: 12 }} data-testid="rules-passed">
          校验通过：{passed}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
