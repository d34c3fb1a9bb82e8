import { Drawer, Layout } from 'antd';
import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { sessionInstanceId } from 'shared-session';
import { DepartPrompt } from '../depart/depart-prompt';
import { NoticeDetailModal } from '../notices/notice-detail-modal';
import { effectiveSettings } from '../settings/layout-settings';
import { SettingsDrawer } from '../settings/settings-drawer';
import { useAutoHideHeader, useColorWeak } from '../settings/use-auto-hide-header';
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
  const store = useLayoutStore();
  const { collapsed, drawerOpen, setCollapsed, setDrawerOpen } = store;
  const settings = effectiveSettings(store);
  const topmenu = settings.layout === 'topmenu' && !isMobile;
  const siderCollapsed = !isMobile && collapsed;
  const headerHidden = useAutoHideHeader(settings.autoHideHeader);
  useColorWeak(settings.weak);

  const menu = <SideMenu index={index} chain={chain} collapsed={siderCollapsed} theme={isMobile ? 'dark' : settings.theme} onNavigate={() => setDrawerOpen(false)} />;
  const topMenu = topmenu ? (
    <div className="header-top-menu">
      <SideLogo collapsed={false} />
      <SideMenu index={index} chain={chain} collapsed={false} theme="light" mode="horizontal" />
    </div>
  ) : undefined;
  const siderWidth = topmenu || isMobile ? 0 : siderCollapsed ? 80 : 208;
  const headerClass = [settings.fixedHeader ? 'app-header-fixed' : 'app-header-static', headerHidden ? 'app-header-hidden' : ''].join(' ');

  return (
    <Layout className={`basic-layout layout-${settings.layout} menu-${settings.theme}`} data-session-instance={sessionInstanceId}>
      {isMobile ? (
        <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={208} closable={false} styles={{ body: { padding: 0, background: '#001529' } }}>
          <SideLogo collapsed={false} />
          {menu}
        </Drawer>
      ) : !topmenu && (
        <Layout.Sider
          className={settings.fixSiderbar ? 'app-sider' : 'app-sider app-sider-static'}
          theme={settings.theme}
          width={208}
          collapsedWidth={80}
          collapsible
          trigger={null}
          collapsed={siderCollapsed}
        >
          <SideLogo collapsed={siderCollapsed} />
          {menu}
        </Layout.Sider>
      )}
      <Layout className="app-main" style={{ marginInlineStart: settings.fixSiderbar ? siderWidth : 0 }}>
        <HeaderBar
          className={headerClass}
          collapsed={isMobile ? !drawerOpen : siderCollapsed}
          isMobile={isMobile}
          topMenu={topMenu}
          onToggle={() => (isMobile ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed))}
        />
        {settings.multipage && !isMobile && <TabBar active={active} />}
        <Layout.Content className={topmenu && settings.contentWidth === 'Fixed' ? 'app-content app-content-fixed' : 'app-content'}>
          {match && <PageHeader chain={chain} />}
          <TabPanes index={index} active={active} current={match?.route} />
          <div hidden>
            <Outlet />
          </div>
        </Layout.Content>
        <Layout.Footer className="app-footer" />
      </Layout>
      <DepartPrompt />
      <NoticeDetailModal />
      <SettingsDrawer />
    </Layout>
  );
}
