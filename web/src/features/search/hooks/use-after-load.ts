import { useEffect, useState } from 'react';

let passed = false;

/**
 * False until the page has finished loading and the browser has a quiet moment
 * (`requestIdleCallback`, or a short timer where it is missing), then true for good.
 * Work that waits for it stays out of the first paint.
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
      window.addEventListener('load', whenIdle, { once: true });
      cancel = () => window.removeEventListener('load', whenIdle);
    }
    return () => cancel();
  }, [idleTimeout]);

  return ready;
}

/** For tests: behave as on a fresh page again. */
export function resetAfterLoad(): void {
  passed = false;
}
