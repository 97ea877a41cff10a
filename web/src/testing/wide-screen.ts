import { vi } from 'vitest';

/** jsdom has no matchMedia: a desktop-wide screen, where min-width queries match. */
export function stubWideScreen(): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const list = new EventTarget() as MediaQueryList;
    return Object.assign(list, {
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
  });
}
