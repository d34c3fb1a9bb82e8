import { App, Button, Drawer, Form, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { DataRuleFormModal } from './data-rule-form-modal';
import { deleteRule, fetchRuleMeta, fetchRules } from './permission-api';
import type { DataRule, DataRuleMeta, PermissionNode } from './permission-types';

/** Props of {@link DataRuleDrawer}. */
export interface DataRuleDrawerProps {
  /** the menu whose rules are shown; null: closed */
  menu: PermissionNode | null;
  /** may add / edit / delete (system:permission:edit) */
  canEdit: boolean;
  onClose(): void;
}

/**
 * 数据规则 of a menu (JeecgBoot, drawer width 650): query by 规则名称 / 规则值, the rules with field,
 * condition, value and status, and 新增 / 编辑 / 删除 (DataRuleFormModal).
 */
export function DataRuleDrawer({ menu, canEdit, onClose }: DataRuleDrawerProps) {
  const { message } = App.useApp();
  const [rules, setRules] = useState<DataRule[]>([]);
  const [meta, setMeta] = useState<DataRuleMeta | null>(null);
  const [loading, setLoading] = useState(false);
  const [filter, setFilter] = useState<{ ruleName?: string; ruleValue?: string }>({});
  const [editing, setEditing] = useState<{ open: boolean; rule: DataRule | null }>({ open: false, rule: null });

  const load = useCallback(async () => {
    if (!menu) return;
    setLoading(true);
    try {
      const answer = await fetchRules(menu.id, filter);
      setRules(answer.success ? answer.result : []);
    } catch {
      setRules([]);
    } finally {
      setLoading(false);
    }
  }, [menu, filter]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (!menu) return;
    setFilter({});
    fetchRuleMeta(menu.id).then((a) => setMeta(a.success ? a.result : null)).catch(() => setMeta(null));
  }, [menu]);

  const remove = async (rule: DataRule) => {
    const answer = await deleteRule(rule.id).catch(() => null);
    if (!answer) return;
    if (answer.success) message.success(answer.message);
    else message.warning(answer.message);
    await load();
  };

  return (
    <Drawer title={`数据规则/按钮权限配置：${menu?.name ?? ''}`} size={650} open={menu !== null} onClose={onClose} destroyOnHidden>
      <Form layout="inline" onFinish={(v) => setFilter({ ruleName: v.ruleName || undefined, ruleValue: v.ruleValue || undefined })} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="ruleName" label="规则名称"><Input allowClear style={{ width: 140 }} /></Form.Item>
        <Form.Item name="ruleValue" label="规则值"><Input allowClear style={{ width: 140 }} /></Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">查询</Button>
          {canEdit && <Button onClick={() => setEditing({ open: true, rule: null })}>新增</Button>}
        </Space>
      </Form>
      <Table<DataRule>
        rowKey="id" size="small" loading={loading} dataSource={rules} pagination={false}
        columns={[
          { title: '规则名称', dataIndex: 'ruleName' },
          { title: '规则字段', dataIndex: 'ruleColumn' },
          { title: '条件规则', dataIndex: 'ruleConditions_dictText', width: 90 },
          { title: '规则值', dataIndex: 'ruleValue' },
          { title: '状态', dataIndex: 'status', width: 70, render: (v: string, r) => <Tag color={v === '1' ? 'green' : 'default'}>{r.status_dictText}</Tag> },
          ...(canEdit ? [{
            title: '操作', key: 'action', width: 110,
            render: (_: unknown, r: DataRule) => (
              <Space size="small">
                <Typography.Link onClick={() => setEditing({ open: true, rule: r })}>编辑</Typography.Link>
                <Popconfirm title="确定删除吗?" onConfirm={() => void remove(r)}><Typography.Link type="danger">删除</Typography.Link></Popconfirm>
              </Space>
            ),
          }] : []),
        ]}
      />
      {menu && (
        <DataRuleFormModal
          open={editing.open} permissionId={menu.id} rule={editing.rule} meta={meta}
          onClose={(saved) => {
            setEditing({ open: false, rule: null });
            if (saved) void load();
          }}
        />
      )}
    </Drawer>
  );
}
