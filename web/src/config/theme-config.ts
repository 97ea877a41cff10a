/** The layout a first visit gets (horizontal, light, left to right) and the shell's switches. */
export const MENU_THEMES = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const NAVBAR_COLORS = [
  'default',
  'primary',
  'success',
  'danger',
  'info',
  'warning',
  'dark',
] as const;
export const NAVBAR_TYPES = ['hidden', 'static', 'sticky', 'floating'] as const;
export const FOOTER_TYPES = ['hidden', 'static', 'sticky'] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;

export type MenuTheme = (typeof MENU_THEMES)[number];
export type NavbarColor = (typeof NAVBAR_COLORS)[number];
export type NavbarType = (typeof NAVBAR_TYPES)[number];
export type FooterType = (typeof FOOTER_TYPES)[number];
export type LayoutKind = (typeof LAYOUTS)[number];
export type ThemeMode = (typeof THEMES)[number];
export type Direction = (typeof DIRECTIONS)[number];

export interface LayoutSettings {
  layout: LayoutKind;
  theme: ThemeMode;
  direction: Direction;
  menuTheme: MenuTheme;
  navbarColor: NavbarColor;
  navbarType: NavbarType;
  footerType: FooterType;
  hideScrollToTop: boolean;
  sidebarCollapsed: boolean;
}

export const themeConfig = {
  app: {
    name: 'Makueni Open Data',
    logo: '/logo.svg',
  },
  layout: {
    layout: 'horizontal',
    theme: 'light',
    direction: 'ltr',
    menuTheme: 'primary',
    navbarColor: 'default',
    navbarType: 'floating',
    footerType: 'hidden',
    hideScrollToTop: false,
    sidebarCollapsed: false,
  } satisfies LayoutSettings,
  /** Hides the theme customizer panel entirely. */
  disableCustomizer: false,
  /** Turns off the first-visit tour of the shell. */
  disableThemeTour: false,
};

/** The shell's fixed sizes: the desktop breakpoint and the scroll distances that show things. */
export const DESKTOP_BREAKPOINT = 1200;
export const SCROLL_TO_TOP_THRESHOLD = 160;
export const NAVBAR_SHADOW_THRESHOLD = 100;
export const SEARCH_LIMIT = 4;
