import { App, Card, Form, Input, Table } from 'antd';
import { http, usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, useListPage } from 'shared-widgets';
import { onlineColumns } from '../features/online/online-columns';
import { ONLINE_BUTTONS, ONLINE_TEXTS, type OnlineUser } from '../features/online/online-types';

/**
 * 在线用户 (issue 5, docs/admin-contract.md "Online users"): the tenant's live sessions with a
 * username filter, paging and sort (newest sign-in first); 强退 asks for confirmation and calls
 * POST /sys/online/forceLogout {tokenId} — the user's next call answers 401 and their shell shows the
 * login page. The caller's own session is marked 当前会话 and has no 强退.
 */
export default function OnlineUserList() {
  const { message, modal } = App.useApp();
  const has = usePermission();
  const list = useListPage<OnlineUser>({ url: { list: '/sys/online/list' }, defaultSort: null, rowKey: 'tokenId' });

  const kick = (row: OnlineUser) => modal.confirm({
    title: ONLINE_TEXTS.confirmTitle,
    content: ONLINE_TEXTS.confirmContent(row.realname || row.username),
    okText: '确定',
    cancelText: '取消',
    onOk: async () => {
      const answer = await http.post('/sys/online/forceLogout', { tokenId: row.tokenId }).catch(() => null);
      if (!answer) return;
      if (answer.success) message.success(answer.message);
      else message.warning(answer.message);
      await list.reload();
    },
  });

  return (
    <Card variant="borderless">
      <ListQueryBar list={list}>
        <Form.Item name="username" label={ONLINE_TEXTS.username}><Input allowClear placeholder={ONLINE_TEXTS.usernamePlaceholder} /></Form.Item>
      </ListQueryBar>
      <Table<OnlineUser>
        data-testid="online-user-table" {...listTableProps(list, false)} size="middle"
        columns={onlineColumns(has(ONLINE_BUTTONS.forceLogout), kick)} scroll={{ x: 1100 }}
      />
    </Card>
  );
}
