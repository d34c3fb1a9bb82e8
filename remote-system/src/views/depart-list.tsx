import { App, Button, Card, Col, Empty, Popconfirm, Row, Space, Tabs } from 'antd';
import { useState } from 'react';
import { usePermission } from 'shared-session';
import { deleteDepart, fetchDepartGrants, saveDepartGrants } from '../features/depart/depart-api';
import { DepartAddModal } from '../features/depart/depart-add-modal';
import { DepartInfoForm } from '../features/depart/depart-info-form';
import { DepartRolePanel } from '../features/depart/depart-role-panel';
import { DepartTreePanel } from '../features/depart/depart-tree-panel';
import { DEPART_BUTTONS, type DepartNode } from '../features/depart/depart-types';
import { DepartUsersPanel } from '../features/depart/depart-users-panel';
import { GrantEditor } from '../features/depart/grant-editor';
import { useDepartTree } from '../features/depart/use-depart-tree';

/**
 * 部门管理 (issue 5; JeecgBoot system/DepartList): the visible department tree with 添加一级部门
 * (admin), 添加下级 and 删除 (refused while it has children, users or vehicles); for the selected
 * department the tabs 基本信息, 部门权限 (what its roles may get), 部门角色 and 用户信息. Buttons are
 * hidden without their codes; the server checks again.
 */
export default function DepartList() {
  const { message } = App.useApp();
  const has = usePermission();
  const departs = useDepartTree();
  const [adding, setAdding] = useState<{ open: boolean; parent: DepartNode | null }>({ open: false, parent: null });
  const selected = departs.selected;
  const canEdit = has(DEPART_BUTTONS.edit);

  const remove = async () => {
    if (!selected) return;
    const answer = await deleteDepart(selected.id).catch(() => null);
    if (!answer) return;
    if (answer.success) {
      message.success(answer.message);
      departs.select(null);
    } else message.warning(answer.message);
    await departs.reload();
  };

  const toolbar = (
    <Space wrap>
      {has(DEPART_BUTTONS.add) && <Button type="primary" onClick={() => setAdding({ open: true, parent: null })}>添加一级部门</Button>}
      {has(DEPART_BUTTONS.add) && <Button disabled={!selected} onClick={() => setAdding({ open: true, parent: selected })}>添加下级</Button>}
      {has(DEPART_BUTTONS.delete) && (
        <Popconfirm title="确定删除选中的部门吗?" disabled={!selected} onConfirm={() => void remove()}>
          <Button danger disabled={!selected}>删除</Button>
        </Popconfirm>
      )}
    </Space>
  );

  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Card variant="borderless" title="部门">
          <DepartTreePanel tree={departs.tree} loading={departs.loading} selectedId={selected?.id ?? null} onSelect={departs.select} toolbar={toolbar} />
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card variant="borderless">
          {selected ? (
            <Tabs
              key={selected.id}
              items={[
                { key: 'info', label: '基本信息', children: <DepartInfoForm departId={selected.id} editable={canEdit} onSaved={() => void departs.reload()} /> },
                {
                  key: 'permission', label: '部门权限',
                  children: <GrantEditor loadKey={selected.id} editable={canEdit} load={() => fetchDepartGrants(selected.id)} save={(ids, last) => saveDepartGrants(selected.id, ids, last)} />,
                },
                { key: 'roles', label: '部门角色', children: <DepartRolePanel departId={selected.id} editable={canEdit} /> },
                { key: 'users', label: '用户信息', children: <DepartUsersPanel departId={selected.id} editable={canEdit} /> },
              ]}
            />
          ) : <Empty description="请先选择一个部门" />}
        </Card>
      </Col>
      <DepartAddModal
        open={adding.open}
        parent={adding.parent}
        onClose={(saved) => {
          setAdding({ open: false, parent: null });
          if (saved) void departs.reload();
        }}
      />
    </Row>
  );
}
