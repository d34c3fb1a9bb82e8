import { App, Button, Card, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { usePermission } from 'shared-session';
import { duplicateCheckRule, ImportExcelModal, ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { DictItemDrawer } from '../features/dict/dict-item-drawer';
import { DictRecycleModal } from '../features/dict/dict-recycle-modal';
import { DICT_BUTTONS, DICT_TEXTS, type DictRecord } from '../features/dict/dict-types';
import { EntityFormModal } from '../features/dict/entity-form-modal';

/**
 * 数据字典 (issue 5, JeecgBoot DictList): dictionaries with query, paging, add / edit (code unique
 * through the duplicate check), delete into the recycle bin, export / import xlsx and 字典配置
 * (the items drawer). System-wide dictionaries are read-only outside the platform tenant.
 */
export default function DictList() {
  const { message } = App.useApp();
  const has = usePermission();
  const list = useListPage<DictRecord>({
    url: { list: '/sys/dict/list', delete: '/sys/dict/delete', deleteBatch: '/sys/dict/deleteBatch', exportXlsUrl: '/sys/dict/exportXls' },
  });
  const [editing, setEditing] = useState<{ open: boolean; record: DictRecord | null }>({ open: false, record: null });
  const [itemsOf, setItemsOf] = useState<DictRecord | null>(null);
  const [importing, setImporting] = useState(false);
  const [recycling, setRecycling] = useState(false);

  const columns: ColumnsType<DictRecord> = [
    { title: '字典名称', dataIndex: 'dictName', sorter: true },
    { title: '字典编码', dataIndex: 'dictCode', sorter: true },
    { title: '描述', dataIndex: 'description' },
    { title: '范围', dataIndex: 'tenantId', width: 80, render: (v: number | null) => (v === null ? <Tag color="blue">{DICT_TEXTS.systemTag}</Tag> : <Tag>{DICT_TEXTS.tenantTag}</Tag>) },
    {
      title: '操作', key: 'action', width: 200,
      render: (_, row) => (
        <Space>
          {row.editable && has(DICT_BUTTONS.edit) && <a onClick={() => setEditing({ open: true, record: row })}>编辑</a>}
          <a onClick={() => setItemsOf(row)}>字典配置</a>
          {row.editable && has(DICT_BUTTONS.delete) && <Popconfirm title="确定删除吗?" onConfirm={() => list.handleDelete(row.id)}><a>删除</a></Popconfirm>}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <ListQueryBar list={list}>
        <Form.Item name="dictName" label="字典名称"><Input allowClear placeholder="请输入字典名称" /></Form.Item>
        <Form.Item name="dictCode" label="字典编码"><Input allowClear placeholder="请输入字典编码" /></Form.Item>
      </ListQueryBar>
      <ListToolbar
        onAdd={has(DICT_BUTTONS.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(DICT_BUTTONS.delete) ? list.batchDel : undefined}
      >
        {has(DICT_BUTTONS.export) && <Button onClick={() => void list.handleExportXls('数据字典')}>导出</Button>}
        {has(DICT_BUTTONS.import) && <Button onClick={() => setImporting(true)}>导入</Button>}
        {has(DICT_BUTTONS.delete) && <Button onClick={() => setRecycling(true)}>{DICT_TEXTS.recycleBin}</Button>}
      </ListToolbar>
      <Table<DictRecord> {...listTableProps(list)} size="middle" columns={columns} />
      <EntityFormModal<DictRecord>
        open={editing.open} record={editing.record} titles={['新增字典', '编辑字典']} urls={{ add: '/sys/dict/add', edit: '/sys/dict/edit' }}
        onClose={(saved) => {
          setEditing({ open: false, record: null });
          if (saved) void list.reload();
        }}
      >
        <Form.Item label="字典名称" name="dictName" rules={[{ required: true, message: '请输入字典名称!' }, { max: 100, message: '最大长度100位字符' }]}><Input placeholder="请输入字典名称" /></Form.Item>
        <Form.Item label="字典编码" name="dictCode" validateFirst rules={[{ required: true, message: '请输入字典编码!' }, { pattern: /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/, message: '字典编码只能是字母、数字、下划线、中划线或点，且以字母开头' }, duplicateCheckRule({ tableName: 'sys_dict', fieldName: 'dict_code', dataId: editing.record?.id })]}>
          <Input placeholder="请输入字典编码" />
        </Form.Item>
        <Form.Item label="描述" name="description"><Input.TextArea rows={3} maxLength={255} /></Form.Item>
      </EntityFormModal>
      <DictItemDrawer dict={itemsOf} onClose={() => setItemsOf(null)} />
      {importing && (
        <ImportExcelModal open url="/sys/dict/importExcel" onOk={(a) => { message.success(a.message); void list.reload(); }} onClose={() => setImporting(false)} />
      )}
      <DictRecycleModal open={recycling} onClose={(changed) => { setRecycling(false); if (changed) void list.reload(); }} />
    </Card>
  );
}
