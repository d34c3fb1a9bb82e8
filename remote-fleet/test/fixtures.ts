import type { OrgNode, VehicleState } from '../src/types';

export function vehicle(overrides: Partial<VehicleState> = {}): VehicleState {
  return {
    carId: 'c1',
    carNum: '京A12345',
    departId: 'd1',
    lon: 116.397128,
    lat: 39.916527,
    speed: 36.5,
    direction: 45,
    altitude: 50,
    gpsTime: new Date(2024, 4, 6, 8, 9, 10).getTime(),
    mileage: 12345.67,
    fuel: 40,
    alarmFlags: 0,
    statusFlags: 0,
    acc: true,
    status: 'moving',
    ...overrides,
  };
}

export const orgTree: OrgNode[] = [
  {
    id: 'root',
    key: 'root',
    title: '总公司',
    orgCode: 'A01',
    parentId: null,
    carCount: 5,
    onlineCount: 3,
    children: [
      { id: 'd1', key: 'd1', title: '一分公司', orgCode: 'A01A01', parentId: 'root', carCount: 3, onlineCount: 2, children: [] },
      {
        id: 'd2',
        key: 'd2',
        title: '二分公司',
        orgCode: 'A01A02',
        parentId: 'root',
        carCount: 2,
        onlineCount: 1,
        children: [{ id: 'd3', key: 'd3', title: '车队', orgCode: 'A01A02A01', parentId: 'd2', carCount: 1, onlineCount: 1 }],
      },
    ],
  },
];
