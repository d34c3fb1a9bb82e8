import { App, Card, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { http, usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { announcementColumns } from '../features/announcement/announcement-columns';
import { AnnouncementForm } from '../features/announcement/announcement-form';
import { ANNOUNCEMENT_BUTTONS, type Announcement } from '../features/announcement/announcement-types';

/**
 * 通告管理 (issue 5): announcements of the tenant with query, paging, add / edit drafts, publish
 * (doReleaseData: the addressees' bells update through /websocket at once), revoke
 * (doReovkeData), delete and batch delete. Every action is checked again on the server.
 */
export default function AnnouncementList() {
  const { message } = App.useApp();
  const has = usePermission();
  const list = useListPage<Announcement>({
    url: { list: '/sys/annountCement/list', delete: '/sys/annountCement/delete', deleteBatch: '/sys/annountCement/deleteBatch' },
    defaultSort: null,
  });
  const [editing, setEditing] = useState<{ open: boolean; record: Announcement | null }>({ open: false, record: null });

  const act = async (path: string, row: Announcement) => {
    const answer = await http.get(path, { params: { id: row.id } }).catch(() => null);
    if (!answer) return;
    if (answer.success) message.success(answer.message);
    else message.warning(answer.message);
    await list.reload();
  };
  const columns = announcementColumns({
    canEdit: has(ANNOUNCEMENT_BUTTONS.edit), canDelete: has(ANNOUNCEMENT_BUTTONS.delete), canRelease: has(ANNOUNCEMENT_BUTTONS.release),
    edit: (record) => setEditing({ open: true, record }),
    remove: (row) => void list.handleDelete(row.id),
    release: (row) => void act('/sys/annountCement/doReleaseData', row),
    revoke: (row) => void act('/sys/annountCement/doReovkeData', row),
  });

  return (
    <Card variant="borderless">
      <ListQueryBar list={list}>
        <Form.Item name="titile" label="标题"><Input allowClear placeholder="请输入标题" /></Form.Item>
        <Form.Item name="msgCategory" label="消息类型">
          <Select allowClear placeholder="请选择" style={{ width: 130 }} options={[{ value: '1', label: '通知公告' }, { value: '2', label: '系统消息' }]} />
        </Form.Item>
        <Form.Item name="sendStatus" label="发布状态">
          <Select allowClear placeholder="请选择" style={{ width: 120 }} options={[{ value: '0', label: '未发布' }, { value: '1', label: '已发布' }, { value: '2', label: '已撤销' }]} />
        </Form.Item>
      </ListQueryBar>
      <ListToolbar
        onAdd={has(ANNOUNCEMENT_BUTTONS.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(ANNOUNCEMENT_BUTTONS.delete) ? list.batchDel : undefined}
      />
      <Table<Announcement> {...listTableProps(list)} size="middle" columns={columns} scroll={{ x: 1000 }} />
      <AnnouncementForm
        open={editing.open}
        record={editing.record}
        onClose={(saved) => {
          setEditing({ open: false, record: null });
          if (saved) void list.reload();
        }}
      />
    </Card>
  );
}
