import { Drawer, Layout } from 'antd';
import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { sessionInstanceId } from 'shared-session';
import { DepartPrompt } from '../depart/depart-prompt';
import { TabBar } from '../tabs/tab-bar';
import { TabPanes } from '../tabs/tab-panes';
import { useTabSync } from '../tabs/use-tab-sync';
import { matchAppRoute, routeChain, useAppRoutes } from '../router/use-app-routes';
import { HeaderBar } from './header-bar';
import { useLayoutStore } from './layout-store';
import { PageHeader } from './page-header';
import { SideLogo } from './side-logo';
import { SideMenu } from './side-menu';
import { useDevice } from './use-device';

export function BasicLayout() {
  const index = useAppRoutes();
  const { pathname } = useLocation();
  const match = useMemo(() => matchAppRoute(index.flat, pathname), [index.flat, pathname]);
  const chain = useMemo(() => (match ? routeChain(index, match.route) : []), [index, match]);
  const active = useTabSync(match);
  const { isMobile } = useDevice();
  const { collapsed, multipage, drawerOpen, setCollapsed, setDrawerOpen } = useLayoutStore();
  const siderCollapsed = !isMobile && collapsed;

  const menu = <SideMenu index={index} chain={chain} collapsed={siderCollapsed} onNavigate={() => setDrawerOpen(false)} />;

  return (
    <Layout className="basic-layout" data-session-instance={sessionInstanceId}>
      {isMobile ? (
        <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={208} closable={false} styles={{ body: { padding: 0, background: '#001529' } }}>
          <SideLogo collapsed={false} />
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider className="app-sider" theme="dark" width={208} collapsedWidth={80} collapsible trigger={null} collapsed={siderCollapsed}>
          <SideLogo collapsed={siderCollapsed} />
          {menu}
        </Layout.Sider>
      )}
      <Layout className="app-main" style={{ marginInlineStart: isMobile ? 0 : siderCollapsed ? 80 : 208 }}>
        <HeaderBar collapsed={isMobile ? !drawerOpen : siderCollapsed} isMobile={isMobile} onToggle={() => (isMobile ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed))} />
        {multipage && !isMobile && <TabBar active={active} />}
        <Layout.Content className="app-content">
          {match && <PageHeader chain={chain} />}
          <TabPanes index={index} active={active} current={match?.route} />
          <div hidden>
            <Outlet />
          </div>
        </Layout.Content>
        <Layout.Footer className="app-footer" />
      </Layout>
      <DepartPrompt />
    </Layout>
  );
}
