import { App, Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { http } from 'shared-session';
import { useListPage } from 'shared-widgets';
import { TENANT_TEXTS as T, TENANT_URLS, type TenantMember, type TenantRecord } from './tenant-types';

/** Props of {@link TenantMembers}. */
export interface TenantMembersProps {
  /** the tenant whose members are shown; null = closed */
  tenant: TenantRecord | null;
  onClose(): void;
}

function MemberList({ tenant }: { tenant: TenantRecord }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ usernames: string; admin: boolean }>();
  const list = useListPage<TenantMember>({ url: { list: TENANT_URLS.members }, baseParams: { tenantId: tenant.id }, defaultSort: null });

  const act = async (request: Promise<{ success: boolean; message: string }>) => {
    const answer = await request.catch(() => null);
    if (!answer) return false;
    if (answer.success) message.success(answer.message);
    else message.warning(answer.message);
    await list.reload();
    return answer.success;
  };
  const join = async (values: { usernames: string; admin: boolean }) => {
    if (await act(http.post(TENANT_URLS.join, { tenantId: tenant.id, usernames: values.usernames, admin: Boolean(values.admin) }))) form.resetFields();
  };
  const columns: ColumnsType<TenantMember> = [
    { title: T.username, dataIndex: 'username' },
    { title: T.realname, dataIndex: 'realname' },
    { title: T.homeTenant, dataIndex: 'homeTenantName' },
    { title: T.memberType, dataIndex: 'member', render: (v: string) => (v === 'home' ? <Tag>{T.homeMember}</Tag> : <Tag color="purple">{T.joinedMember}</Tag>) },
    { title: T.tenantAdmin, dataIndex: 'tenantAdmin', render: (v: boolean) => (v ? T.yes : T.no) },
    {
      title: T.action, key: 'action', width: 80,
      render: (_: unknown, row) => row.member === 'member' && (
        <Popconfirm title={T.leaveConfirm} onConfirm={() => void act(http.put(TENANT_URLS.leave, { tenantId: tenant.id, userIds: row.id }))}>
          <Typography.Link type="danger">{T.leave}</Typography.Link>
        </Popconfirm>
      ),
    },
  ];
  return (
    <>
      <Form form={form} name="tenantJoin" layout="inline" onFinish={join} style={{ marginBottom: 12, rowGap: 8 }} initialValues={{ admin: false }}>
        <Form.Item name="usernames" label={T.usernames} rules={[{ required: true, whitespace: true, message: T.usernamesHint }]}>
          <Input placeholder={T.usernamesHint} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="admin" valuePropName="checked"><Checkbox>{T.asAdmin}</Checkbox></Form.Item>
        <Space><Button type="primary" htmlType="submit">{T.join}</Button></Space>
      </Form>
      <Table<TenantMember> rowKey="id" size="small" loading={list.loading} dataSource={list.dataSource} columns={columns} pagination={list.pagination} onChange={list.onTableChange} />
    </>
  );
}

/**
 * 租户成员 (租户管理): the users of a tenant (its own and those joined from other tenants), joining
 * users by username (optionally as the tenant's administrator) and removing joined members
 * (POST /sys/tenant/invitationUserJoin, PUT /sys/tenant/leaveTenant).
 */
export function TenantMembers({ tenant, onClose }: TenantMembersProps) {
  return (
    <Modal title={tenant ? T.membersTitle(tenant.name) : T.members} open={Boolean(tenant)} width={860} footer={null} onCancel={onClose} destroyOnHidden>
      {tenant && <MemberList tenant={tenant} />}
    </Modal>
  );
}
