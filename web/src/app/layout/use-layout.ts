import { DESKTOP_BREAKPOINT } from '@/config/theme-config';
import { effectiveLayout } from '@/features/layout-settings/layout-rules';
import { selectLayout } from '@/features/layout-settings/layout-slice';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useAppSelector } from '@/lib/store/hooks';

/** Settings plus the layout actually drawn at this window width. */
export function useLayout() {
  const settings = useAppSelector(selectLayout);
  const isDesktop = useIsDesktop();
  return {
    ...settings,
    isDesktop,
    drawnLayout: effectiveLayout(
      settings.layout,
      isDesktop ? DESKTOP_BREAKPOINT : DESKTOP_BREAKPOINT - 1,
    ),
  };
}
