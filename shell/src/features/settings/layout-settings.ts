import { storage, STORAGE_KEYS } from 'shared-session';

/** The theme drawer's settings (console-spec §2.3 theme drawer, §3 layout settings). */
export interface LayoutSettings {
  /** menu theme */
  theme: 'dark' | 'light';
  /** navigation mode */
  layout: 'sidemenu' | 'topmenu';
  /** content width; Fixed applies with topmenu only */
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  /** hide the header while scrolling down; needs fixedHeader */
  autoHideHeader: boolean;
  /** fixed side menu; not with topmenu */
  fixSiderbar: boolean;
  /** primary colour, #RRGGBB */
  color: string;
  /** colour-weak mode */
  weak: boolean;
  /** multi-tab mode */
  multipage: boolean;
}

/** Defaults (console-spec §9): colour 1890FF, side menu layout, fixed content width, multipage on. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: 'dark', layout: 'sidemenu', contentWidth: 'Fixed', fixedHeader: true, autoHideHeader: false,
  fixSiderbar: true, color: '#1890FF', weak: false, multipage: true,
};

/** The eight colour presets (console-spec §9), Ant Design's names. */
export const COLOR_PRESETS: { key: string; color: string }[] = [
  { key: '拂晓蓝（默认）', color: '#1890FF' },
  { key: '薄暮', color: '#F5222D' },
  { key: '火山', color: '#FA541C' },
  { key: '日暮', color: '#FAAD14' },
  { key: '明青', color: '#13C2C2' },
  { key: '极光绿', color: '#52C41A' },
  { key: '极客蓝', color: '#2F54EB' },
  { key: '酱紫', color: '#722ED1' },
];

/** Storage key of each setting (console-spec §3 local storage keys). */
export const SETTING_KEYS: Record<keyof LayoutSettings, string> = {
  theme: STORAGE_KEYS.DEFAULT_THEME,
  layout: STORAGE_KEYS.DEFAULT_LAYOUT_MODE,
  contentWidth: STORAGE_KEYS.DEFAULT_CONTENT_WIDTH_TYPE,
  fixedHeader: STORAGE_KEYS.DEFAULT_FIXED_HEADER,
  autoHideHeader: STORAGE_KEYS.DEFAULT_FIXED_HEADER_HIDDEN,
  fixSiderbar: STORAGE_KEYS.DEFAULT_FIXED_SIDEMENU,
  color: STORAGE_KEYS.DEFAULT_COLOR,
  weak: STORAGE_KEYS.DEFAULT_COLOR_WEAK,
  multipage: STORAGE_KEYS.DEFAULT_MULTI_PAGE,
};

const VALID: { [K in keyof LayoutSettings]: (v: unknown) => boolean } = {
  theme: (v) => v === 'dark' || v === 'light',
  layout: (v) => v === 'sidemenu' || v === 'topmenu',
  contentWidth: (v) => v === 'Fixed' || v === 'Fluid',
  fixedHeader: (v) => typeof v === 'boolean',
  autoHideHeader: (v) => typeof v === 'boolean',
  fixSiderbar: (v) => typeof v === 'boolean',
  color: (v) => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v),
  weak: (v) => typeof v === 'boolean',
  multipage: (v) => typeof v === 'boolean',
};

/** Reads every setting from local storage, falling back to the default for a missing or bad value. */
export function loadSettings(): LayoutSettings {
  const out = { ...DEFAULT_SETTINGS } as Record<keyof LayoutSettings, unknown>;
  for (const key of Object.keys(SETTING_KEYS) as (keyof LayoutSettings)[]) {
    const v = storage.get<unknown>(SETTING_KEYS[key]);
    if (v !== null && v !== undefined && VALID[key](v)) out[key] = v;
  }
  return out as unknown as LayoutSettings;
}

/**
 * The settings in force once their dependencies are applied (console-spec §2.3): fixed content
 * width only with topmenu (side menu layouts are fluid), hide-on-scroll only with a fixed header,
 * no fixed side menu with topmenu.
 */
export function effectiveSettings(s: LayoutSettings): LayoutSettings {
  const top = s.layout === 'topmenu';
  return {
    ...s,
    contentWidth: top ? s.contentWidth : 'Fluid',
    autoHideHeader: s.fixedHeader && s.autoHideHeader,
    fixSiderbar: !top && s.fixSiderbar,
  };
}
