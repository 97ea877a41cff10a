import type { ReactNode } from 'react';
import { useNearViewportOrDesktopIdle } from '@/hooks/use-near-viewport';

/** The grey box a chart's place shows until the chart is drawn. */
export function ChartPlaceholder({ height }: { height: number }) {
  return (
    <div className="placeholder-glow" aria-hidden="true" style={{ height }}>
      <span className="placeholder w-100 h-100 rounded" />
    </div>
  );
}

/**
 * A chart drawn by the rule of useNearViewportOrDesktopIdle: near the screen, or on a desktop
 * screen once the loaded page idles. Until then a placeholder of the chart's height keeps its
 * place, so nothing below moves when it draws. Drawing every chart of a page at once kept a
 * phone's processor busy for a second or more before the page answered a tap.
 */
export function DrawWhenNear({ height, children }: { height: number; children: ReactNode }) {
  const [ref, near] = useNearViewportOrDesktopIdle('200px');
  return (
    <div ref={ref} style={{ minHeight: height }} data-testid={near ? undefined : 'chart-pending'}>
      {near ? children : <ChartPlaceholder height={height} />}
    </div>
  );
}
