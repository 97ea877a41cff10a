import { useState, type ReactNode } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

/** Screens this wide show several widgets side by side; see useBuildsAhead. */
export const BUILD_AHEAD_QUERY = '(min-width: 1200px)';

/**
 * Whether widgets off the screen are built ahead, in idle periods. Wide screens do, so the whole
 * dashboard is soon ready. Phones build each widget as it is scrolled near: they spare their
 * slow processor for the first screen and the visitor's input, and skip the parts (the map
 * with its library and outlines) a visitor never scrolls to. Read once, at mount.
 */
export function useBuildsAhead(): boolean {
  const [ahead] = useState(
    () => typeof window.matchMedia !== 'function' || window.matchMedia(BUILD_AHEAD_QUERY).matches,
  );
  return ahead;
}

/**
 * A widget built once it comes near the screen or, on wide screens, the loaded page is idle (one
 * widget per idle period), so the first screen is built first and the rest in short tasks.
 * Until then an empty card of about the widget's height keeps the page steady.
 */
export function DeferredWidget({
  minHeight,
  children,
}: {
  minHeight: string;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport({ margin: '200px', orWhenIdle: useBuildsAhead() });
  if (near) return children;
  return (
    <div
      ref={ref}
      className="card h-100"
      style={{ minBlockSize: minHeight }}
      aria-hidden="true"
      data-widget-pending=""
    />
  );
}
