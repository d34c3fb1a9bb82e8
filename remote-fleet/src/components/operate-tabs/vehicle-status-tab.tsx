import { Button, Form, Input, Select, Space } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useOrgTree } from '../../api/query-org-tree';
import { departNames } from '../../domain/car-filter';
import { STATUS_LABEL, STATUS_ORDER } from '../../domain/status';
import { useMapStore } from '../../stores/map-store';
import type { VehicleState } from '../../types';
import { vehicleStatusColumns } from './columns';
import { locateRow, vehicleLocatePoint } from './locate';
import OperateTable from './operate-table';
import { pageOf, vehicleStatusRows, type VehicleStatusFilter } from './vehicle-rows';

/**
 * 车辆状态 (console-spec §2.3, §3 vehicleStatusList): the live VehicleState list of the map store
 * (plate, department, status, speed km/h, direction, time, mileage km, WGS-84 position), filtered
 * by plate and status and paged in the browser; it follows the live positions. A row click
 * selects the car and locates it.
 */
export default function VehicleStatusTab({ paneHeight }: { paneHeight: number }) {
  const list = useDeferredValue(useMapStore((s) => s.vehicleStatusList));
  const tree = useOrgTree();
  const names = useMemo(() => departNames(tree.data ?? []), [tree.data]);
  const columns = useMemo(() => vehicleStatusColumns(names), [names]);
  const [filter, setFilter] = useState<VehicleStatusFilter>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [form] = Form.useForm<VehicleStatusFilter>();
  const all = useMemo(() => vehicleStatusRows(list, filter), [list, filter]);
  const shown = pageOf(all, page.pageNo, page.pageSize);

  return (
    <OperateTable<VehicleState>
      tabKey="vehicleStatus"
      exportTitle="车辆状态"
      columns={columns}
      rows={shown.rows}
      rowKey={(v) => v.carId}
      rowTestId={(v) => `vehicle-row-${v.carId}`}
      total={all.length}
      pageNo={shown.pageNo}
      pageSize={page.pageSize}
      paneHeight={paneHeight}
      onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
      onRowClick={(v) => locateRow({ carId: v.carId, carNum: v.carNum }, vehicleLocatePoint(v))}
      query={
        <Form
          form={form}
          layout="inline"
          size="small"
          onFinish={(v) => {
            setFilter({ carNum: v.carNum?.trim() || undefined, status: v.status });
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        >
          <Form.Item name="carNum">
            <Input placeholder="车牌号" allowClear style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="status">
            <Select allowClear placeholder="状态" style={{ width: 90 }} options={STATUS_ORDER.map((s) => ({ value: s, label: STATUS_LABEL[s] }))} />
          </Form.Item>
          <Form.Item>
            <Space size={4}>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setFilter({});
                  setPage((p) => ({ ...p, pageNo: 1 }));
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      }
    />
  );
}
