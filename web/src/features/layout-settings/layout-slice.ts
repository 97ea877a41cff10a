import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/lib/store/root-reducer';
import {
  DIRECTIONS,
  FOOTER_TYPES,
  LAYOUTS,
  MENU_THEMES,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  THEMES,
  themeConfig,
  type LayoutSettings,
} from '@/config/theme-config';
import { normalizeSettings } from './layout-rules';

export const LAYOUT_STORAGE_KEY = 'layout-settings';

export interface LayoutState extends LayoutSettings {
  /** Sidebar shown over the page on screens narrower than the desktop breakpoint. */
  isMenuVisible: boolean;
  isCustomizerOpen: boolean;
}

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads persisted settings, ignoring anything malformed. */
export function loadSettings(raw: string | null): LayoutSettings {
  const d = themeConfig.layout;
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return normalizeSettings({
    layout: pick(LAYOUTS, stored.layout, d.layout),
    theme: pick(THEMES, stored.theme, d.theme),
    direction: pick(DIRECTIONS, stored.direction, d.direction),
    menuTheme: pick(MENU_THEMES, stored.menuTheme, d.menuTheme),
    navbarColor: pick(NAVBAR_COLORS, stored.navbarColor, d.navbarColor),
    navbarType: pick(NAVBAR_TYPES, stored.navbarType, d.navbarType),
    footerType: pick(FOOTER_TYPES, stored.footerType, d.footerType),
    hideScrollToTop:
      typeof stored.hideScrollToTop === 'boolean' ? stored.hideScrollToTop : d.hideScrollToTop,
    sidebarCollapsed:
      typeof stored.sidebarCollapsed === 'boolean' ? stored.sidebarCollapsed : d.sidebarCollapsed,
  });
}

export function persistedSettings(s: LayoutState): LayoutSettings {
  const { isMenuVisible: _m, isCustomizerOpen: _c, ...settings } = s;
  return settings;
}

function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAYOUT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export const initialLayoutState = (raw: string | null = readStorage()): LayoutState => ({
  ...loadSettings(raw),
  isMenuVisible: false,
  isCustomizerOpen: false,
});

type SettingKey = keyof LayoutSettings;

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayoutState,
  reducers: {
    setSetting: {
      reducer(
        state,
        action: PayloadAction<{ key: SettingKey; value: LayoutSettings[SettingKey] }>,
      ) {
        const next = normalizeSettings({
          ...persistedSettings(state),
          [action.payload.key]: action.payload.value,
        });
        Object.assign(state, next);
      },
      prepare<K extends SettingKey>(key: K, value: LayoutSettings[K]) {
        return { payload: { key, value } };
      },
    },
    toggleSidebarCollapsed(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    setMenuVisible(state, action: PayloadAction<boolean>) {
      state.isMenuVisible = action.payload;
    },
    setCustomizerOpen(state, action: PayloadAction<boolean>) {
      state.isCustomizerOpen = action.payload;
    },
    resetSettings(state) {
      Object.assign(state, themeConfig.layout);
    },
  },
  selectors: {
    selectLayout: (s) => s,
  },
});

export const {
  setSetting,
  toggleSidebarCollapsed,
  setMenuVisible,
  setCustomizerOpen,
  resetSettings,
} = layoutSlice.actions;
declare module '@/lib/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof layoutSlice> {}
}

const injected = layoutSlice.injectInto(rootReducer);
export const { selectLayout } = injected.selectors;
