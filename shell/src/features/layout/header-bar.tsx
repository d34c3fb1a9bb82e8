import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { UserMenu } from './user-menu';

interface Props {
  collapsed: boolean;
  isMobile: boolean;
  onToggle(): void;
}

export function HeaderBar({ collapsed, isMobile, onToggle }: Props) {
  const Icon = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Layout.Header className="app-header">
      <span className="header-trigger" role="button" aria-label={collapsed ? '展开菜单' : '收起菜单'} onClick={onToggle}>
        <Icon />
      </span>
      <div className="header-right">
        <UserMenu showWelcome={!isMobile} />
      </div>
    </Layout.Header>
  );
}
