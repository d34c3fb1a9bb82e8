import { create } from 'zustand';
import { closeLeft, closeOthers, closeRight, closeTab, HOME_TAB, openTab, type TabChange, type TabPage } from './tab-rules';

export type TabAction = 'close' | 'closeLeft' | 'closeRight' | 'closeOthers';

interface TabState {
  tabs: TabPage[];
  refreshKeys: Record<string, number>;
  open(page: TabPage): void;
  apply(action: TabAction, fullPath: string, active: string): TabChange;
  refresh(fullPath: string): void;
  reset(): void;
}

const rules = { close: closeTab, closeLeft, closeRight, closeOthers };

export const useTabStore = create<TabState>()((set, get) => ({
  tabs: [HOME_TAB],
  refreshKeys: {},
  open(page) {
    set({ tabs: openTab(get().tabs, page) });
  },
  apply(action, fullPath, active) {
    const change = rules[action](get().tabs, fullPath, active);
    if (!change.error) set({ tabs: change.tabs });
    return change;
  },
  refresh(fullPath) {
    set((s) => ({ refreshKeys: { ...s.refreshKeys, [fullPath]: (s.refreshKeys[fullPath] ?? 0) + 1 } }));
  },
  reset() {
    set({ tabs: [HOME_TAB], refreshKeys: {} });
  },
}));
