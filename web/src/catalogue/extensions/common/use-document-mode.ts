import { useSyncExternalStore } from 'react';

function subscribe(notify: () => void) {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-bs-theme', 'dir'],
  });
  return () => observer.disconnect();
}

/** The page's colour mode and direction, kept current as the customizer changes them. */
export function useDocumentMode(): { dark: boolean; rtl: boolean } {
  const key = useSyncExternalStore(
    subscribe,
    () =>
      `${document.documentElement.getAttribute('data-bs-theme')}|${document.documentElement.dir}`,
    () => 'light|ltr',
  );
  const [theme, dir] = key.split('|');
  return { dark: theme === 'dark', rtl: dir === 'rtl' };
}
