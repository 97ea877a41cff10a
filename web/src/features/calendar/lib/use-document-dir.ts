import { useSyncExternalStore } from 'react';

/** Follows `<html dir>`, which the layout settings set. */
export function useDocumentDir(): 'ltr' | 'rtl' {
  return useSyncExternalStore(
    (notify) => {
      const observer = new MutationObserver(notify);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
      return () => observer.disconnect();
    },
    () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'),
    () => 'ltr',
  );
}
