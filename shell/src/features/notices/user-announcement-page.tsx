import { Button, Card, Form, Input, Select, Space, Table, Tag, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { fetchMyNotices, markAllNoticesRead, type MyNotice, type MyNoticeQuery } from './notice-api';
import { useNoticeStore } from './notice-store';
import { PriorityTag } from './priority-tag';

const CATEGORY: Record<string, string> = { 1: '通知公告', 2: '系统消息' };

/**
 * 我的消息 (/isps/userAnnouncement, console-spec §2): the signed-in user's notices, read and
 * unread, with title / category / read filters, paging (10/20/30, 共 N 条), 全部标注已读, and a
 * click that opens the detail dialog (which marks the notice read).
 */
export function UserAnnouncementPage() {
  const [query, setQuery] = useState<MyNoticeQuery>({ pageNo: 1, pageSize: 10 });
  const [data, setData] = useState<{ records: MyNotice[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const openId = useNoticeStore((s) => s.openId);
  const [form] = Form.useForm();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const page = await fetchMyNotices(query);
      setData({ records: page.records, total: page.total });
    } catch (e) {
      message.warning((e as Error).message);
    } finally {
      setLoading(false);
    }
  }, [query]);

  useEffect(() => {
    if (!openId) void load();
  }, [load, openId]);

  const readAll = async () => {
    try {
      await markAllNoticesRead();
      message.success('全部已读');
      await Promise.all([load(), useNoticeStore.getState().reload()]);
    } catch (e) {
      message.warning((e as Error).message);
    }
  };
  const search = (values: { titile?: string; msgCategory?: '1' | '2'; readFlag?: '0' | '1' }) =>
    setQuery({ pageNo: 1, pageSize: query.pageSize, ...values, titile: values.titile?.trim() || undefined });

  return (
    <Card variant="borderless">
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="titile" label="标题"><Input allowClear placeholder="请输入标题" maxLength={100} /></Form.Item>
        <Form.Item name="msgCategory" label="消息类型">
          <Select allowClear placeholder="请选择" style={{ width: 140 }} options={[{ value: '1', label: '通知公告' }, { value: '2', label: '系统消息' }]} />
        </Form.Item>
        <Form.Item name="readFlag" label="阅读状态">
          <Select allowClear placeholder="请选择" style={{ width: 120 }} options={[{ value: '0', label: '未读' }, { value: '1', label: '已读' }]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">查询</Button>
          <Button onClick={() => { form.resetFields(); setQuery({ pageNo: 1, pageSize: query.pageSize }); }}>重置</Button>
          <Button onClick={readAll}>全部标注已读</Button>
        </Space>
      </Form>
      <Table<MyNotice>
        rowKey="sendId"
        size="middle"
        loading={loading}
        dataSource={data.records}
        onRow={(r) => ({ onClick: () => useNoticeStore.getState().open(r.anntId), style: { cursor: 'pointer' } })}
        pagination={{
          current: query.pageNo, pageSize: query.pageSize, total: data.total, showQuickJumper: true, showSizeChanger: true,
          pageSizeOptions: [10, 20, 30], showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }),
        }}
        columns={[
          { title: '标题', dataIndex: 'titile', ellipsis: true },
          { title: '消息类型', dataIndex: 'msgCategory', width: 110, render: (v: string) => CATEGORY[v] ?? v },
          { title: '发布人', dataIndex: 'sender', width: 120 },
          { title: '发布时间', dataIndex: 'sendTime', width: 170 },
          { title: '优先级', dataIndex: 'priority', width: 100, render: (v: string) => <PriorityTag priority={v} /> },
          { title: '阅读状态', dataIndex: 'readFlag', width: 100, render: (v: string) => (v === '1' ? <Tag>已读</Tag> : <Tag color="processing">未读</Tag>) },
        ]}
      />
    </Card>
  );
}
