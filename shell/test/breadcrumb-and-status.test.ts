import { countByStatus, type VehicleState } from '../src/features/dashboard/move-status';
import { breadcrumbTrail } from '../src/features/layout/breadcrumb-trail';
import { deviceFor } from '../src/features/layout/use-device';
import { menuToRoutes } from '../src/features/router/menu-to-routes';
import { buildRouteIndex, matchAppRoute, routeChain } from '../src/features/router/use-app-routes';
import { menu } from './menu-fixture';

describe('breadcrumb (spec §2.3)', () => {
  const index = buildRouteIndex(menuToRoutes(menu));

  it('starts with 首页 and ends with plain text', () => {
    const m = matchAppRoute(index.flat, '/fleet/car/42')!;
    expect(m.params).toEqual({ id: '42' });
    expect(breadcrumbTrail(routeChain(index, m.route))).toEqual([
      { title: '首页', path: '/dashboard/analysis' },
      { title: '车辆监控', path: '/fleet' },
      { title: '车辆详情' },
    ]);
  });

  it('home alone is plain text', () => {
    const m = matchAppRoute(index.flat, '/dashboard/analysis')!;
    expect(breadcrumbTrail(routeChain(index, m.route))).toEqual([{ title: '首页' }]);
  });
});

describe('devices and dashboard figures', () => {
  it('uses the 1088 / 768 breakpoints', () => {
    expect([deviceFor(1200), deviceFor(1088), deviceFor(1087), deviceFor(767)]).toEqual(['desktop', 'desktop', 'tablet', 'mobile']);
  });

  it('counts vehicles by status', () => {
    const s = (status: VehicleState['status']) => ({ carId: status, carNum: status, status, speed: 0, gpsTime: 0 });
    expect(countByStatus([s('moving'), s('moving'), s('parked'), s('offline'), s('alarm')])).toEqual({ total: 5, moving: 2, parked: 1, offline: 1, alarm: 1 });
  });
});
