import type { ReactNode } from 'react';
import { DrawWhenNear } from '@/components/charts/draw-when-near';

/**
 * Chart.js sizes its canvas to this box (maintainAspectRatio off), so it follows the window. The
 * labels are English words, so the canvas writes them left to right; the options mirror the
 * layout in right to left. It is drawn when it comes near the screen (DrawWhenNear): eight
 * canvases drawn at once kept a phone's processor busy for most of a second.
 */
export function ChartBox({ children, height = 320 }: { children: ReactNode; height?: number }) {
  return (
    <DrawWhenNear height={height}>
      <div dir="ltr" style={{ position: 'relative', height }}>
        {children}
      </div>
    </DrawWhenNear>
  );
}
