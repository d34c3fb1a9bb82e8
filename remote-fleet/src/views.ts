/**
 * The remote's public contract: the view registry keyed by menu component name
 * (`fleet/MapMonitor` -> MapMonitor). Each view is a lazily loaded chunk.
 */
import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

function withSuspense(View: LazyExoticComponent<ComponentType>): ComponentType {
  const Suspended = () =>
    createElement(Suspense, { fallback: createElement('div', { style: { padding: 24, color: '#8c8c8c' } }, '加载中…') }, createElement(View));
  Suspended.displayName = 'FleetView';
  return Suspended;
}

const views: Record<'MapMonitor' | 'CarList' | 'ShowMap' | 'OrgManage' | 'Report' | 'TrackPlayback', ComponentType> = {
  MapMonitor: withSuspense(lazy(() => import(/* webpackChunkName: "view-map-monitor" */ './views/map-monitor'))),
  CarList: withSuspense(lazy(() => import(/* webpackChunkName: "view-car-list" */ './views/car-list'))),
  ShowMap: withSuspense(lazy(() => import(/* webpackChunkName: "view-show-map" */ './views/show-map'))),
  OrgManage: withSuspense(lazy(() => import(/* webpackChunkName: "view-org-manage" */ './views/org-manage'))),
  Report: withSuspense(lazy(() => import(/* webpackChunkName: "view-report" */ './views/report'))),
  TrackPlayback: withSuspense(lazy(() => import(/* webpackChunkName: "view-track-playback" */ './views/track-playback'))),
};

export default views;
