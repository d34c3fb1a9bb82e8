import { HOME_PATH, SYSTEM_NAME } from '../router/app-route';

export interface TabPage {
  fullPath: string;
  path: string;
  name: string;
  title: string;
  keepAlive: boolean;
  componentName?: string;
}

export const HOME_TITLE = '首页';
export const HOME_CLOSE_MESSAGE = '首页不能关闭!';
export const LAST_TAB_MESSAGE = '这是最后一页，不能再关闭了啦';

export const HOME_TAB: TabPage = { fullPath: HOME_PATH, path: HOME_PATH, name: 'dashboard-analysis', title: HOME_TITLE, keepAlive: true };

export interface TabChange {
  tabs: TabPage[];
  next?: string;
  error?: string;
}

export function tabKey(location: { pathname: string; search?: string }): string {
  return `${location.pathname}${location.search ?? ''}`;
}

function withHome(tabs: TabPage[]): TabPage[] {
  const rest = tabs.filter((t) => t.fullPath !== HOME_PATH);
  const home = tabs.find((t) => t.fullPath === HOME_PATH);
  return [{ ...HOME_TAB, ...home, title: HOME_TITLE }, ...rest];
}

export function openTab(tabs: TabPage[], page: TabPage): TabPage[] {
  const list = withHome(tabs);
  const index = list.findIndex((t) => t.fullPath === page.fullPath);
  if (page.fullPath === HOME_PATH) return list;
  if (index >= 0) return list.map((t, i) => (i === index ? { ...t, ...page } : t));
  return [...list, page];
}

export function closeTab(tabs: TabPage[], fullPath: string, active: string): TabChange {
  if (tabs.length <= 1) return { tabs, error: LAST_TAB_MESSAGE };
  if (fullPath === HOME_PATH) return { tabs, error: HOME_CLOSE_MESSAGE };
  const index = tabs.findIndex((t) => t.fullPath === fullPath);
  if (index < 0) return { tabs };
  const rest = tabs.filter((t) => t.fullPath !== fullPath);
  if (fullPath !== active) return { tabs: rest };
  const neighbour = rest[Math.min(index, rest.length - 1)] ?? rest[rest.length - 1];
  return { tabs: rest, next: neighbour.fullPath };
}

function keepAround(tabs: TabPage[], fullPath: string, active: string, keep: (i: number, at: number) => boolean): TabChange {
  const at = tabs.findIndex((t) => t.fullPath === fullPath);
  if (at < 0) return { tabs };
  const kept = tabs.filter((t, i) => t.fullPath === HOME_PATH || keep(i, at));
  const next = kept.some((t) => t.fullPath === active) ? undefined : fullPath;
  return { tabs: kept, next };
}

export const closeLeft = (tabs: TabPage[], fullPath: string, active: string) => keepAround(tabs, fullPath, active, (i, at) => i >= at);
export const closeRight = (tabs: TabPage[], fullPath: string, active: string) => keepAround(tabs, fullPath, active, (i, at) => i <= at);
export const closeOthers = (tabs: TabPage[], fullPath: string, active: string) => keepAround(tabs, fullPath, active, (i, at) => i === at);

export function documentTitle(title: string | undefined, fullPath: string): string {
  if (fullPath === HOME_PATH || !title || title === HOME_TITLE) return SYSTEM_NAME;
  return `${title} · ${SYSTEM_NAME}`;
}
