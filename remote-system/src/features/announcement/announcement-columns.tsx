import { Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CATEGORY, PRIORITY, SEND_STATUS, type Announcement } from './announcement-types';

/** Row actions the list page passes in; each is shown only when allowed. */
export interface AnnouncementActions {
  canEdit: boolean;
  canDelete: boolean;
  canRelease: boolean;
  edit(row: Announcement): void;
  remove(row: Announcement): void;
  release(row: Announcement): void;
  revoke(row: Announcement): void;
}

/** Columns of 通告管理: title, category, priority, status, sender, send time, actions. */
export function announcementColumns(a: AnnouncementActions): ColumnsType<Announcement> {
  return [
    { title: '标题', dataIndex: 'titile', ellipsis: true },
    { title: '消息类型', dataIndex: 'msgCategory', width: 100, render: (v: string) => CATEGORY[v] ?? v },
    { title: '优先级', dataIndex: 'priority', width: 100, render: (v: string) => <Tag color={PRIORITY[v]?.color}>{PRIORITY[v]?.text ?? v}</Tag> },
    { title: '通告对象', dataIndex: 'msgType', width: 100, render: (v: string) => (v === 'ALL' ? '全体用户' : '指定用户') },
    { title: '发布状态', dataIndex: 'sendStatus', width: 100, render: (v: string) => <Tag color={SEND_STATUS[v]?.color}>{SEND_STATUS[v]?.text ?? v}</Tag> },
    { title: '发布人', dataIndex: 'sender', width: 110 },
    { title: '发布时间', dataIndex: 'sendTime', width: 170, render: (v: string | null) => (v ? new Date(v).toLocaleString('zh-CN', { hour12: false }) : '-') },
    {
      title: '操作', key: 'action', width: 200, fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="small">
          {a.canEdit && row.sendStatus !== '1' && <Typography.Link onClick={() => a.edit(row)}>编辑</Typography.Link>}
          {a.canRelease && row.sendStatus !== '1' && (
            <Popconfirm title="确定发布吗?" onConfirm={() => a.release(row)}><Typography.Link>发布</Typography.Link></Popconfirm>
          )}
          {a.canRelease && row.sendStatus === '1' && (
            <Popconfirm title="确定撤销吗?" onConfirm={() => a.revoke(row)}><Typography.Link>撤销</Typography.Link></Popconfirm>
          )}
          {a.canDelete && (
            <Popconfirm title="确定删除吗?" onConfirm={() => a.remove(row)}><Typography.Link type="danger">删除</Typography.Link></Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
