import { departNames, directCars, filterByPlate, onlineByOrg, orgPath } from '../src/domain/car-filter';
import { orgTree, vehicle } from './fixtures';

const cars = [{ carNum: '粤B22222' }, { carNum: '京A12345' }, { carNum: '京B12345' }, { carNum: '沪A99999' }];

describe('plate filter', () => {
  it('matches case-insensitively, prefix matches first', () => {
    expect(filterByPlate(cars, '京').map((c) => c.carNum)).toEqual(['京A12345', '京B12345']);
    expect(filterByPlate(cars, '12345').map((c) => c.carNum)).toEqual(['京A12345', '京B12345']);
    expect(filterByPlate(cars, ' b2 ').map((c) => c.carNum)).toEqual(['粤B22222']);
    expect(filterByPlate([{ carNum: 'A1B' }, { carNum: 'B1' }], 'b').map((c) => c.carNum)).toEqual(['B1', 'A1B']);
  });

  it('gives nothing for empty text and honours the limit', () => {
    expect(filterByPlate(cars, '  ')).toEqual([]);
    expect(filterByPlate(cars, 'A', 1)).toHaveLength(1);
  });
});

describe('tree helpers', () => {
  it('keeps only the cars of the department itself', () => {
    const list = [
      { id: '1', departId: 'd1' },
      { id: '2', departId: 'd3' },
    ];
    expect(directCars(list, 'd1')).toEqual([{ id: '1', departId: 'd1' }]);
  });

  it('names departments over the whole tree', () => {
    const names = departNames(orgTree);
    expect(names.get('d3')).toBe('车队');
    expect(names.get('root')).toBe('总公司');
  });

  it('counts online vehicles per department including descendants', () => {
    const online = onlineByOrg(orgTree, [
      vehicle({ carId: '1', departId: 'd1', status: 'moving' }),
      vehicle({ carId: '2', departId: 'd1', status: 'offline' }),
      vehicle({ carId: '3', departId: 'd3', status: 'alarm' }),
      vehicle({ carId: '4', departId: 'd2', status: 'parked' }),
    ]);
    expect(Object.fromEntries(online)).toEqual({ root: 3, d1: 1, d2: 2, d3: 1 });
  });

  it('finds the path from a root to a department', () => {
    expect(orgPath(orgTree, 'd3')).toEqual(['root', 'd2', 'd3']);
    expect(orgPath(orgTree, 'root')).toEqual(['root']);
    expect(orgPath(orgTree, 'nope')).toEqual([]);
  });
});
