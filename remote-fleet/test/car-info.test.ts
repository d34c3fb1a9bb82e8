import { carInfoRows, formatGpsTime, formatLonLat, formatMileage, formatSpeed } from '../src/domain/car-info';
import { vehicle } from './fixtures';

describe('info-card formatting', () => {
  it('formats units', () => {
    expect(formatSpeed(36.54)).toBe('36.5 km/h');
    expect(formatSpeed(0)).toBe('0 km/h');
    expect(formatSpeed(60)).toBe('60 km/h');
    expect(formatMileage(12345.67)).toBe('12345.7 km');
    expect(formatMileage(0)).toBe('0.0 km');
    expect(formatMileage(null)).toBe('—');
    expect(formatLonLat(116.3971281, 39.9165271)).toBe('116.397128, 39.916527');
    expect(formatGpsTime(new Date(2024, 0, 2, 3, 4, 5).getTime())).toBe('2024-01-02 03:04:05');
    expect(formatGpsTime(0)).toBe('—');
  });

  it('lists every line of the card', () => {
    const rows = carInfoRows(vehicle({ mileage: null, status: 'parked', direction: 270, speed: 0 }), '一分公司');
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['车牌号', '京A12345'],
      ['定位时间', '2024-05-06 08:09:10'],
      ['速度', '0 km/h'],
      ['方向', '270° 正西'],
      ['状态', '停车'],
      ['经纬度', '116.397128, 39.916527'],
      ['里程', '—'],
      ['所属部门', '一分公司'],
    ]);
    expect(carInfoRows(vehicle())[7].value).toBe('—');
  });
});
