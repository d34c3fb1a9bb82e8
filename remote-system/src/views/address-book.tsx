import { Button, Card, Col, Form, Input, Row, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useListPage } from 'shared-widgets';
import { ADDRESS_TEXTS as T, ADDRESS_URLS, type AddressEntry } from '../features/address-book/address-book-types';
import { DepartTreePanel } from '../features/address-book/depart-tree-panel';

const columns: ColumnsType<AddressEntry> = [
  { title: T.realname, dataIndex: 'realname', sorter: true, width: 120 },
  { title: T.workNo, dataIndex: 'workNo', sorter: true, width: 110 },
  { title: T.depart, dataIndex: 'departName', ellipsis: true },
  { title: T.post, dataIndex: 'postText', width: 140 },
  { title: T.phone, dataIndex: 'phone', sorter: true, width: 130 },
  { title: T.telephone, dataIndex: 'telephone', width: 130 },
  { title: T.email, dataIndex: 'email', sorter: true, ellipsis: true },
];

/**
 * 通讯录 (issue 5; docs/admin-contract.md "Users, tenants, positions, address book"): the
 * department tree on the left, on the right the people of the chosen department and its
 * sub-departments (all visible people when none is chosen) with name, work number, department,
 * position, mobile, landline and e-mail; read-only, within the user's data scope.
 */
export default function AddressBook() {
  const [orgCode, setOrgCode] = useState<string | undefined>(undefined);
  const [form] = Form.useForm();
  const list = useListPage<AddressEntry>({ url: { list: ADDRESS_URLS.list }, defaultSort: { column: 'realname', order: 'asc' } });
  const query = (code: string | undefined) => {
    const values = Object.fromEntries(Object.entries(form.getFieldsValue()).filter(([, v]) => v !== undefined && v !== ''));
    void list.searchQuery({ ...values, ...(code ? { orgCode: code } : {}) });
  };
  return (
    <Row gutter={12}>
      <Col xs={24} md={7} lg={6}>
        <Card variant="borderless" title={T.departs}>
          <DepartTreePanel value={orgCode} onSelect={(code) => { setOrgCode(code); query(code); }} />
        </Card>
      </Col>
      <Col xs={24} md={17} lg={18}>
        <Card variant="borderless">
          <Form form={form} name="addressQuery" layout="inline" onFinish={() => query(orgCode)} style={{ marginBottom: 16, rowGap: 8 }}>
            <Form.Item name="realname" label={T.realname}><Input allowClear placeholder={T.inputRealname} /></Form.Item>
            <Form.Item name="workNo" label={T.workNo}><Input allowClear placeholder={T.inputWorkNo} /></Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">{T.search}</Button>
              <Button onClick={() => { form.resetFields(); query(orgCode); }}>{T.reset}</Button>
            </Space>
          </Form>
          <Table<AddressEntry>
            rowKey={list.rowKey} size="middle" loading={list.loading} dataSource={list.dataSource} columns={columns}
            pagination={list.pagination} onChange={list.onTableChange} scroll={{ x: 900 }}
          />
        </Card>
      </Col>
    </Row>
  );
}
