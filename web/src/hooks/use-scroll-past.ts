import { useEffect, useState, type RefObject } from 'react';

/**
 * Calls `run` once the browser has painted the next frame. Reading a scroll offset straight after
 * a render forces the browser to lay the page out there and then (a long task on a slow phone);
 * after the paint the layout is already done and the read costs nothing. Returns a cancel function.
 */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** True once the window (or the given element) has scrolled at least `threshold` pixels. */
export function useScrollPast(threshold: number, target?: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = target?.current ?? null;
    const read = () => setPast((el ? el.scrollTop : window.scrollY) >= threshold);
    const source: HTMLElement | Window = el ?? window;
    // An offset the page opens at (a restored scroll position) is read once it has painted.
    const cancelFirstRead = afterNextPaint(read);
    source.addEventListener('scroll', read, { passive: true });
    return () => {
      cancelFirstRead();
      source.removeEventListener('scroll', read);
    };
  }, [threshold, target]);
  return past;
}
