import { Drawer, Form, Input, InputNumber, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { EntityFormModal } from './entity-form-modal';
import { DICT_BUTTONS, DICT_TEXTS, type DictItemRecord, type DictRecord } from './dict-types';

/** Props of {@link DictItemDrawer}. */
export interface DictItemDrawerProps {
  /** the dictionary whose items are shown; null: closed */
  dict: DictRecord | null;
  onClose(): void;
}

/**
 * 字典配置: the items of one dictionary in a drawer (JeecgBoot DictItemList): query by 名称 / 状态,
 * add / edit (名称, 数据值, 描述, 排序, 是否启用) and delete; read-only for a system dictionary the
 * caller may not change. Changes show in the next getDictItems (no server cache).
 */
export function DictItemDrawer({ dict, onClose }: DictItemDrawerProps) {
  const has = usePermission();
  const list = useListPage<DictItemRecord>({
    url: { list: '/sys/dictItem/list', delete: '/sys/dictItem/delete', deleteBatch: '/sys/dictItem/deleteBatch' },
    baseParams: { dictId: dict?.id }, defaultSort: null, loadOnMount: Boolean(dict),
  });
  const [editing, setEditing] = useState<{ open: boolean; record: DictItemRecord | null }>({ open: false, record: null });
  const writable = Boolean(dict?.editable);
  const columns: ColumnsType<DictItemRecord> = [
    { title: '名称', dataIndex: 'itemText' },
    { title: '数据值', dataIndex: 'itemValue' },
    { title: '排序', dataIndex: 'sortOrder', width: 70 },
    { title: '状态', dataIndex: 'status', width: 80, render: (s: number) => (s === 1 ? <Tag color="green">启用</Tag> : <Tag>不启用</Tag>) },
    {
      title: '操作', key: 'action', width: 120,
      render: (_, row) => writable && (
        <Space>
          {has(DICT_BUTTONS.edit) && <a onClick={() => setEditing({ open: true, record: row })}>编辑</a>}
          {has(DICT_BUTTONS.delete) && <Popconfirm title="确定删除吗?" onConfirm={() => list.handleDelete(row.id)}><a>删除</a></Popconfirm>}
        </Space>
      ),
    },
  ];

  return (
    <Drawer title={dict ? DICT_TEXTS.itemsTitle(dict.dictName) : ''} open={Boolean(dict)} width={720} onClose={onClose} destroyOnHidden>
      <ListQueryBar list={list}>
        <Form.Item name="itemText" label="名称"><Input allowClear placeholder="请输入名称" /></Form.Item>
        <Form.Item name="status" label="状态"><Radio.Group options={[{ value: 1, label: '启用' }, { value: 0, label: '不启用' }]} /></Form.Item>
      </ListQueryBar>
      <ListToolbar
        onAdd={writable && has(DICT_BUTTONS.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={writable && has(DICT_BUTTONS.delete) ? list.batchDel : undefined}
      />
      <Table<DictItemRecord> {...listTableProps(list, writable)} size="small" columns={columns} />
      <EntityFormModal<DictItemRecord>
        open={editing.open} record={editing.record} titles={['新增字典项', '编辑字典项']}
        urls={{ add: '/sys/dictItem/add', edit: '/sys/dictItem/edit' }}
        toBody={(v) => ({ ...v, dictId: dict?.id })}
        initialValues={{ sortOrder: 1, status: 1 }}
        onClose={(saved) => {
          setEditing({ open: false, record: null });
          if (saved) void list.reload();
        }}
      >
        <Form.Item label="名称" name="itemText" rules={[{ required: true, message: '请输入名称!' }, { max: 100, message: '最大长度100位字符' }]}><Input placeholder="请输入名称" /></Form.Item>
        <Form.Item label="数据值" name="itemValue" rules={[{ required: true, message: '请输入数据值!' }, { max: 100, message: '最大长度100位字符' }]}><Input placeholder="请输入数据值" /></Form.Item>
        <Form.Item label="描述" name="description"><Input.TextArea rows={2} maxLength={255} /></Form.Item>
        <Form.Item label="排序值" name="sortOrder"><InputNumber min={0} max={99999} /></Form.Item>
        <Form.Item label="是否启用" name="status"><Radio.Group options={[{ value: 1, label: '启用' }, { value: 0, label: '不启用' }]} /></Form.Item>
      </EntityFormModal>
      {!writable && dict && <div style={{ color: '#8c8c8c' }}>{DICT_TEXTS.readOnly}</div>}
    </Drawer>
  );
}
