import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { NotFoundPage } from '../exception/not-found-page';
import { BasicLayout } from '../layout/basic-layout';
import { ShowMapPage } from '../show-map/show-map-page';
import { RouteView } from '../views/route-view';
import { HOME_PATH, LOGIN_PATH, type AppRoute } from './app-route';
import { useAppRoutes } from './use-app-routes';

function firstLeaf(route: AppRoute): string | undefined {
  for (const child of route.children) {
    if (child.external) continue;
    if (child.view.kind !== 'container') return child.path;
    const deeper = firstLeaf(child);
    if (deeper) return deeper;
  }
  return undefined;
}

export function AppRoutes() {
  const { flat } = useAppRoutes();
  const menuRoutes = flat.filter((r) => !r.external && r.path.startsWith('/') && r.path !== '/');
  return (
    <Routes>
      <Route path="/user" element={<Navigate to={LOGIN_PATH} replace />} />
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route path="/oauth2-app" element={<Navigate to="/oauth2-app/login" replace />} />
      <Route path="/oauth2-app/login" element={<LoginPage />} />
      <Route path="/show-map" element={<ShowMapPage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/" element={<BasicLayout />}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        {menuRoutes.map((r) => (
          <Route key={r.id} path={r.path} element={r.view.kind === 'container' ? <RouteView redirect={r.redirect || firstLeaf(r)} /> : null} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
