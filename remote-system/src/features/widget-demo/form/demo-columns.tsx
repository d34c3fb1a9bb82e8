import { Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { effectiveDateText } from 'shared-widgets';
import type { DemoRecord } from './demo-types';

/** Row actions of the demo list. */
export interface DemoRowActions {
  onEdit?(row: DemoRecord): void;
  onDelete?(row: DemoRecord): void;
}

/** Columns of the demo list (sortable columns are allow-listed by the server's list query). */
export function demoColumns(actions: DemoRowActions): TableColumnsType<DemoRecord> {
  const columns: TableColumnsType<DemoRecord> = [
    { title: '名称', dataIndex: 'name', sorter: true },
    { title: '性别', dataIndex: 'sex_dictText', width: 70 },
    { title: '年龄', dataIndex: 'age', sorter: true, width: 80 },
    { title: '生日', dataIndex: 'birthday', sorter: true, width: 120 },
    { title: '手机', dataIndex: 'phone', width: 130 },
    { title: '启用', dataIndex: 'enabled', width: 70, render: (v: string) => (v === 'Y' ? <Tag color="green">是</Tag> : <Tag>否</Tag>) },
    { title: '执行计划', dataIndex: 'cron', width: 150 },
    { title: '生效日期', dataIndex: 'effective', width: 120, render: (v: string | null) => effectiveDateText(v) },
    { title: '创建时间', dataIndex: 'createTime', sorter: true, width: 170 },
  ];
  if (actions.onEdit || actions.onDelete) {
    columns.push({
      title: '操作',
      key: 'action',
      width: 120,
      render: (_v, row) => (
        <Space size={4}>
          {actions.onEdit && <Typography.Link onClick={() => actions.onEdit?.(row)}>编辑</Typography.Link>}
          {actions.onDelete && (
            <Popconfirm title="确定删除吗?" onConfirm={() => actions.onDelete?.(row)}>
              <Typography.Link type="danger">删除</Typography.Link>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }
  return columns;
}
