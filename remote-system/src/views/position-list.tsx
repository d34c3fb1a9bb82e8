import { Button, Card, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { usePermission } from 'shared-session';
import { DictSelect, ImportExcelModal, ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { PositionForm } from '../features/position/position-form';
import { POSITION_BUTTONS, POSITION_TEXTS as T, POSITION_URLS, type PositionRecord } from '../features/position/position-types';

/**
 * 职务管理 (issue 5; docs/admin-contract.md "Users, tenants, positions, address book"): the
 * tenant's positions with query (name contains, code, rank), paging, sort, add / edit, delete and
 * batch delete (refused while users hold the position), xlsx export and import. Buttons follow
 * system:position:*; the server checks again.
 */
export default function PositionList() {
  const has = usePermission();
  const list = useListPage<PositionRecord>({
    url: { list: POSITION_URLS.list, delete: POSITION_URLS.delete, deleteBatch: POSITION_URLS.deleteBatch, exportXlsUrl: POSITION_URLS.exportXls },
    defaultSort: { column: 'code', order: 'asc' },
  });
  const [editing, setEditing] = useState<{ open: boolean; record: PositionRecord | null }>({ open: false, record: null });
  const [importing, setImporting] = useState(false);

  const columns: ColumnsType<PositionRecord> = [
    { title: T.code, dataIndex: 'code', sorter: true, width: 200 },
    { title: T.name, dataIndex: 'name', sorter: true },
    { title: T.rank, dataIndex: 'rank', sorter: true, width: 120, render: (_: unknown, row) => row.rank_dictText },
    { title: T.createTime, dataIndex: 'createTime', sorter: true, width: 180 },
    {
      title: T.action, key: 'action', width: 140,
      render: (_: unknown, row) => (
        <Space size="small">
          {has(POSITION_BUTTONS.edit) && <Typography.Link onClick={() => setEditing({ open: true, record: row })}>{T.edit}</Typography.Link>}
          {has(POSITION_BUTTONS.delete) && (
            <Popconfirm title={T.deleteConfirm} onConfirm={() => void list.handleDelete(row.id)}><Typography.Link type="danger">{T.delete}</Typography.Link></Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <ListQueryBar list={list} name="positionQuery">
        <Form.Item name="name" label={T.name}><Input allowClear placeholder={T.inputName} /></Form.Item>
        <Form.Item name="code" label={T.code}><Input allowClear placeholder={T.inputCode} /></Form.Item>
        <Form.Item name="rank" label={T.rank}><DictSelect dictCode="position_rank" placeholder={T.chooseRank} style={{ width: 120 }} /></Form.Item>
      </ListQueryBar>
      <ListToolbar
        onAdd={has(POSITION_BUTTONS.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(POSITION_BUTTONS.delete) ? list.batchDel : undefined}
        beforeBatchDelete={(
          <>
            {has(POSITION_BUTTONS.export) && <Button onClick={() => void list.handleExportXls(T.exportName)}>{T.export}</Button>}
            {has(POSITION_BUTTONS.import) && <Button onClick={() => setImporting(true)}>{T.import}</Button>}
          </>
        )}
      />
      <Table<PositionRecord> {...listTableProps(list)} size="middle" columns={columns} />
      <PositionForm
        open={editing.open}
        record={editing.record}
        onClose={(saved) => {
          setEditing({ open: false, record: null });
          if (saved) void list.reload();
        }}
      />
      <ImportExcelModal open={importing} url={POSITION_URLS.importExcel} onOk={() => void list.reload()} onClose={() => setImporting(false)} />
    </Card>
  );
}
