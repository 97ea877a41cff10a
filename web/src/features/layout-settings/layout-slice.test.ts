import { describe, expect, it } from 'vitest';
import { themeConfig } from '@/config/theme-config';
import {
  initialLayoutState,
  layoutSlice,
  loadSettings,
  persistedSettings,
  resetSettings,
  setSetting,
  toggleSidebarCollapsed,
} from './layout-slice';

const reduce = layoutSlice.reducer;

describe('layout slice', () => {
  it('starts from the spec defaults', () => {
    const s = initialLayoutState(null);
    expect(persistedSettings(s)).toEqual({
      layout: 'horizontal',
      theme: 'light',
      direction: 'ltr',
      menuTheme: 'primary',
      navbarColor: 'default',
      navbarType: 'floating',
      footerType: 'hidden',
      hideScrollToTop: false,
      sidebarCollapsed: false,
    });
  });

  it('restores persisted settings and ignores malformed values', () => {
    const s = loadSettings(
      JSON.stringify({
        layout: 'vertical',
        theme: 'semi-dark',
        direction: 'rtl',
        footerType: 'nope',
        hideScrollToTop: 'yes',
      }),
    );
    expect(s.layout).toBe('vertical');
    expect(s.theme).toBe('semi-dark');
    expect(s.direction).toBe('rtl');
    expect(s.footerType).toBe(themeConfig.layout.footerType);
    expect(s.hideScrollToTop).toBe(false);
    expect(loadSettings('{not json')).toEqual(themeConfig.layout);
  });

  it('applies the customizer rules on every change', () => {
    let s = initialLayoutState(null);
    s = reduce(s, setSetting('layout', 'vertical'));
    s = reduce(s, setSetting('theme', 'semi-dark'));
    expect(s.theme).toBe('semi-dark');
    s = reduce(s, setSetting('layout', 'horizontal'));
    expect(s.theme).toBe('light');
    s = reduce(s, setSetting('layout', 'vertical'));
    s = reduce(s, setSetting('navbarColor', 'success'));
    s = reduce(s, setSetting('navbarType', 'static'));
    expect(s.navbarColor).toBe('default');
  });

  it('toggles the sidebar and resets to defaults', () => {
    let s = initialLayoutState(null);
    s = reduce(s, toggleSidebarCollapsed());
    expect(s.sidebarCollapsed).toBe(true);
    s = reduce(s, setSetting('direction', 'rtl'));
    s = reduce(s, resetSettings());
    expect(persistedSettings(s)).toEqual(themeConfig.layout);
  });
});
