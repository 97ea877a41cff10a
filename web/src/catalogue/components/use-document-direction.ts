import { useSyncExternalStore } from 'react';

export type DocumentDirection = 'ltr' | 'rtl';

function subscribe(notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

function readDirection(): DocumentDirection {
  return document.documentElement.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The page's reading direction, as the layout settings set it on <html>, kept live. react-bootstrap
 * needs it to mirror placements, carousel keys and dropdown alignment.
 */
export function useDocumentDirection(): DocumentDirection {
  return useSyncExternalStore(subscribe, readDirection, () => 'ltr');
}
