import { useSyncExternalStore } from 'react';

export type DocumentTheme = 'light' | 'dark';

function read(): DocumentTheme {
  return document.documentElement.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light';
}

function subscribe(notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-bs-theme', 'dir', 'class'],
  });
  return () => observer.disconnect();
}

/**
 * The colour mode the page is drawn in (`data-bs-theme` on <html>), live. For code that must
 * follow the mode outside CSS: canvas, a library's theme object, values read from CSS variables.
 */
export function useDocumentTheme(): DocumentTheme {
  return useSyncExternalStore(subscribe, read, () => 'light');
}
