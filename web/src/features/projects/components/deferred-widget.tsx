import type { ReactNode } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

/**
 * A widget built once it comes near the screen or the loaded page is idle (one widget per idle
 * period), so a phone builds the first screen first and the rest in short tasks. Until then an
 * empty card of about the widget's height keeps the page steady.
 */
export function DeferredWidget({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const [ref, near] = useNearViewport({ margin: '200px', orWhenIdle: true });
  if (near) return children;
  return <div ref={ref} className="card h-100" style={{ minBlockSize: minHeight }} aria-hidden="true" />;
}
