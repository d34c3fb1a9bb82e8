import { Alert, Button, Card, Form, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { sessionInstanceId } from 'shared-session';
import { useCarList, type CarListQuery } from '../api/query-car-list';
import type { Vehicle } from '../types';
import { carListColumns } from './car-list-columns';

const FIRST_PAGE: CarListQuery = { pageNo: 1, pageSize: 10 };

export default function CarListPage() {
  const [form] = Form.useForm<{ carNum?: string }>();
  const [query, setQuery] = useState<CarListQuery>(FIRST_PAGE);
  const list = useCarList(query);

  const search = () => {
    const carNum = form.getFieldValue('carNum')?.trim();
    setQuery((q) => ({ ...q, pageNo: 1, carNum: carNum || undefined }));
  };
  const reset = () => {
    form.resetFields();
    setQuery(FIRST_PAGE);
  };

  return (
    <Card data-session-instance={sessionInstanceId} data-testid="car-list" variant="borderless">
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }}>
        <Form.Item label="车牌号" name="carNum">
          <Input placeholder="请输入车牌号" allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button onClick={reset}>重置</Button>
          </Space>
        </Form.Item>
      </Form>
      {list.error && <Alert type="warning" showIcon message={list.error.message} style={{ marginBottom: 16 }} />}
      <Table<Vehicle>
        rowKey="id"
        size="middle"
        bordered
        loading={list.isFetching}
        columns={carListColumns(query)}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 960 }}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30],
          showTotal: (total) => `共 ${total} 条`,
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const column = s?.order ? (s.columnKey as CarListQuery['column']) : undefined;
          setQuery((q) => ({
            ...q,
            pageNo: pagination.pageSize !== q.pageSize ? 1 : pagination.current ?? 1,
            pageSize: pagination.pageSize ?? q.pageSize,
            column,
            order: column ? (s.order === 'ascend' ? 'asc' : 'desc') : undefined,
          }));
        }}
      />
    </Card>
  );
}
