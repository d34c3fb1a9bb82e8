import { HOME_PATH, type AppRoute } from '../router/app-route';

export interface Crumb {
  title: string;
  path?: string;
}

export function breadcrumbTrail(chain: AppRoute[]): Crumb[] {
  const crumbs: Crumb[] = [{ title: '首页', path: HOME_PATH }, ...chain.filter((r) => r.path !== HOME_PATH).map((r) => ({ title: r.title, path: r.path }))];
  return crumbs.map((c, i) => (i === crumbs.length - 1 ? { title: c.title } : c));
}
