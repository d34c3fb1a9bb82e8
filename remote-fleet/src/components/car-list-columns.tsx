import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Ellipsis } from 'shared-widgets';
import type { Vehicle } from '../types';

/** Plate colour code -> Chinese name. */
export const PLATE_COLOR: Record<number, string> = { 1: '蓝色', 2: '黄色', 3: '黑色', 4: '白色', 9: '其他' };

const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/**
 * Columns of the car list; sortable ones map to the server's allow-list (carNum, speedLimit).
 * `actions`, when given, renders a trailing 操作 column (编辑 / 删除 of the management page).
 */
export function carListColumns(sort: { column?: string; order?: 'asc' | 'desc' }, actions?: (car: Vehicle) => ReactNode): TableColumnsType<Vehicle> {
  const sortOrder = (column: string) => (sort.column === column ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);
  const columns: TableColumnsType<Vehicle> = [
    { title: '车牌号', dataIndex: 'carNum', key: 'carNum', sorter: true, sortOrder: sortOrder('carNum'), width: 130 },
    { title: '车牌颜色', dataIndex: 'plateColor', key: 'plateColor', width: 90, render: (v: number) => PLATE_COLOR[v] ?? '其他' },
    { title: '车辆类型', dataIndex: 'vehicleType', key: 'vehicleType', render: dash },
    { title: '驾驶员', dataIndex: 'driverName', key: 'driverName', render: dash },
    {
      title: '限速 (km/h)',
      dataIndex: 'speedLimit',
      key: 'speedLimit',
      sorter: true,
      sortOrder: sortOrder('speedLimit'),
      align: 'right',
      width: 120,
      render: dash,
    },
    { title: '油箱 (L)', dataIndex: 'fuelTank', key: 'fuelTank', align: 'right', width: 100, render: dash },
    { title: '所属部门', dataIndex: 'departName', key: 'departName', render: (v: string | null) => (v ? <Ellipsis value={v} length={12} /> : '—') },
    { title: '车架号(VIN)', dataIndex: 'vin', key: 'vin', width: 180, render: dash },
    { title: 'SIM卡号', dataIndex: 'phone', key: 'phone', render: dash },
  ];
  if (actions) columns.push({ title: '操作', key: 'actions', fixed: 'right', width: 120, render: (_v, car) => actions(car) });
  return columns;
}
