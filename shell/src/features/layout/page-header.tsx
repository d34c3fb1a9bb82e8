import { Breadcrumb, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { AppRoute } from '../router/app-route';
import { breadcrumbTrail } from './breadcrumb-trail';

export function PageHeader({ chain }: { chain: AppRoute[] }) {
  const crumbs = breadcrumbTrail(chain);
  const items = crumbs.map((c) => ({ key: c.path ?? c.title, title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title }));
  const title = chain.at(-1)?.title ?? '首页';
  return (
    <div className="page-header">
      <Breadcrumb items={items} />
      <Typography.Title level={4} className="page-header-title">
        {title}
      </Typography.Title>
    </div>
  );
}
