import type { ReactNode } from 'react';

/**
 * Chart.js sizes its canvas to this box (maintainAspectRatio off), so it follows the window. The
 * labels are English words, so the canvas writes them left to right; the options mirror the
 * layout in right to left.
 */
export function ChartBox({ children, height = 320 }: { children: ReactNode; height?: number }) {
  return (
    <div dir="ltr" style={{ position: 'relative', height }}>
      {children}
    </div>
  );
}
