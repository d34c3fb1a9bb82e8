import { DownOutlined } from '@ant-design/icons';
import { Dropdown, Space, Tag, Typography, type MenuProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { USER_TEXTS as T } from './user-texts';
import { USER_STATUS, type UserRecord } from './user-types';

/** Row actions the page passes in (freeze and remove ask for confirmation there); each is shown only when allowed. */
export interface UserActions {
  canEdit: boolean;
  canDelete: boolean;
  canFreeze: boolean;
  canResetPassword: boolean;
  /** true when the row's home tenant is another one (a member) */
  isGuest(row: UserRecord): boolean;
  edit(row: UserRecord): void;
  remove(row: UserRecord): void;
  freeze(row: UserRecord, status: 1 | 2): void;
  resetPassword(row: UserRecord): void;
}

/** Items of the 更多 menu of one row (reset password, freeze / unfreeze for home users; delete). */
function moreItems(a: UserActions, row: UserRecord): MenuProps['items'] {
  const guest = a.isGuest(row);
  const items: NonNullable<MenuProps['items']> = [];
  if (a.canResetPassword && !guest) items.push({ key: 'reset', label: T.resetPassword, onClick: () => a.resetPassword(row) });
  if (a.canFreeze && !guest) {
    const frozen = row.status === 2;
    items.push({ key: 'freeze', label: frozen ? T.unfreeze : T.freeze, onClick: () => a.freeze(row, frozen ? 1 : 2) });
  }
  if (a.canDelete) items.push({ key: 'delete', danger: true, label: T.delete, onClick: () => a.remove(row) });
  return items;
}

/** Columns of 用户管理: account, name, sex, birthday, phone, departments, work number, status, created, actions. */
export function userColumns(a: UserActions): ColumnsType<UserRecord> {
  return [
    {
      title: T.username, dataIndex: 'username', width: 130, sorter: true,
      render: (v: string, row) => (a.isGuest(row) ? <Space size={4}>{v}<Tag color="purple">{T.guest}</Tag></Space> : v),
    },
    { title: T.realname, dataIndex: 'realname', width: 110, sorter: true },
    { title: T.sex, dataIndex: 'sex', width: 70, sorter: true, render: (_: unknown, row) => row.sex_dictText },
    { title: T.birthday, dataIndex: 'birthday', width: 110, sorter: true },
    { title: T.phone, dataIndex: 'phone', width: 120 },
    { title: T.departs, dataIndex: 'orgCodeTxt', ellipsis: true },
    { title: T.workNo, dataIndex: 'workNo', width: 100, sorter: true },
    {
      title: T.status, dataIndex: 'status', width: 80, sorter: true,
      render: (v: number) => <Tag color={USER_STATUS[v]?.color}>{USER_STATUS[v]?.text ?? v}</Tag>,
    },
    { title: T.createTime, dataIndex: 'createTime', width: 170, sorter: true },
    {
      title: T.action, key: 'action', width: 150, fixed: 'right',
      render: (_: unknown, row) => {
        const items = moreItems(a, row);
        return (
          <Space size="small">
            {a.canEdit && <Typography.Link onClick={() => a.edit(row)}>{T.edit}</Typography.Link>}
            {items && items.length > 0 && (
              <Dropdown menu={{ items }} trigger={['click']}>
                <Typography.Link>{T.more} <DownOutlined /></Typography.Link>
              </Dropdown>
            )}
          </Space>
        );
      },
    },
  ];
}
