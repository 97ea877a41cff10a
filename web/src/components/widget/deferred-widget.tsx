import type { ReactNode } from 'react';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useNearViewport } from '@/hooks/use-near-viewport';

/**
 * A widget built once it comes near the screen or, on desktop screens, the loaded page is idle
 * (one widget per idle period), so the first screen is built first and the rest in short tasks.
 * Narrower screens build nothing ahead: a phone spares its slow processor for the first screen
 * and the visitor's input, and skips the parts (the map with its library and outlines) a visitor
 * never scrolls to. Until built, an empty card of about the widget's height keeps the page steady.
 */
export function DeferredWidget({
  minHeight,
  eager = false,
  children,
}: {
  minHeight: string;
  /** Build it at once (the page is about to scroll to it). */
  eager?: boolean;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport({ margin: '200px', orWhenIdle: useIsDesktop() });
  if (near || eager) return children;
  return (
    <div
      ref={ref}
      className="card h-100"
      style={{ minBlockSize: minHeight }}
      aria-hidden="true"
      data-widget-pending=""
      data-testid="widget-pending"
    />
  );
}
