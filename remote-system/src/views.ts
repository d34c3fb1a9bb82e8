/**
 * The remote's public contract: the view registry keyed by menu component name
 * (`system/WidgetDemo` -> WidgetDemo, console-spec §2.1). Each view is a lazily loaded chunk.
 */
import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

function withSuspense(View: LazyExoticComponent<ComponentType>): ComponentType {
  const Suspended = () =>
    createElement(Suspense, { fallback: createElement('div', { style: { padding: 24, color: '#8c8c8c' } }, '加载中…') }, createElement(View));
  Suspended.displayName = 'SystemView';
  return Suspended;
}

const views: Record<'WidgetDemo' | 'AnnouncementList'
  | 'QuartzJobList' | 'LogList' | 'MonitorServer' | 'MonitorRuntime' | 'MonitorHttpTrace' | 'MonitorRedis' | 'MonitorDatabase' | 'OnlineUserList'
  | 'UserList' | 'TenantList' | 'PositionList' | 'AddressBook'
  | 'RoleList' | 'PermissionList' | 'DepartList' | 'MyDepartList'
  | 'DictList' | 'CategoryList' | 'CheckRuleList' | 'FillRuleList' | 'MessageTemplateList' | 'MessageList' | 'DataLogList'
  | 'OssFileList' | 'DataSourceList' | 'GatewayRouteList', ComponentType> = {
  WidgetDemo: withSuspense(lazy(() => import(/* webpackChunkName: "view-widget-demo" */ './views/widget-demo'))),
  AnnouncementList: withSuspense(lazy(() => import(/* webpackChunkName: "view-announcement-list" */ './views/announcement-list'))),
  QuartzJobList: withSuspense(lazy(() => import(/* webpackChunkName: "view-quartz-job-list" */ './views/quartz-job-list'))),
  LogList: withSuspense(lazy(() => import(/* webpackChunkName: "view-log-list" */ './views/log-list'))),
  MonitorServer: withSuspense(lazy(() => import(/* webpackChunkName: "view-monitor-server" */ './views/monitor-server'))),
  MonitorRuntime: withSuspense(lazy(() => import(/* webpackChunkName: "view-monitor-runtime" */ './views/monitor-runtime'))),
  MonitorHttpTrace: withSuspense(lazy(() => import(/* webpackChunkName: "view-monitor-http-trace" */ './views/monitor-http-trace'))),
  MonitorRedis: withSuspense(lazy(() => import(/* webpackChunkName: "view-monitor-redis" */ './views/monitor-redis'))),
  MonitorDatabase: withSuspense(lazy(() => import(/* webpackChunkName: "view-monitor-database" */ './views/monitor-database'))),
  OnlineUserList: withSuspense(lazy(() => import(/* webpackChunkName: "view-online-user-list" */ './views/online-user-list'))),
  UserList: withSuspense(lazy(() => import(/* webpackChunkName: "view-user-list" */ './views/user-list'))),
  TenantList: withSuspense(lazy(() => import(/* webpackChunkName: "view-tenant-list" */ './views/tenant-list'))),
  PositionList: withSuspense(lazy(() => import(/* webpackChunkName: "view-position-list" */ './views/position-list'))),
  AddressBook: withSuspense(lazy(() => import(/* webpackChunkName: "view-address-book" */ './views/address-book'))),
  RoleList: withSuspense(lazy(() => import(/* webpackChunkName: "view-role-list" */ './views/role-list'))),
  PermissionList: withSuspense(lazy(() => import(/* webpackChunkName: "view-permission-list" */ './views/permission-list'))),
  DepartList: withSuspense(lazy(() => import(/* webpackChunkName: "view-depart-list" */ './views/depart-list'))),
  MyDepartList: withSuspense(lazy(() => import(/* webpackChunkName: "view-my-depart-list" */ './views/my-depart-list'))),
  DictList: withSuspense(lazy(() => import(/* webpackChunkName: "view-dict-list" */ './views/dict-list'))),
  CategoryList: withSuspense(lazy(() => import(/* webpackChunkName: "view-category-list" */ './views/category-list'))),
  CheckRuleList: withSuspense(lazy(() => import(/* webpackChunkName: "view-check-rule-list" */ './views/check-rule-list'))),
  FillRuleList: withSuspense(lazy(() => import(/* webpackChunkName: "view-fill-rule-list" */ './views/fill-rule-list'))),
  MessageTemplateList: withSuspense(lazy(() => import(/* webpackChunkName: "view-message-template-list" */ './views/message-template-list'))),
  MessageList: withSuspense(lazy(() => import(/* webpackChunkName: "view-message-list" */ './views/message-list'))),
  DataLogList: withSuspense(lazy(() => import(/* webpackChunkName: "view-data-log-list" */ './views/data-log-list'))),
  OssFileList: withSuspense(lazy(() => import(/* webpackChunkName: "view-oss-file-list" */ './views/oss-file-list'))),
  DataSourceList: withSuspense(lazy(() => import(/* webpackChunkName: "view-data-source-list" */ './views/data-source-list'))),
  GatewayRouteList: withSuspense(lazy(() => import(/* webpackChunkName: "view-gateway-route-list" */ './views/gateway-route-list'))),
};

export default views;
