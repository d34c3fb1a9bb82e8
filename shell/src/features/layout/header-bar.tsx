import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { NoticeBell } from '../notices/notice-bell';
import { UserMenu } from './user-menu';

interface Props {
  collapsed: boolean;
  isMobile: boolean;
  onToggle(): void;
  /** topmenu layout: logo and horizontal menu in place of the collapse trigger */
  topMenu?: ReactNode;
  className?: string;
}

export function HeaderBar({ collapsed, isMobile, onToggle, topMenu, className }: Props) {
  const Icon = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Layout.Header className={['app-header', className].filter(Boolean).join(' ')}>
      {topMenu ?? (
        <span className="header-trigger" role="button" aria-label={collapsed ? '展开菜单' : '收起菜单'} onClick={onToggle}>
          <Icon />
        </span>
      )}
      <div className="header-right">
        <NoticeBell />
        <UserMenu showWelcome={!isMobile} />
      </div>
    </Layout.Header>
  );
}
