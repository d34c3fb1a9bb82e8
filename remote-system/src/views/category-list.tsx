import { Card, Form, Input, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useState } from 'react';
import { http, usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { CATEGORY_BUTTONS as B, treeRows, type CategoryRecord, type CategoryRow } from '../features/category/category-tree';
import { EntityFormModal } from '../features/dict/entity-form-modal';

/**
 * 分类字典 (issue 5, JeecgBoot SysCategoryList): a lazily loaded tree table — roots paged from
 * /sys/category/rootList, a level loaded from /sys/category/childList on expand — with add root,
 * add child (code generated per level: B01 → B01A01), edit name and delete.
 */
export default function CategoryList() {
  const has = usePermission();
  const list = useListPage<CategoryRecord>({ url: { list: '/sys/category/rootList', delete: '/sys/category/delete', deleteBatch: '/sys/category/deleteBatch' }, defaultSort: null });
  const [kids, setKids] = useState<Record<string, CategoryRecord[]>>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ open: boolean; record: CategoryRecord | null; pid: string }>({ open: false, record: null, pid: '0' });

  const loadKids = useCallback(async (pid: string) => {
    const answer = await http.get<CategoryRecord[]>('/sys/category/childList', { params: { pid } }).catch(() => null);
    if (answer?.success) setKids((k) => ({ ...k, [pid]: answer.result ?? [] }));
  }, []);
  const collapseAll = () => {
    setKids({});
    setExpanded([]);
  };
  const refresh = async (pid: string) => {
    if (pid === '0') {
      collapseAll();
      await list.reload();
      return;
    }
    await list.reload();
    await loadKids(pid);
    setExpanded((e) => (e.includes(pid) ? e : [...e, pid]));
  };
  const remove = async (row: CategoryRecord) => {
    if (row.pid === '0') await list.handleDelete(row.id);
    else {
      await http.delete('/sys/category/delete', { params: { id: row.id } }).catch(() => null);
      await refresh(row.pid);
    }
  };

  const columns: ColumnsType<CategoryRow> = [
    { title: '分类名称', dataIndex: 'name' },
    { title: '分类编码', dataIndex: 'code' },
    { title: '创建时间', dataIndex: 'createTime', width: 180 },
    {
      title: '操作', key: 'action', width: 200,
      render: (_, row) => !row.placeholder && (
        <Space>
          {has(B.add) && <a onClick={() => setEditing({ open: true, record: null, pid: row.id })}>添加下级</a>}
          {has(B.edit) && <a onClick={() => setEditing({ open: true, record: row, pid: row.pid })}>编辑</a>}
          {has(B.delete) && <Popconfirm title="确定删除吗?" onConfirm={() => remove(row)}><a>删除</a></Popconfirm>}
        </Space>
      ),
    },
  ];
  return (
    <Card variant="borderless">
      <ListQueryBar list={list} onSearch={collapseAll} onReset={collapseAll}>
        <Form.Item name="name" label="分类名称"><Input allowClear placeholder="请输入分类名称" /></Form.Item>
        <Form.Item name="code" label="分类编码"><Input allowClear placeholder="请输入分类编码" /></Form.Item>
      </ListQueryBar>
      <ListToolbar
        onAdd={has(B.add) ? () => setEditing({ open: true, record: null, pid: '0' }) : undefined}
        onBatchDelete={has(B.delete) ? list.batchDel : undefined}
      />
      <Table<CategoryRow> {...listTableProps(list)} rowKey="id" size="middle" dataSource={treeRows(list.dataSource, kids)} columns={columns}
        rowSelection={{ ...list.rowSelection, checkStrictly: true, getCheckboxProps: (r) => ({ disabled: r.pid !== '0' }) }}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (open, row) => {
            setExpanded((e) => (open ? [...e, row.id] : e.filter((k) => k !== row.id)));
            if (open && !kids[row.id]) void loadKids(row.id);
          },
        }}
      />
      <EntityFormModal<CategoryRecord>
        open={editing.open} record={editing.record} titles={['新增分类', '编辑分类']} urls={{ add: '/sys/category/add', edit: '/sys/category/edit' }}
        toBody={(v) => ({ ...v, pid: editing.pid })}
        onClose={(saved) => { const pid = editing.pid; setEditing({ open: false, record: null, pid: '0' }); if (saved) void refresh(pid); }}
      >
        <Form.Item label="分类名称" name="name" rules={[{ required: true, message: '请输入分类名称!' }, { max: 100, message: '最大长度100位字符' }]}><Input placeholder="请输入分类名称" /></Form.Item>
      </EntityFormModal>
    </Card>
  );
}
