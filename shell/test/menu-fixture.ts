import type { MenuNode } from 'shared-session';

export const menu: MenuNode[] = [
  { id: 'home', route: '1', path: '/dashboard/analysis', name: 'dashboard-analysis', component: 'dashboard/Analysis', meta: { title: '首页', icon: 'dashboard', keepAlive: true, internalOrExternal: false } },
  {
    id: 'fleet',
    route: '1',
    path: '/fleet',
    name: 'fleet',
    component: 'layouts/RouteView',
    redirect: '/fleet/map',
    meta: { title: '车辆监控', icon: 'car', keepAlive: false, internalOrExternal: false },
    children: [
      { id: 'map', route: '1', path: '/fleet/map', name: 'fleet-map', component: 'fleet/MapMonitor', meta: { title: '地图监控', keepAlive: true, internalOrExternal: false, componentName: 'MapMonitor' } },
      { id: 'cars', route: '1', path: 'cars', name: 'fleet-cars', component: 'fleet/CarList', meta: { title: '车辆列表', keepAlive: false, internalOrExternal: false, componentName: 'CarList' } },
      { id: 'detail', route: '1', path: '/fleet/car/:id', name: 'fleet-car', component: 'fleet/CarDetail', hidden: true, meta: { title: '车辆详情', keepAlive: false, internalOrExternal: false, componentName: 'CarDetail' } },
      { id: 'skip', route: '0', path: '/fleet/skip', name: 'skip', component: 'fleet/Skip', meta: { title: '跳过', internalOrExternal: false } },
    ],
  },
  { id: 'doc', route: '1', path: '/doc', name: 'doc', component: 'layouts/IframePageView', meta: { title: '帮助文档', url: 'https://example.com/doc', internalOrExternal: true } },
  { id: 'odd', route: '1', path: '/odd', name: 'odd', component: 'Odd', meta: { title: '异常', internalOrExternal: false } },
];
