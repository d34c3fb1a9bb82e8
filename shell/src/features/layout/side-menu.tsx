import { EnvironmentOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppRoute } from '../router/app-route';
import type { RouteIndex } from '../router/use-app-routes';
import { ancestorKeys, externalKey, menuItems, SHOW_MAP_KEY } from './menu-items';

interface Props {
  index: RouteIndex;
  chain: AppRoute[];
  collapsed: boolean;
  onNavigate?: () => void;
  /** menu theme (theme drawer), dark by default */
  theme?: 'dark' | 'light';
  /** horizontal in the topmenu layout */
  mode?: 'inline' | 'horizontal';
}

export function SideMenu({ index, chain, collapsed, onNavigate, theme = 'dark', mode = 'inline' }: Props) {
  const navigate = useNavigate();
  const items = useMemo(() => [{ key: SHOW_MAP_KEY, icon: <EnvironmentOutlined />, label: '地图展示' }, ...menuItems(index.tree)], [index.tree]);
  const rootKeys = useMemo(() => index.tree.map((r) => r.path), [index.tree]);
  const externals = useMemo(() => new Map(index.flat.filter((r) => r.external).map((r) => [externalKey(r), r])), [index.flat]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorKeys(chain));
  const [cachedKeys, setCachedKeys] = useState<string[]>(openKeys);
  const [wasCollapsed, setWasCollapsed] = useState(collapsed);
  const selected = chain.filter((r) => !r.hidden).at(-1)?.path;

  if (collapsed !== wasCollapsed) {
    setWasCollapsed(collapsed);
    if (collapsed) {
      setCachedKeys(openKeys);
      setOpenKeys([]);
    } else {
      setOpenKeys(cachedKeys);
    }
  }

  useEffect(() => {
    if (collapsed) return;
    const wanted = ancestorKeys(chain);
    if (wanted.length) setOpenKeys((keys) => (wanted.every((k) => keys.includes(k)) ? keys : wanted));
  }, [chain, collapsed]);

  const onOpenChange = (keys: string[]) => {
    const latest = keys.find((k) => !openKeys.includes(k));
    setOpenKeys(latest && rootKeys.includes(latest) ? [latest] : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === SHOW_MAP_KEY) {
      window.open('/show-map', '_blank');
      return;
    }
    const external = externals.get(key);
    if (external) {
      window.open(external.url || external.path, '_blank');
      return;
    }
    navigate(key);
    onNavigate?.();
  };

  return (
    <Menu
      theme={theme}
      mode={mode}
      items={items}
      selectedKeys={selected ? [selected] : []}
      {...(mode === 'inline' ? { openKeys, onOpenChange } : {})}
      onClick={onClick}
      style={mode === 'inline' ? { borderInlineEnd: 0 } : { flex: 1, minWidth: 0, borderBottom: 0, lineHeight: '58px' }}
    />
  );
}
