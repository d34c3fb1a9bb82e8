import { Avatar, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { fileUrl } from 'shared-widgets';
import { ONLINE_TEXTS, type OnlineUser } from './online-types';

/**
 * Columns of 在线用户: avatar, account (the caller's own session tagged 当前会话), name, IP, browser,
 * sign-in / last-seen / expiry times and 强退 (not for the current session; `canKick` hides it).
 */
export function onlineColumns(canKick: boolean, kick: (row: OnlineUser) => void): ColumnsType<OnlineUser> {
  const columns: ColumnsType<OnlineUser> = [
    { title: '头像', dataIndex: 'avatar', width: 70, render: (v: string | null, row) => <Avatar src={v ? fileUrl(v) : undefined}>{row.username.slice(0, 1).toUpperCase()}</Avatar> },
    {
      title: '用户账号', dataIndex: 'username', width: 160,
      render: (v: string, row) => <>{v} {row.current && <Tag color="blue">{ONLINE_TEXTS.current}</Tag>}</>,
    },
    { title: '用户姓名', dataIndex: 'realname', width: 120, sorter: true },
    { title: 'IP', dataIndex: 'ip', width: 130, sorter: true, render: (v: string | null) => v ?? '-' },
    { title: '浏览器', dataIndex: 'userAgent', ellipsis: true, render: (v: string | null) => (v ? <Tooltip title={v}>{v}</Tooltip> : '-') },
    { title: '登录时间', dataIndex: 'loginTime', width: 170, sorter: true },
    { title: '最近访问', dataIndex: 'lastSeen', width: 170, sorter: true, render: (v: string | null) => v ?? '-' },
    { title: '过期时间', dataIndex: 'expireTime', width: 170, sorter: true },
  ];
  if (canKick) {
    columns.push({
      title: '操作', key: 'action', width: 80, fixed: 'right',
      render: (_: unknown, row) => (row.current
        ? <Typography.Text type="secondary">-</Typography.Text>
        : <Typography.Link type="danger" data-testid={`kick-${row.username}`} onClick={() => kick(row)}>{ONLINE_TEXTS.forceLogout}</Typography.Link>),
    });
  }
  return columns;
}
