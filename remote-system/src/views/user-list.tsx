import { App, Button, Card, Table } from 'antd';
import { useState } from 'react';
import { STORAGE_KEYS, storage, usePermission } from 'shared-session';
import { ImportExcelModal, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { ResetPasswordModal } from '../features/user/reset-password-modal';
import { setFrozen } from '../features/user/user-api';
import { userColumns } from '../features/user/user-columns';
import { UserForm } from '../features/user/user-form';
import { UserQuery } from '../features/user/user-query';
import { USER_TEXTS as T } from '../features/user/user-texts';
import { USER_BUTTONS, USER_URLS, type UserRecord } from '../features/user/user-types';

/**
 * 用户管理 (issue 5; docs/admin-contract.md "Users, tenants, positions, address book"): the
 * users of the current tenant the signed-in user may see, with query, paging (10/20/30), sort,
 * add / edit in a drawer, delete and batch delete (soft), freeze / unfreeze (one or in batch),
 * reset password, xlsx export and import. Buttons follow system:user:*; the server checks again.
 */
export default function UserList() {
  const { message, modal } = App.useApp();
  const has = usePermission();
  const list = useListPage<UserRecord>({
    url: { list: USER_URLS.list, delete: USER_URLS.delete, deleteBatch: USER_URLS.deleteBatch, exportXlsUrl: USER_URLS.exportXls },
  });
  const [editing, setEditing] = useState<{ open: boolean; record: UserRecord | null }>({ open: false, record: null });
  const [resetting, setResetting] = useState<UserRecord | null>(null);
  const [importing, setImporting] = useState(false);
  const tenant = Number(storage.get<string | number>(STORAGE_KEYS.TENANT_ID) ?? 0);
  const isGuest = (row: UserRecord) => tenant > 0 && row.tenantId !== tenant;

  const freeze = (rows: UserRecord[], status: 1 | 2) => {
    if (!rows.length) {
      message.warning(T.selectOne);
      return;
    }
    modal.confirm({
      title: status === 2 ? T.freezeConfirm : T.unfreezeConfirm,
      onOk: async () => {
        const answer = await setFrozen(rows.map((r) => r.id), status).catch(() => null);
        if (!answer) return;
        if (answer.success) message.success(answer.message);
        else message.warning(answer.message);
        list.clearSelection();
        await list.reload();
      },
    });
  };
  const columns = userColumns({
    canEdit: has(USER_BUTTONS.edit), canDelete: has(USER_BUTTONS.delete), canFreeze: has(USER_BUTTONS.freeze), canResetPassword: has(USER_BUTTONS.resetPassword),
    isGuest,
    edit: (record) => setEditing({ open: true, record }),
    remove: (row) => modal.confirm({ title: T.deleteConfirm, onOk: () => list.handleDelete(row.id) }),
    freeze: (row, status) => freeze([row], status),
    resetPassword: (row) => setResetting(row),
  });

  return (
    <Card variant="borderless">
      <UserQuery list={list} />
      <ListToolbar
        onAdd={has(USER_BUTTONS.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(USER_BUTTONS.delete) ? list.batchDel : undefined}
        beforeBatchDelete={(
          <>
            {has(USER_BUTTONS.export) && <Button onClick={() => void list.handleExportXls('用户信息')}>{T.export}</Button>}
            {has(USER_BUTTONS.import) && <Button onClick={() => setImporting(true)}>{T.import}</Button>}
          </>
        )}
      >
        {has(USER_BUTTONS.freeze) && <Button onClick={() => freeze(list.selectedRows, 2)}>{T.batchFreeze}</Button>}
        {has(USER_BUTTONS.freeze) && <Button onClick={() => freeze(list.selectedRows, 1)}>{T.batchUnfreeze}</Button>}
      </ListToolbar>
      <Table<UserRecord> {...listTableProps(list)} size="middle" columns={columns} scroll={{ x: 1300 }} />
      <UserForm
        open={editing.open}
        record={editing.record}
        guest={editing.record ? isGuest(editing.record) : false}
        onClose={(saved) => {
          setEditing({ open: false, record: null });
          if (saved) void list.reload();
        }}
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <ImportExcelModal open={importing} url={USER_URLS.importExcel} onOk={() => void list.reload()} onClose={() => setImporting(false)} />
    </Card>
  );
}
