import type { LayoutKind, ThemeMode } from '@/config/theme-config';
import type { RootState } from './store';

/**
 * The shell's layout settings as pages may read them. The shell owns the `layout` store key (its
 * slice is injected by features/layout-settings); a feature reads it through these selectors
 * only, never through the key, so the shell can change its state without breaking pages.
 * Until the shell's slice is injected, the answers are undefined (layout) or 'light' (theme).
 */
export const selectLayout = (state: RootState): LayoutKind | undefined => state.layout?.layout;

/** The colour theme in use; 'light' until the shell has loaded its settings. */
export const selectTheme = (state: RootState): ThemeMode => state.layout?.theme ?? 'light';
