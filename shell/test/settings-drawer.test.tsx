import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { storage, STORAGE_KEYS } from 'shared-session';
import { useLayoutStore } from '../src/features/layout/layout-store';
import { DEFAULT_SETTINGS, effectiveSettings, loadSettings } from '../src/features/settings/layout-settings';
import { SettingsDrawer } from '../src/features/settings/settings-drawer';

describe('layout settings (console-spec §2.3 theme drawer, §3 keys, §9 defaults)', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to #1890FF, side menu, fixed content width and multipage, and ignores bad stored values', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ color: '#1890FF', layout: 'sidemenu', contentWidth: 'Fixed', multipage: true });
    storage.set(STORAGE_KEYS.DEFAULT_COLOR, 'red;background:url(x)');
    storage.set(STORAGE_KEYS.DEFAULT_LAYOUT_MODE, 'topmenu');
    storage.set(STORAGE_KEYS.DEFAULT_COLOR_WEAK, true);
    expect(loadSettings()).toMatchObject({ color: '#1890FF', layout: 'topmenu', weak: true });
  });

  it('applies the dependencies: fluid with side menu, hide-on-scroll needs a fixed header, no fixed side menu with topmenu', () => {
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, contentWidth: 'Fixed' }).contentWidth).toBe('Fluid');
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, layout: 'topmenu', contentWidth: 'Fixed' }).contentWidth).toBe('Fixed');
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, fixedHeader: false, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, layout: 'topmenu', fixSiderbar: true }).fixSiderbar).toBe(false);
  });
});

describe('系统设置 drawer', () => {
  beforeEach(() => {
    localStorage.clear();
    useLayoutStore.setState({ ...DEFAULT_SETTINGS, settingsOpen: true });
  });

  it('persists every change under its storage key and disables the options that do not apply', async () => {
    render(<App><SettingsDrawer /></App>);
    expect(await screen.findByText('系统设置')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('亮色菜单风格'));
    expect(storage.get(STORAGE_KEYS.DEFAULT_THEME)).toBe('light');
    fireEvent.click(screen.getByLabelText('酱紫'));
    expect(storage.get(STORAGE_KEYS.DEFAULT_COLOR)).toBe('#722ED1');
    expect(useLayoutStore.getState().color).toBe('#722ED1');
    const switches = () => Array.from(document.querySelectorAll('.ant-switch')) as HTMLButtonElement[];
    // 固定 Header, 下滑时隐藏 Header, 固定侧边菜单, 色弱模式, 多页签模式
    expect(switches()).toHaveLength(5);
    fireEvent.click(switches()[3]);
    expect(storage.get(STORAGE_KEYS.DEFAULT_COLOR_WEAK)).toBe(true);
    fireEvent.click(switches()[4]);
    expect(storage.get(STORAGE_KEYS.DEFAULT_MULTI_PAGE)).toBe(false);
    fireEvent.click(switches()[0]);
    expect(storage.get(STORAGE_KEYS.DEFAULT_FIXED_HEADER)).toBe(false);
    expect(switches()[1].disabled).toBe(true);
    act(() => useLayoutStore.getState().setSetting('layout', 'topmenu'));
    expect(storage.get(STORAGE_KEYS.DEFAULT_LAYOUT_MODE)).toBe('topmenu');
    expect(switches()[2].disabled).toBe(true);
  });
});
