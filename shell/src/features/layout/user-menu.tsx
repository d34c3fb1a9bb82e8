import { ApartmentOutlined, BankOutlined, BgColorsOutlined, ClearOutlined, KeyOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearDictCache, greeting, refreshDictCache, useSessionStore } from 'shared-session';
import { DepartmentModal } from '../depart/department-modal';
import { fetchMyTenants } from '../tenant/tenant-api';
import { TenantModal } from '../tenant/tenant-modal';
import { LOGIN_PATH } from '../router/app-route';
import { avatarUrl } from '../account/account-api';
import { useLayoutStore } from './layout-store';

// shared-widgets loads only when the dialog opens: the login page stays light
const PasswordDialog = lazy(() => import('shared-widgets').then((m) => ({ default: m.PasswordDialog })));

export function UserMenu({ showWelcome }: { showWelcome: boolean }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSessionStore((s) => s.userInfo);
  const logout = useSessionStore((s) => s.logout);
  const [departOpen, setDepartOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [tenantOpen, setTenantOpen] = useState(false);
  // 切换租户 only for users of several tenants (sys_user_tenant memberships)
  const tenants = useQuery({ queryKey: ['my-tenants', user?.id], queryFn: fetchMyTenants, enabled: Boolean(user?.id), staleTime: 5 * 60_000, retry: false });
  const multiTenant = (tenants.data?.list.length ?? 0) > 1;
  const closeDepart = useCallback(() => setDepartOpen(false), []);
  const nickname = user?.realname || user?.username || '';

  const confirmLogout = () =>
    modal.confirm({
      title: '提示',
      content: '真的要注销登录吗 ?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await logout({ onServerError: (text) => message.error(text) });
        window.location.assign(LOGIN_PATH);
      },
    });

  const items: MenuProps['items'] = [
    { key: 'settings', icon: <SettingOutlined />, label: '账户设置' },
    { key: 'password', icon: <KeyOutlined />, label: '密码修改' },
    { key: 'depart', icon: <ApartmentOutlined />, label: '切换部门' },
    ...(multiTenant ? [{ key: 'tenant', icon: <BankOutlined />, label: '切换租户' }] : []),
    { key: 'cache', icon: <ClearOutlined />, label: '清理缓存' },
    { key: 'theme', icon: <BgColorsOutlined />, label: '系统设置' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'settings') navigate('/account/settings/base');
    if (key === 'password') setPasswordOpen(true);
    if (key === 'depart') setDepartOpen(true);
    if (key === 'tenant') setTenantOpen(true);
    if (key === 'logout') confirmLogout();
    if (key === 'theme') useLayoutStore.getState().setSettingsOpen(true);
    if (key === 'cache') {
      clearDictCache();
      const { ok, message: text } = await refreshDictCache();
      if (ok) {
        void queryClient.invalidateQueries();
        message.success(text);
      } else {
        message.error(text);
      }
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} placement="bottomRight">
        <span className="user-menu-trigger" data-testid="user-menu">
          <Avatar size="small" src={avatarUrl(user?.avatar)} icon={<UserOutlined />} style={{ background: '#1890FF' }} />
          {showWelcome && (
            <span className="user-menu-welcome">
              {greeting()}，{nickname}
            </span>
          )}
          {!showWelcome && <span className="user-menu-name">{nickname}</span>}
        </span>
      </Dropdown>
      <DepartmentModal open={departOpen} closable onClose={closeDepart} onDone={closeDepart} />
      <TenantModal open={tenantOpen} tenants={tenants.data} onClose={() => setTenantOpen(false)} />
      {passwordOpen && (
        <Suspense fallback={null}>
          <PasswordDialog open={passwordOpen} username={user?.username} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
