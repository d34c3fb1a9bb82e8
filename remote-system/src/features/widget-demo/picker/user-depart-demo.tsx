import { Button, Card, Row, Space } from 'antd';
import { useState } from 'react';
import { DepartSelectInput, UserListModal, UserSelectInput, type UserRow } from 'shared-widgets';
import { DemoField } from './demo-field';

/** 用户与部门: user select (by department), the user-list variant, department selects. */
export function UserDepartDemo() {
  const [users, setUsers] = useState('');
  const [single, setSingle] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [listed, setListed] = useState<UserRow[]>([]);
  const [departs, setDeparts] = useState('');
  const [depart, setDepart] = useState('');
  return (
    <Card size="small" title="用户与部门">
      <Row gutter={16}>
        <DemoField label="用户选择（多选，存账号）" value={users} testId="demo-users"><UserSelectInput value={users} onChange={setUsers} /></DemoField>
        <DemoField label="用户选择（单选，存id）" value={single}><UserSelectInput value={single} onChange={setSingle} multi={false} store="id" /></DemoField>
        <DemoField label="用户列表选择（按性别、生日筛选）" value={listed.map((u) => `${u.id}/${u.username}`).join(',')}>
          <Space>
            <Button onClick={() => setListOpen(true)}>选择用户</Button>
            <span>{listed.map((u) => u.realname).join(',')}</span>
          </Space>
          <UserListModal open={listOpen} selectedIds={listed.map((u) => u.id)} onCancel={() => setListOpen(false)} onOk={(rows) => { setListed(rows); setListOpen(false); }} />
        </DemoField>
        <DemoField label="部门选择（多选）" value={departs} testId="demo-departs"><DepartSelectInput value={departs} onChange={setDeparts} /></DemoField>
        <DemoField label="部门选择（单选，存部门编码）" value={depart}><DepartSelectInput value={depart} onChange={setDepart} multi={false} store="orgCode" /></DemoField>
      </Row>
    </Card>
  );
}
