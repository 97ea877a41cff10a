import { useSyncExternalStore } from 'react';

export type DocumentDirection = 'ltr' | 'rtl';

function read(): DocumentDirection {
  return document.documentElement.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
}

function subscribe(notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * The page's direction (`dir` on <html>), live: for widgets that take it as a prop (a select's
 * `isRtl`, a grid's `enableRtl`) instead of reading it from CSS.
 */
export function useDocumentDirection(): DocumentDirection {
  return useSyncExternalStore(subscribe, read, () => 'ltr');
}
