import { useLayoutEffect } from 'react';
import { selectLayout } from '@/features/layout-settings/layout-slice';
import { useAppSelector } from '@/lib/store/hooks';

/** Applies mode and direction to <html>: data-bs-theme, page classes and dir. */
export function DocumentSettings() {
  const { theme, direction, menuTheme } = useAppSelector(selectLayout);
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.setAttribute('dir', direction);
    html.setAttribute('data-bs-theme', theme === 'dark' ? 'dark' : 'light');
    html.classList.toggle('dark-layout', theme === 'dark');
    html.classList.toggle('semi-dark-layout', theme === 'semi-dark');
    html.dataset.menuTheme = menuTheme;
  }, [theme, direction, menuTheme]);
  return null;
}
