import { CheckOutlined } from '@ant-design/icons';
import { App, Divider, Drawer, Select, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useLayoutStore } from '../layout/layout-store';
import { COLOR_PRESETS, type LayoutSettings } from './layout-settings';

function Row({ title, disabled, tip, action }: { title: string; disabled?: boolean; tip?: string; action: ReactNode }) {
  const body = (
    <div className="setting-row" style={{ opacity: disabled ? 0.5 : 1 }}>
      <span>{title}</span>
      {action}
    </div>
  );
  return tip && disabled ? <Tooltip title={tip} placement="left">{body}</Tooltip> : body;
}

/**
 * 系统设置 drawer (console-spec §2.3 theme drawer): menu theme, primary colour (eight presets),
 * navigation mode, content width (only with topmenu), fixed header, hide header on scroll (only
 * with a fixed header), fixed side menu (not with topmenu), colour-weak and multi-tab modes. Every
 * change applies at once and is persisted under its §3 storage key.
 */
export function SettingsDrawer() {
  const { message } = App.useApp();
  const s = useLayoutStore();
  const set = s.setSetting;
  const top = s.layout === 'topmenu';
  const color = (value: string) => {
    if (value === s.color) return;
    const hide = message.loading('正在编译主题！', 0);
    set('color', value);
    // antd 6 applies tokens through CSS variables: the "compile" ends with the next frame
    requestAnimationFrame(() => hide());
  };
  const toggle = (key: keyof LayoutSettings, checked: boolean) => set(key, checked as never);

  return (
    <Drawer title="系统设置" open={s.settingsOpen} onClose={() => s.setSettingsOpen(false)} size={300} data-testid="settings-drawer">
      <h4>整体风格设置</h4>
      <div style={{ display: 'flex', gap: 16 }}>
        {(['dark', 'light'] as const).map((t) => (
          <Tooltip key={t} title={t === 'dark' ? '暗色菜单风格' : '亮色菜单风格'}>
            <div
              role="button"
              aria-label={t === 'dark' ? '暗色菜单风格' : '亮色菜单风格'}
              aria-pressed={s.theme === t}
              onClick={() => set('theme', t)}
              style={{ width: 48, height: 40, borderRadius: 4, cursor: 'pointer', position: 'relative', boxShadow: '0 1px 2.5px rgba(0,0,0,.18)',
                background: t === 'dark' ? 'linear-gradient(90deg,#001529 30%,#f0f2f5 30%)' : 'linear-gradient(90deg,#fff 30%,#f0f2f5 30%)' }}
            >
              {s.theme === t && <CheckOutlined style={{ position: 'absolute', right: 6, bottom: 6, color: s.color }} />}
            </div>
          </Tooltip>
        ))}
      </div>
      <h4 style={{ marginTop: 24 }}>主题色</h4>
      <div style={{ display: 'flex', gap: 8 }}>
        {COLOR_PRESETS.map((p) => (
          <Tooltip key={p.color} title={p.key}>
            <div role="button" aria-label={p.key} onClick={() => color(p.color)}
              style={{ width: 20, height: 20, borderRadius: 2, cursor: 'pointer', background: p.color, color: '#fff', textAlign: 'center', lineHeight: '20px', fontSize: 12 }}>
              {p.color.toUpperCase() === s.color.toUpperCase() && <CheckOutlined />}
            </div>
          </Tooltip>
        ))}
      </div>
      <Divider />
      <h4>导航模式</h4>
      <div>
        <Row title="导航模式" action={
          <Select size="small" style={{ width: 120 }} value={s.layout} onChange={(v) => set('layout', v)}
            options={[{ value: 'sidemenu', label: '侧边菜单布局' }, { value: 'topmenu', label: '顶部菜单布局' }]} />
        } />
        <Row title="内容区域宽度" disabled={!top} tip="该设定仅 [顶部栏导航] 时有效" action={
          <Select size="small" style={{ width: 80 }} disabled={!top} value={top ? s.contentWidth : 'Fluid'} onChange={(v) => set('contentWidth', v)}
            options={[{ value: 'Fixed', label: '固定' }, { value: 'Fluid', label: '流式' }]} />
        } />
        <Row title="固定 Header" action={<Switch size="small" checked={s.fixedHeader} onChange={(c) => toggle('fixedHeader', c)} />} />
        <Row title="下滑时隐藏 Header" disabled={!s.fixedHeader} tip="固定 Header 时可配置" action={
          <Switch size="small" disabled={!s.fixedHeader} checked={s.fixedHeader && s.autoHideHeader} onChange={(c) => toggle('autoHideHeader', c)} />
        } />
        <Row title="固定侧边菜单" disabled={top} tip="顶部菜单布局时不可配置" action={
          <Switch size="small" disabled={top} checked={!top && s.fixSiderbar} onChange={(c) => toggle('fixSiderbar', c)} />
        } />
      </div>
      <Divider />
      <h4>其他设置</h4>
      <div>
        <Row title="色弱模式" action={<Switch size="small" checked={s.weak} onChange={(c) => toggle('weak', c)} />} />
        <Row title="多页签模式" action={<Switch size="small" checked={s.multipage} onChange={(c) => toggle('multipage', c)} />} />
      </div>
    </Drawer>
  );
}
