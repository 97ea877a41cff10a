import { useEffect, useState } from 'react';

let engaged = false;

// Not focus: the first-visit tour moves focus to its card by itself, which is no visitor's doing
// (a keyboard visitor's Tab arrives as keydown first).
const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * False until the visitor first interacts with the page (pointer, key, touch, scroll),
 * or `fallbackMs` have passed, then true for good. Optional work that waits for it (the
 * bookmarks bar and its mock service) stays off the critical loading path.
 */
export function useFirstInteraction(fallbackMs: number): boolean {
  const [ready, setReady] = useState(engaged || fallbackMs <= 0);

  useEffect(() => {
    if (ready) return;
    const done = () => {
      engaged = true;
      setReady(true);
    };
    const timer = window.setTimeout(done, fallbackMs);
    const opts = { once: true, passive: true, capture: true } as const;
    for (const e of EVENTS) window.addEventListener(e, done, opts);
    return () => {
      window.clearTimeout(timer);
      for (const e of EVENTS) window.removeEventListener(e, done, opts);
    };
  }, [ready, fallbackMs]);

  return ready;
}

/** For tests: behave as on a fresh page again. */
export function resetFirstInteraction(): void {
  engaged = false;
}
