import { Form, Input, Popconfirm, Space, Tag } from 'antd';
import type { ColumnType, ColumnsType } from 'antd/es/table';

/** A check or fill rule row as both rule lists read it. */
export interface RuleRow {
  id: string;
  ruleName: string;
  ruleCode: string;
  /** null: system-wide (maintained by the platform tenant) */
  tenantId: number | null;
  editable: boolean;
}

/** What the action column may do; undefined hides the action. */
export interface RuleActions<T> {
  test(row: T): void;
  edit?(row: T): void;
  remove?(row: T): void;
}

/** The query fields shared by 编码校验规则 and 填值规则. */
export function RuleQueryFields() {
  return (
    <>
      <Form.Item name="ruleName" label="规则名称"><Input allowClear placeholder="请输入规则名称" /></Form.Item>
      <Form.Item name="ruleCode" label="规则编码"><Input allowClear placeholder="请输入规则编码" /></Form.Item>
    </>
  );
}

/**
 * Columns of the two rule lists: name, code, the list's own `middle` column, scope (系统 / 租户)
 * and the actions 功能测试 / 编辑 / 删除 (edit and delete only on the caller's editable rules).
 */
export function ruleColumns<T extends RuleRow>(middle: ColumnType<T>, a: RuleActions<T>): ColumnsType<T> {
  return [
    { title: '规则名称', dataIndex: 'ruleName', sorter: true },
    { title: '规则编码', dataIndex: 'ruleCode', sorter: true },
    middle,
    { title: '范围', dataIndex: 'tenantId', width: 80, render: (v: number | null) => (v === null ? <Tag color="blue">系统</Tag> : <Tag>租户</Tag>) },
    {
      title: '操作', key: 'action', width: 200,
      render: (_, row) => (
        <Space>
          <a onClick={() => a.test(row)}>功能测试</a>
          {row.editable && a.edit && <a onClick={() => a.edit?.(row)}>编辑</a>}
          {row.editable && a.remove && <Popconfirm title="确定删除吗?" onConfirm={() => a.remove?.(row)}><a>删除</a></Popconfirm>}
        </Space>
      ),
    },
  ];
}
