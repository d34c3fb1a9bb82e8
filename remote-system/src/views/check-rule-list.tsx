import { Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { http, usePermission } from 'shared-session';
import { useListPage } from 'shared-widgets';
import { CheckRuleForm } from '../features/check-rule/check-rule-form';
import { CHECK_RULE_BUTTONS as B, type CheckRuleRecord } from '../features/check-rule/check-rule-types';
import { ListToolbar } from '../features/dict/list-toolbar';
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
  const columns: ColumnsType<CheckRuleRecord> = [
    { title: '规则名称', dataIndex: 'ruleName', sorter: true },
    { title: '规则编码', dataIndex: 'ruleCode', sorter: true },
    { title: '规则描述', dataIndex: 'ruleDescription' },
    { title: '范围', dataIndex: 'tenantId', width: 80, render: (v: number | null) => (v === null ? <Tag color="blue">系统</Tag> : <Tag>租户</Tag>) },
    {
      title: '操作', key: 'action', width: 200,
      render: (_, row) => (
        <Space>
          <a onClick={() => setTesting(row)}>功能测试</a>
          {row.editable && has(B.edit) && <a onClick={() => setEditing({ open: true, record: row })}>编辑</a>}
          {row.editable && has(B.delete) && <Popconfirm title="确定删除吗?" onConfirm={() => list.handleDelete(row.id)}><a>删除</a></Popconfirm>}
        </Space>
      ),
    },
  ];
  return (
    <Card variant="borderless">
      <ListToolbar
        query={(
          <>
            <Form.Item name="ruleName" label="规则名称"><Input allowClear placeholder="请输入规则名称" /></Form.Item>
            <Form.Item name="ruleCode" label="规则编码"><Input allowClear placeholder="请输入规则编码" /></Form.Item>
          </>
        )}
        onSearch={(v) => void list.searchQuery(v)} onReset={() => void list.searchReset()}
        onAdd={has(B.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(B.delete) ? list.batchDel : undefined}
      />
      <Table<CheckRuleRecord> rowKey={list.rowKey} size="middle" loading={list.loading} dataSource={list.dataSource} columns={columns}
        pagination={list.pagination} onChange={list.onTableChange} rowSelection={list.rowSelection} />
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
