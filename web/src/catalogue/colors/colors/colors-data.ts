/** Bootstrap's theme colours, as the portal's theme sets them. */
export const THEME_COLORS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'light',
  'dark',
] as const;

export type ThemeColor = (typeof THEME_COLORS)[number];
