import { App, Card, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { http, usePermission } from 'shared-session';
import { Ellipsis, ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { MESSAGE_BUTTONS as B, MESSAGE_TYPE_OPTIONS, SEND_STATUS, typeText, type MessageRecord } from '../features/message/message-types';

/**
 * 消息记录 (issue 5, JeecgBoot SysMessageList): sent messages with their status (待发送 / 成功 /
 * 失败), attempts and error, query, delete and 重新发送 of failed ones.
 */
export default function MessageList() {
  const { message } = App.useApp();
  const has = usePermission();
  const list = useListPage<MessageRecord>({
    url: { list: '/sys/message/sysMessage/list', delete: '/sys/message/sysMessage/delete', deleteBatch: '/sys/message/sysMessage/deleteBatch' },
  });
  const resend = async (row: MessageRecord) => {
    const answer = await http.post('/sys/message/sysMessage/resend', { id: row.id }).catch(() => null);
    if (!answer) return;
    if (answer.success) message.success(answer.message);
    else message.warning(answer.message);
    await list.reload();
  };
  const columns: ColumnsType<MessageRecord> = [
    { title: '消息标题', dataIndex: 'esTitle', sorter: true },
    { title: '发送方式', dataIndex: 'esType', width: 100, render: typeText },
    { title: '接收人', dataIndex: 'esReceiver', render: (v: string) => <Ellipsis value={v} length={20} /> },
    { title: '发送内容', dataIndex: 'esContent', render: (v: string) => <Ellipsis value={v.replace(/<[^>]*>/g, '')} length={30} /> },
    { title: '发送时间', dataIndex: 'esSendTime', sorter: true, width: 170 },
    { title: '发送状态', dataIndex: 'esSendStatus', width: 100, render: (s: string) => <Tag color={SEND_STATUS[s]?.color}>{SEND_STATUS[s]?.text ?? s}</Tag> },
    { title: '发送次数', dataIndex: 'esSendNum', width: 90 },
    { title: '失败原因', dataIndex: 'esResult', render: (v: string | null, r) => (r.esSendStatus === '2' ? v : '') },
    {
      title: '操作', key: 'action', width: 150,
      render: (_, row) => (
        <Space>
          {row.esSendStatus !== '1' && has(B.resend) && <a onClick={() => void resend(row)}>重新发送</a>}
          {has(B.delete) && <Popconfirm title="确定删除吗?" onConfirm={() => list.handleDelete(row.id)}><a>删除</a></Popconfirm>}
        </Space>
      ),
    },
  ];
  return (
    <Card variant="borderless">
      <ListQueryBar list={list}>
        <Form.Item name="esTitle" label="消息标题"><Input allowClear placeholder="请输入消息标题" /></Form.Item>
        <Form.Item name="esReceiver" label="接收人"><Input allowClear placeholder="请输入接收人" /></Form.Item>
        <Form.Item name="esType" label="发送方式"><Select allowClear placeholder="请选择" style={{ width: 120 }} options={MESSAGE_TYPE_OPTIONS} /></Form.Item>
        <Form.Item name="esSendStatus" label="发送状态">
          <Select allowClear placeholder="请选择" style={{ width: 110 }} options={Object.entries(SEND_STATUS).map(([value, s]) => ({ value, label: s.text }))} />
        </Form.Item>
      </ListQueryBar>
      <ListToolbar onBatchDelete={has(B.delete) ? list.batchDel : undefined} />
      <Table<MessageRecord> {...listTableProps(list)} size="middle" columns={columns} scroll={{ x: 1200 }} />
    </Card>
  );
}
