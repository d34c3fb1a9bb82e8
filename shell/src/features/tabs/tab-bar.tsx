import { App, Dropdown, Tabs, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTabStore, type TabAction } from './tab-store';

const contextItems: MenuProps['items'] = [
  { key: 'refresh', label: '刷新' },
  { key: 'closeLeft', label: '关闭左侧' },
  { key: 'closeRight', label: '关闭右侧' },
  { key: 'closeOthers', label: '关闭其他' },
];

export function TabBar({ active }: { active: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const tabs = useTabStore((s) => s.tabs);
  const apply = useTabStore((s) => s.apply);
  const refresh = useTabStore((s) => s.refresh);

  const run = (action: TabAction, fullPath: string) => {
    const change = apply(action, fullPath, active);
    if (change.error) message.warning(change.error);
    else if (change.next) navigate(change.next);
  };

  const onContext = (fullPath: string, key: string) => {
    if (key === 'refresh') {
      refresh(fullPath);
      if (fullPath !== active) navigate(fullPath);
      return;
    }
    run(key as TabAction, fullPath);
  };

  const items = tabs.map((tab) => ({
    key: tab.fullPath,
    label: (
      <Dropdown trigger={['contextMenu']} menu={{ items: contextItems, onClick: ({ key }) => onContext(tab.fullPath, key) }}>
        <span className="tab-label" data-tab={tab.fullPath}>
          {tab.title}
        </span>
      </Dropdown>
    ),
  }));

  return (
    <Tabs
      className="workspace-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={active}
      items={items}
      onChange={(key) => navigate(key)}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') run('close', key);
      }}
    />
  );
}
