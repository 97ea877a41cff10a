import { useEffect, useState, type RefObject } from 'react';

/** True once the window (or the given element) has scrolled at least `threshold` pixels. */
export function useScrollPast(threshold: number, target?: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = target?.current ?? null;
    const read = () => setPast((el ? el.scrollTop : window.scrollY) >= threshold);
    const source: HTMLElement | Window = el ?? window;
    read();
    source.addEventListener('scroll', read, { passive: true });
    return () => source.removeEventListener('scroll', read);
  }, [threshold, target]);
  return past;
}
