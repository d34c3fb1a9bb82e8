import { App, Button, Card, Form, Input, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { http } from 'shared-session';
import { Ellipsis, ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { CompareModal } from '../features/data-log/compare-modal';
import type { DataLogRecord } from '../features/data-log/data-diff';

/**
 * 数据日志 (issue 5, JeecgBoot DataLogList): the versions written by every add / edit of the demo
 * entity and of users; query by table and data id, select two versions of one record and
 * 数据比较 shows their difference field by field.
 */
export default function DataLogList() {
  const { message } = App.useApp();
  const list = useListPage<DataLogRecord>({ url: { list: '/sys/dataLog/list' } });
  const [tables, setTables] = useState<{ value: string; label: string }[]>([]);
  const [comparing, setComparing] = useState<[string, string] | null>(null);
  useEffect(() => {
    void http.get<{ value: string; text: string }[]>('/sys/dataLog/tables')
      .then((a) => { if (a.success) setTables((a.result ?? []).map((t) => ({ value: t.value, label: t.text }))); })
      .catch(() => undefined);
  }, []);

  const compare = () => {
    const rows = list.selectedRows;
    if (rows.length !== 2) {
      message.warning('请选择两条数据进行比较');
      return;
    }
    if (rows[0].dataTable !== rows[1].dataTable || rows[0].dataId !== rows[1].dataId) {
      message.warning('请选择同一条数据的两个版本');
      return;
    }
    setComparing([rows[0].id, rows[1].id]);
  };
  const columns: ColumnsType<DataLogRecord> = [
    { title: '表名', dataIndex: 'dataTableText', width: 120 },
    { title: '数据ID', dataIndex: 'dataId', width: 280 },
    { title: '版本号', dataIndex: 'dataVersion', sorter: true, width: 90 },
    { title: '数据内容', dataIndex: 'dataContent', render: (v: string) => <Ellipsis value={v} length={40} /> },
    { title: '创建人', dataIndex: 'createBy', width: 110 },
    { title: '创建时间', dataIndex: 'createTime', sorter: true, width: 170 },
  ];
  return (
    <Card variant="borderless">
      <ListQueryBar list={list}>
        <Form.Item name="dataTable" label="表名"><Select allowClear placeholder="请选择" style={{ width: 140 }} options={tables} /></Form.Item>
        <Form.Item name="dataId" label="数据ID"><Input allowClear placeholder="请输入数据ID" /></Form.Item>
      </ListQueryBar>
      <ListToolbar><Button type="primary" onClick={compare}>数据比较</Button></ListToolbar>
      <Table<DataLogRecord> {...listTableProps(list)} size="middle" columns={columns} scroll={{ x: 1100 }} />
      <CompareModal ids={comparing} onClose={() => setComparing(null)} />
    </Card>
  );
}
