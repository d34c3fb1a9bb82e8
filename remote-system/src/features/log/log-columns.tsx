import { Popconfirm, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SysLog } from './log-types';

const OPERATE_COLOR: Record<number, string> = { 1: 'default', 2: 'green', 3: 'blue', 4: 'red', 5: 'purple', 6: 'cyan' };

/**
 * Columns of one 日志管理 tab: login logs (content, user, IP, time) or operation logs (content,
 * operate type, user, IP, method, request type, cost, time); sortable by user, IP, cost and time;
 * a 删除 action with confirmation when `onDelete` is given.
 */
export function logColumns(logType: 1 | 2, onDelete?: (row: SysLog) => void): ColumnsType<SysLog> {
  const columns: ColumnsType<SysLog> = [
    { title: '日志内容', dataIndex: 'logContent', ellipsis: true },
    { title: '操作人ID', dataIndex: 'userid', width: 110, sorter: true, render: (v: string | null) => v ?? '-' },
    { title: '操作人名称', dataIndex: 'username', width: 110, sorter: true, render: (v: string | null) => v ?? '-' },
    { title: 'IP', dataIndex: 'ip', width: 130, sorter: true },
    { title: '耗时(毫秒)', dataIndex: 'costTime', width: 110, sorter: true, render: (v: number | null) => v ?? '-' },
    { title: '创建时间', dataIndex: 'createTime', width: 170, sorter: true, defaultSortOrder: 'descend' },
  ];
  if (logType === 2) {
    columns.splice(1, 0, {
      title: '操作类型', dataIndex: 'operateType', width: 90,
      render: (v: number | null, row) => (v ? <Tag color={OPERATE_COLOR[v]}>{row.operateType_dictText}</Tag> : '-'),
    });
    columns.splice(5, 0, { title: '请求方式', dataIndex: 'requestType', width: 90, sorter: true, render: (v: string | null) => v ?? '-' });
  }
  if (onDelete) {
    columns.push({
      title: '操作', key: 'action', width: 80, fixed: 'right',
      render: (_: unknown, row) => (
        <Popconfirm title="确定删除吗?" onConfirm={() => onDelete(row)}><Typography.Link type="danger">删除</Typography.Link></Popconfirm>
      ),
    });
  }
  return columns;
}
