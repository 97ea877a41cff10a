import type { ReactNode } from 'react';
import { useNearViewportOrDesktopIdle } from '@/hooks/use-near-viewport';

/**
 * A widget built by the rule of useNearViewportOrDesktopIdle: a phone skips the parts (the map
 * with its library and outlines) a visitor never scrolls to. Until built, an empty card of about
 * the widget's height keeps the page steady.
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
  const [ref, near] = useNearViewportOrDesktopIdle('200px');
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
