import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Space, Table, TreeSelect, message } from 'antd';
import { useState } from 'react';
import { hasPermission, sessionInstanceId } from 'shared-session';
import { deleteCars, exportCars, useCategory } from '../api/manage-car';
import { useManageOrgTree } from '../api/manage-org';
import { useCarList, type CarListQuery } from '../api/query-car-list';
import type { Vehicle } from '../types';
import { carListColumns } from './car-list-columns';
import CarFormModal from './manage/car-form-modal';
import MoveOrgModal from './manage/move-org-modal';

const FIRST_PAGE: CarListQuery = { pageNo: 1, pageSize: 10 };

/**
 * 车辆列表 / vehicle management (issue 3 Management): query by plate and organisation, paged
 * table, 新增 / 编辑 (CarFormModal), 删除 and 批量删除 (confirm), 转移组织 (MoveOrgModal) and
 * 导出 (the server's .xlsx). Each button shows only with its permission (hasPermission:
 * fleet:car:add / edit / delete / move / export); the server refuses them all the same.
 */
export default function CarListPage() {
  const [form] = Form.useForm<{ carNum?: string; orgId?: string }>();
  const [query, setQuery] = useState<CarListQuery>(FIRST_PAGE);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ car: Vehicle | null } | null>(null);
  const [moving, setMoving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [msg, msgHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const client = useQueryClient();
  const list = useCarList(query);
  const orgTree = useManageOrgTree();
  const categories = useCategory();
  const can = {
    add: hasPermission('fleet:car:add'),
    edit: hasPermission('fleet:car:edit'),
    remove: hasPermission('fleet:car:delete'),
    move: hasPermission('fleet:car:move'),
    export: hasPermission('fleet:car:export'),
  };

  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['fleet'] });
  };
  const search = () => {
    const { carNum, orgId } = form.getFieldsValue();
    setQuery((q) => ({ ...q, pageNo: 1, carNum: carNum?.trim() || undefined, orgId: orgId || undefined }));
  };
  const reset = () => {
    form.resetFields();
    setQuery(FIRST_PAGE);
  };
  const remove = async (ids: string[]) => {
    try {
      const n = await deleteCars(ids);
      msg.success(`已删除 ${n} 辆车`);
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      refresh();
    } catch (err) {
      msg.error((err as Error).message);
    }
  };
  const removeSelected = () => {
    if (!selected.length) {
      msg.warning('请选择一条记录！');
      return;
    }
    modal.confirm({ title: '确认删除', content: '是否删除选中数据?', okText: '确认', cancelText: '取消', onOk: () => remove(selected) });
  };
  const doExport = async () => {
    setExporting(true);
    try {
      await exportCars({ carNum: query.carNum, orgId: query.orgId });
    } catch (err) {
      msg.error((err as Error).message);
    } finally {
      setExporting(false);
    }
  };

  const actions = can.edit || can.remove
    ? (car: Vehicle) => (
        <Space size={4}>
          {can.edit && (
            <Button type="link" size="small" onClick={() => setEditing({ car })}>
              编辑
            </Button>
          )}
          {can.remove && (
            <Popconfirm title="确认删除" description="是否删除该车辆?" okText="确认" cancelText="取消" onConfirm={() => remove([car.id])}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      )
    : undefined;

  return (
    <Card data-session-instance={sessionInstanceId} data-testid="car-list" variant="borderless">
      {msgHolder}
      {modalHolder}
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="车牌号" name="carNum">
          <Input placeholder="请输入车牌号" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="所属组织" name="orgId">
          <TreeSelect treeData={orgTree.data ?? []} placeholder="请选择组织" allowClear treeDefaultExpandAll style={{ width: 220 }} />
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
      <Space style={{ marginBottom: 12 }} wrap>
        {can.add && (
          <Button type="primary" onClick={() => setEditing({ car: null })}>
            新增
          </Button>
        )}
        {can.remove && (
          <Button danger disabled={!selected.length} onClick={removeSelected}>
            批量删除
          </Button>
        )}
        {can.move && (
          <Button disabled={!selected.length} onClick={() => setMoving(true)}>
            转移组织
          </Button>
        )}
        {can.export && (
          <Button loading={exporting} onClick={doExport}>
            导出
          </Button>
        )}
        {selected.length > 0 && <span style={{ color: '#8c8c8c' }}>已选择 {selected.length} 项</span>}
      </Space>
      {list.error && <Alert type="warning" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
      <Table<Vehicle>
        rowKey="id"
        size="middle"
        bordered
        loading={list.isFetching}
        columns={carListColumns(query, actions)}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 1280 }}
        rowSelection={can.remove || can.move ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), preserveSelectedRowKeys: true } : undefined}
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
      <CarFormModal
        open={editing !== null}
        car={editing?.car ?? null}
        orgTree={orgTree.data ?? []}
        categories={categories.data ?? []}
        defaultDepartId={query.orgId}
        onCancel={() => setEditing(null)}
        onSaved={(saved) => {
          msg.success(editing?.car ? `已保存 ${saved.carNum}` : `已添加 ${saved.carNum}`);
          setEditing(null);
          refresh();
        }}
      />
      <MoveOrgModal
        open={moving}
        carIds={selected}
        orgTree={orgTree.data ?? []}
        onCancel={() => setMoving(false)}
        onMoved={(n) => {
          msg.success(`已转移 ${n} 辆车`);
          setMoving(false);
          setSelected([]);
          refresh();
        }}
      />
    </Card>
  );
}
