import { Card, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { usePermission } from 'shared-session';
import { Ellipsis, ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { EntityFormModal } from '../features/dict/entity-form-modal';
import { MESSAGE_BUTTONS as B, MESSAGE_TYPE_OPTIONS, typeText, type TemplateRecord } from '../features/message/message-types';
import { SendTestModal } from '../features/message/send-test-modal';

/**
 * 消息模板 (issue 5, JeecgBoot SysMessageTemplateList): templates with ${name} placeholders, query,
 * add / edit, delete and 发送测试.
 */
export default function MessageTemplateList() {
  const has = usePermission();
  const list = useListPage<TemplateRecord>({
    url: { list: '/sys/message/sysMessageTemplate/list', delete: '/sys/message/sysMessageTemplate/delete', deleteBatch: '/sys/message/sysMessageTemplate/deleteBatch' },
  });
  const [editing, setEditing] = useState<{ open: boolean; record: TemplateRecord | null }>({ open: false, record: null });
  const [sending, setSending] = useState<TemplateRecord | null>(null);
  const columns: ColumnsType<TemplateRecord> = [
    { title: '模板编码', dataIndex: 'templateCode', sorter: true },
    { title: '模板标题', dataIndex: 'templateName', sorter: true },
    { title: '模板内容', dataIndex: 'templateContent', render: (v: string) => <Ellipsis value={v} length={30} /> },
    { title: '模板类型', dataIndex: 'templateType', width: 100, render: typeText },
    {
      title: '操作', key: 'action', width: 200,
      render: (_, row) => (
        <Space>
          {has(B.send) && <a onClick={() => setSending(row)}>发送测试</a>}
          {has(B.edit) && <a onClick={() => setEditing({ open: true, record: row })}>编辑</a>}
          {has(B.delete) && <Popconfirm title="确定删除吗?" onConfirm={() => list.handleDelete(row.id)}><a>删除</a></Popconfirm>}
        </Space>
      ),
    },
  ];
  return (
    <Card variant="borderless">
      <ListQueryBar list={list}>
        <Form.Item name="templateCode" label="模板编码"><Input allowClear placeholder="请输入模板编码" /></Form.Item>
        <Form.Item name="templateName" label="模板标题"><Input allowClear placeholder="请输入模板标题" /></Form.Item>
        <Form.Item name="templateType" label="模板类型"><Select allowClear placeholder="请选择" style={{ width: 120 }} options={MESSAGE_TYPE_OPTIONS} /></Form.Item>
      </ListQueryBar>
      <ListToolbar
        onAdd={has(B.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(B.delete) ? list.batchDel : undefined}
      />
      <Table<TemplateRecord> {...listTableProps(list)} size="middle" columns={columns} />
      <EntityFormModal<TemplateRecord>
        open={editing.open} record={editing.record} titles={['新增消息模板', '编辑消息模板']} width={800}
        urls={{ add: '/sys/message/sysMessageTemplate/add', edit: '/sys/message/sysMessageTemplate/edit' }}
        initialValues={{ templateType: '3' }}
        onClose={(saved) => { setEditing({ open: false, record: null }); if (saved) void list.reload(); }}
      >
        <Form.Item label="模板编码" name="templateCode" rules={[{ required: true, message: '请输入模板编码!' }, { pattern: /^[A-Za-z][A-Za-z0-9_]{0,99}$/, message: '模板编码只能是字母、数字或下划线，且以字母开头' }]}>
          <Input placeholder="请输入模板编码" />
        </Form.Item>
        <Form.Item label="模板标题" name="templateName" rules={[{ required: true, message: '请输入模板标题!' }]}><Input placeholder="请输入模板标题" /></Form.Item>
        <Form.Item label="模板类型" name="templateType" rules={[{ required: true, message: '请选择模板类型!' }]}><Select options={MESSAGE_TYPE_OPTIONS} /></Form.Item>
        <Form.Item label="模板内容" name="templateContent" extra="用 ${变量名} 标记变量，如：${name}您好" rules={[{ required: true, message: '请输入模板内容!' }]}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <Form.Item label="测试数据" name="templateTestJson" rules={[{ validator: async (_, v: string) => { if (v) JSON.parse(v); }, message: '请输入json格式测试数据' }]}>
          <Input.TextArea rows={3} placeholder='{"name":"张三"}' />
        </Form.Item>
      </EntityFormModal>
      <SendTestModal template={sending} onClose={() => setSending(null)} />
    </Card>
  );
}
