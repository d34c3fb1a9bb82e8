import { Card, Col, Descriptions, Empty, Row, Tabs } from 'antd';
import { usePermission } from 'shared-session';
import { DepartRolePanel } from '../features/depart/depart-role-panel';
import { DepartTreePanel } from '../features/depart/depart-tree-panel';
import { DEPART_BUTTONS } from '../features/depart/depart-types';
import { DepartUsersPanel } from '../features/depart/depart-users-panel';
import { useDepartTree } from '../features/depart/use-depart-tree';

/**
 * 我的部门 (issue 5; JeecgBoot system/MyDepartList) for a department administrator (身份 上级 with
 * 负责部门): the departments they administer and their sub-departments; for the selected one its
 * basic information, 用户信息 (add existing users, remove, assign department roles) and 部门角色
 * (within the department's permissions). Nobody changes their own department or roles (server).
 */
export default function MyDepartList() {
  const has = usePermission();
  const departs = useDepartTree(true);
  const selected = departs.selected;
  const canManage = has(DEPART_BUTTONS.myManage);

  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Card variant="borderless" title="我负责的部门">
          <DepartTreePanel tree={departs.tree} loading={departs.loading} selectedId={selected?.id ?? null} onSelect={departs.select} />
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card variant="borderless">
          {selected ? (
            <Tabs
              key={selected.id}
              items={[
                {
                  key: 'info', label: '基本信息',
                  children: (
                    <Descriptions column={1} bordered size="small" items={[
                      { key: 'name', label: '机构名称', children: selected.departName },
                      { key: 'code', label: '机构编码', children: selected.orgCode },
                      { key: 'children', label: '下级部门', children: (selected.children ?? []).map((c) => c.departName).join('、') || '无' },
                    ]} />
                  ),
                },
                { key: 'users', label: '用户信息', children: <DepartUsersPanel departId={selected.id} editable={canManage} /> },
                { key: 'roles', label: '部门角色', children: <DepartRolePanel departId={selected.id} editable={canManage} /> },
              ]}
            />
          ) : <Empty description={departs.tree.length ? '请先选择一个部门' : '您还不是任何部门的负责人'} />}
        </Card>
      </Col>
    </Row>
  );
}
