import { useEffect, useState } from 'react';

export interface NearViewportOptions {
  /** Distance from the viewport that counts as near (CSS margin). */
  margin?: string;
  /** Also turn true once the page has loaded and the browser is idle, even if not scrolled to. */
  orWhenIdle?: boolean;
}

function afterLoadAndIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 3000 });
    else timer = setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * True once the element given to the returned ref has come within `margin` of the viewport (or,
 * with `orWhenIdle`, once the loaded page is idle), and from then on. Heavy parts of a page (a
 * map, say) wait for it, so they are not built while the first screen is. Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport({ margin = '300px', orWhenIdle = false }: NearViewportOptions = {}): [
  ref: (el: Element | null) => void,
  near: boolean,
] {
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
    const cancelIdle = orWhenIdle ? afterLoadAndIdle(() => setNear(true)) : undefined;
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [el, margin, orWhenIdle, near]);
  return [setEl, near];
}
