import { useEffect, useState } from 'react';
import { useIsDesktop } from '@/hooks/use-media-query';
import { inIdleTurn } from '@/lib/idle';

export interface NearViewportOptions {
  /** Distance from the viewport that counts as near (CSS margin). */
  margin?: string;
  /**
   * Also turn true once the page has loaded and the browser is idle, even if not scrolled to
   * (one such part per idle period, see inIdleTurn).
   */
  orWhenIdle?: boolean;
}

/**
 * True once the element given to the returned ref has come within `margin` of the viewport (or,
 * with `orWhenIdle`, once the loaded page is idle), and from then on. Heavy parts of a page (a
 * map, say) wait for it, so they are not built while the first screen is. Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport({
  margin = '300px',
  orWhenIdle = false,
}: NearViewportOptions = {}): [ref: (el: Element | null) => void, near: boolean] {
  const [el, setEl] = useState<Element | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    const cancelIdle = orWhenIdle ? inIdleTurn(() => setNear(true)) : undefined;
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [el, margin, orWhenIdle, near]);
  return [setEl, near];
}

/**
 * The rule for a page's heavy parts (widgets, the map, charts): built once near the screen or,
 * on a desktop screen, once the loaded page is idle (one part per idle period), so the first
 * screen is built first and the rest in short tasks. Narrower screens build nothing ahead: a
 * phone spares its slow processor for the first screen and the visitor's input.
 */
export function useNearViewportOrDesktopIdle(
  margin?: string,
): [ref: (el: Element | null) => void, near: boolean] {
  return useNearViewport({ margin, orWhenIdle: useIsDesktop() });
}
