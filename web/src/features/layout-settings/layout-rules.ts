import {
  DESKTOP_BREAKPOINT,
  type LayoutKind,
  type LayoutSettings,
  type NavbarType,
  type ThemeMode,
} from '@/config/theme-config';

/** The layout actually drawn: horizontal falls back to vertical below the desktop breakpoint. */
export function effectiveLayout(layout: LayoutKind, viewportWidth: number): LayoutKind {
  return layout === 'horizontal' && viewportWidth < DESKTOP_BREAKPOINT ? 'vertical' : layout;
}

export function themesFor(layout: LayoutKind): ThemeMode[] {
  return layout === 'horizontal' ? ['light', 'dark'] : ['light', 'dark', 'semi-dark'];
}

export function navbarTypesFor(layout: LayoutKind): NavbarType[] {
  return layout === 'horizontal'
    ? ['static', 'sticky', 'floating']
    : ['hidden', 'static', 'sticky', 'floating'];
}

export function canChooseNavbarColor(s: Pick<LayoutSettings, 'layout' | 'navbarType'>): boolean {
  return s.layout === 'vertical' && s.navbarType !== 'static';
}

export function canCollapseSidebar(s: Pick<LayoutSettings, 'layout'>): boolean {
  return s.layout === 'vertical';
}

/** Brings a settings object back inside the customizer's rules after any change. */
export function normalizeSettings(s: LayoutSettings): LayoutSettings {
  const next = { ...s };
  if (!themesFor(next.layout).includes(next.theme)) next.theme = 'light';
  if (!navbarTypesFor(next.layout).includes(next.navbarType)) next.navbarType = 'floating';
  if (next.navbarType === 'static') next.navbarColor = 'default';
  return next;
}
