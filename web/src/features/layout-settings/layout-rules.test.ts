import { describe, expect, it } from 'vitest';
import { themeConfig, type LayoutSettings } from '@/config/theme-config';
import {
  canChooseNavbarColor,
  canCollapseSidebar,
  effectiveLayout,
  navbarTypesFor,
  normalizeSettings,
  themesFor,
} from './layout-rules';

const base: LayoutSettings = { ...themeConfig.layout };

describe('layout rules', () => {
  it('draws horizontal at 1200px and falls back to vertical at 1199px', () => {
    expect(effectiveLayout('horizontal', 1200)).toBe('horizontal');
    expect(effectiveLayout('horizontal', 1199)).toBe('vertical');
    expect(effectiveLayout('vertical', 1600)).toBe('vertical');
  });

  it('offers semi-dark only in the vertical layout', () => {
    expect(themesFor('vertical')).toContain('semi-dark');
    expect(themesFor('horizontal')).not.toContain('semi-dark');
  });

  it('offers the hidden navbar only in the vertical layout', () => {
    expect(navbarTypesFor('vertical')).toEqual(['hidden', 'static', 'sticky', 'floating']);
    expect(navbarTypesFor('horizontal')).not.toContain('hidden');
  });

  it('allows navbar colour only in vertical with a non-static navbar', () => {
    expect(canChooseNavbarColor({ layout: 'vertical', navbarType: 'floating' })).toBe(true);
    expect(canChooseNavbarColor({ layout: 'vertical', navbarType: 'static' })).toBe(false);
    expect(canChooseNavbarColor({ layout: 'horizontal', navbarType: 'sticky' })).toBe(false);
  });

  it('allows collapsing the sidebar only in vertical', () => {
    expect(canCollapseSidebar({ layout: 'vertical' })).toBe(true);
    expect(canCollapseSidebar({ layout: 'horizontal' })).toBe(false);
  });

  it('normalizes settings that break a rule', () => {
    expect(normalizeSettings({ ...base, layout: 'horizontal', theme: 'semi-dark' }).theme).toBe(
      'light',
    );
    expect(
      normalizeSettings({ ...base, layout: 'horizontal', navbarType: 'hidden' }).navbarType,
    ).toBe('floating');
    expect(
      normalizeSettings({
        ...base,
        layout: 'vertical',
        navbarType: 'static',
        navbarColor: 'danger',
      }).navbarColor,
    ).toBe('default');
    const kept = {
      ...base,
      layout: 'vertical' as const,
      theme: 'semi-dark' as const,
      navbarType: 'hidden' as const,
    };
    expect(normalizeSettings(kept)).toEqual(kept);
  });
});
