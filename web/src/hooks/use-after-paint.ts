import { useEffect, useState } from 'react';

/** Set once one render of this page has waited for a paint: later ones need not wait. */
let appPainted = false;
let markPainted: () => void = () => undefined;
const firstPaint = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/**
 * Resolves once the app's first render that waits for a paint (a `useAfterPaint` caller) has been
 * painted; never, on a page load where no render waits.
 */
export const afterFirstPaint = (): Promise<void> => firstPaint;

/**
 * False on the app's first render that asks, true once the browser has painted it: for work a
 * page can start after its frame is on the screen (a heavy library's code, say). Only the page
 * the visitor opened waits; a page reached from inside the app (or opened again, its code
 * already loaded) starts at once, with no placeholder flashing in front of it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(appPainted);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        appPainted = true;
        markPainted();
        setPainted(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
