import { Card, Table } from 'antd';
import { useState } from 'react';
import { http, usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { CheckRuleForm } from '../features/check-rule/check-rule-form';
import { CHECK_RULE_BUTTONS as B, type CheckRuleRecord } from '../features/check-rule/check-rule-types';
import { ruleColumns, RuleQueryFields } from '../features/dict/rule-list-parts';
import { RuleTestModal } from '../features/dict/rule-test-modal';

/**
 * 编码校验规则 (issue 5, JeecgBoot SysCheckRuleList): rules with query, add / edit (segment
 * editor), delete and 功能测试 (GET /sys/checkRule/checkByCode with the typed value).
 */
export default function CheckRuleList() {
  const has = usePermission();
  const list = useListPage<CheckRuleRecord>({ url: { list: '/sys/checkRule/list', delete: '/sys/checkRule/delete', deleteBatch: '/sys/checkRule/deleteBatch' } });
  const [editing, setEditing] = useState<{ open: boolean; record: CheckRuleRecord | null }>({ open: false, record: null });
  const [testing, setTesting] = useState<CheckRuleRecord | null>(null);
  const columns = ruleColumns<CheckRuleRecord>({ title: '规则描述', dataIndex: 'ruleDescription' }, {
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
      <Table<CheckRuleRecord> {...listTableProps(list)} size="middle" columns={columns} />
      <CheckRuleForm open={editing.open} record={editing.record} onClose={(saved) => { setEditing({ open: false, record: null }); if (saved) void list.reload(); }} />
      <RuleTestModal
        title={testing ? `功能测试：${testing.ruleName}` : null} needsValue onClose={() => setTesting(null)}
        run={async (value) => {
          const answer = await http.get('/sys/checkRule/checkByCode', { params: { ruleCode: testing?.ruleCode, value: encodeURIComponent(value) } }).catch(() => null);
          return answer ?? { success: false, message: '请求失败' };
        }}
      />
    </Card>
  );
}
