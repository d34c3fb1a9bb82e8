import { storage, STORAGE_KEYS } from 'shared-session';
import { create } from 'zustand';
import { loadSettings, SETTING_KEYS, type LayoutSettings } from '../settings/layout-settings';

interface LayoutState extends LayoutSettings {
  collapsed: boolean;
  drawerOpen: boolean;
  /** the 系统设置 drawer */
  settingsOpen: boolean;
  setCollapsed(collapsed: boolean): void;
  setDrawerOpen(open: boolean): void;
  setSettingsOpen(open: boolean): void;
  /** changes one theme-drawer setting and persists it under its §3 storage key */
  setSetting<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void;
}

/** Layout state (console-spec §3 layout settings): sidebar, mobile drawer and the theme drawer's settings. */
export const useLayoutStore = create<LayoutState>()((set) => ({
  ...loadSettings(),
  collapsed: storage.get<boolean>(STORAGE_KEYS.SIDEBAR_TYPE, true) === false,
  drawerOpen: false,
  settingsOpen: false,
  setCollapsed(collapsed) {
    storage.set(STORAGE_KEYS.SIDEBAR_TYPE, !collapsed);
    set({ collapsed });
  },
  setDrawerOpen(drawerOpen) {
    set({ drawerOpen });
  },
  setSettingsOpen(settingsOpen) {
    set({ settingsOpen });
  },
  setSetting(key, value) {
    storage.set(SETTING_KEYS[key], value);
    set({ [key]: value } as Partial<LayoutState>);
  },
}));
