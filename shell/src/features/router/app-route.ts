import type { PermissionItem } from 'shared-session';

export type ViewRef =
  | { kind: 'shell'; key: string }
  | { kind: 'container' }
  | { kind: 'iframe'; url: string }
  | { kind: 'remote'; component: string; prefix: string; view: string; componentName?: string }
  | { kind: 'missing'; component: string };

export interface AppRoute {
  id: string;
  path: string;
  name: string;
  title: string;
  icon?: string;
  component: string;
  componentName?: string;
  keepAlive: boolean;
  hidden: boolean;
  hideTab: boolean;
  external: boolean;
  url?: string;
  redirect?: string;
  permission?: PermissionItem[];
  view: ViewRef;
  parentId?: string;
  children: AppRoute[];
}

export const HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
export const SYSTEM_NAME = '车辆定位监控系统';
