import { useEffect, useState } from 'react';

let passed = false;

/** A page whose load event never comes (a stalled image) still gets the work after this. */
const LOAD_WAIT_LIMIT_MS = 10_000;

/**
 * False until the page has finished loading (or at most 10 s have passed) and the browser has
 * a quiet moment (`requestIdleCallback`, or a short timer where it is missing), then true for
 * good. Work that waits for it stays out of the first paint.
 */
export function useAfterLoad(idleTimeout = 3000): boolean {
  const [ready, setReady] = useState(passed);

  useEffect(() => {
    if (passed) return;
    let cancel: () => void = () => {};
    const done = () => {
      passed = true;
      setReady(true);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(done, { timeout: idleTimeout });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(done, 200);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') {
      whenIdle();
    } else {
      const onLoad = () => {
        window.clearTimeout(limit);
        window.removeEventListener('load', onLoad);
        whenIdle();
      };
      const limit = window.setTimeout(onLoad, LOAD_WAIT_LIMIT_MS);
      window.addEventListener('load', onLoad);
      cancel = () => {
        window.clearTimeout(limit);
        window.removeEventListener('load', onLoad);
      };
    }
    return () => cancel();
  }, [idleTimeout]);

  return ready;
}

/** For tests: behave as on a fresh page again. */
export function resetAfterLoad(): void {
  passed = false;
}
