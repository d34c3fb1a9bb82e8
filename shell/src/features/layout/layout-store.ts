import { storage, STORAGE_KEYS } from 'shared-session';
import { create } from 'zustand';

interface LayoutState {
  collapsed: boolean;
  multipage: boolean;
  drawerOpen: boolean;
  setCollapsed(collapsed: boolean): void;
  setDrawerOpen(open: boolean): void;
}

export const useLayoutStore = create<LayoutState>()((set) => ({
  collapsed: storage.get<boolean>(STORAGE_KEYS.SIDEBAR_TYPE, true) === false,
  multipage: storage.get<boolean>(STORAGE_KEYS.DEFAULT_MULTI_PAGE, true) !== false,
  drawerOpen: false,
  setCollapsed(collapsed) {
    storage.set(STORAGE_KEYS.SIDEBAR_TYPE, !collapsed);
    set({ collapsed });
  },
  setDrawerOpen(drawerOpen) {
    set({ drawerOpen });
  },
}));
