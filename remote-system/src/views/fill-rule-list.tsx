import { Card, Form, Input, InputNumber, Select, Table } from 'antd';
import { useState } from 'react';
import { http, usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { EntityFormModal } from '../features/dict/entity-form-modal';
import { ruleColumns, RuleQueryFields } from '../features/dict/rule-list-parts';
import { RuleTestModal } from '../features/dict/rule-test-modal';
import {
  DATE_PATTERN_OPTIONS, FILL_RULE_BUTTONS as B, parseSerialParams, serialExample, type FillRuleRecord,
} from '../features/fill-rule/fill-rule-types';

/**
 * 填值规则 (issue 5, JeecgBoot SysFillRuleList): serial-number rules (前缀 + 表单字段 + 日期 + 流水号)
 * with query, add / edit, delete and 功能测试 (PUT /sys/fillRule/executeRuleByCode: takes a real number).
 */
export default function FillRuleList() {
  const has = usePermission();
  const list = useListPage<FillRuleRecord>({ url: { list: '/sys/fillRule/list', delete: '/sys/fillRule/delete', deleteBatch: '/sys/fillRule/deleteBatch' } });
  const [editing, setEditing] = useState<{ open: boolean; record: FillRuleRecord | null }>({ open: false, record: null });
  const [testing, setTesting] = useState<FillRuleRecord | null>(null);
  const columns = ruleColumns<FillRuleRecord>({ title: '示例', key: 'example', render: (_, r) => serialExample(parseSerialParams(r.ruleParams), new Date()) }, {
    test: setTesting,
    edit: has(B.edit) ? (record) => setEditing({ open: true, record }) : undefined,
    remove: has(B.delete) ? (row) => void list.handleDelete(row.id) : undefined,
  });
  return (
    <Card variant="borderless">
      <ListQueryBar list={list}><RuleQueryFields /></ListQueryBar>
      <ListToolbar
        onAdd={has(B.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(B.delete) ? list.batchDel : undefined}
      />
      <Table<FillRuleRecord> {...listTableProps(list)} size="middle" columns={columns} />
      <EntityFormModal<FillRuleRecord>
        open={editing.open} record={editing.record} titles={['新增填值规则', '编辑填值规则']} urls={{ add: '/sys/fillRule/add', edit: '/sys/fillRule/edit' }}
        toValues={(r) => ({ ...r, ...parseSerialParams(r.ruleParams) })}
        toBody={({ prefix, datePattern, seqLength, prefixField, ...rest }) => ({
          ...rest, ruleKind: 'serial', ruleParams: JSON.stringify({ prefix: prefix ?? '', datePattern: datePattern ?? '', seqLength, ...(prefixField ? { prefixField } : {}) }),
        })}
        initialValues={{ prefix: '', datePattern: 'yyyyMMdd', seqLength: 4 }}
        onClose={(saved) => { setEditing({ open: false, record: null }); if (saved) void list.reload(); }}
      >
        <Form.Item label="规则名称" name="ruleName" rules={[{ required: true, message: '请输入规则名称!' }]}><Input placeholder="请输入规则名称" /></Form.Item>
        <Form.Item label="规则编码" name="ruleCode" rules={[{ required: true, message: '请输入规则编码!' }, { pattern: /^[A-Za-z][A-Za-z0-9_]{0,99}$/, message: '规则编码只能是字母、数字或下划线，且以字母开头' }]}>
          <Input placeholder="请输入规则编码" />
        </Form.Item>
        <Form.Item label="前缀" name="prefix" rules={[{ pattern: /^[A-Za-z0-9_-]{0,16}$/, message: '前缀只能是0到16位字母、数字、下划线或中划线' }]}><Input placeholder="如 DD" /></Form.Item>
        <Form.Item label="表单字段" name="prefixField" tooltip="该表单字段的值（1到8位字母或数字）接在前缀之后"><Input placeholder="可选，如 areaCode" /></Form.Item>
        <Form.Item label="日期格式" name="datePattern"><Select options={DATE_PATTERN_OPTIONS} /></Form.Item>
        <Form.Item label="流水号位数" name="seqLength" rules={[{ required: true, message: '请输入流水号位数' }]}><InputNumber min={1} max={8} /></Form.Item>
        <Form.Item label="描述" name="description"><Input.TextArea rows={2} maxLength={255} /></Form.Item>
      </EntityFormModal>
      <RuleTestModal
        title={testing ? `功能测试：${testing.ruleName}` : null} needsValue={false} onClose={() => setTesting(null)}
        run={async () => {
          const answer = await http.put<string>(`/sys/fillRule/executeRuleByCode/${testing?.ruleCode}`, {}).catch(() => null);
          if (!answer) return { success: false, message: '请求失败' };
          return answer.success ? { success: true, message: `生成的值：${answer.result}` } : answer;
        }}
      />
    </Card>
  );
}
