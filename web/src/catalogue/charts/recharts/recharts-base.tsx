import type { CSSProperties, ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { DrawWhenNear } from '@/components/charts/draw-when-near';
import type { ThemePalette } from '../common/use-theme-palette';

/** Props shared by the Recharts demos' axes, grid, tooltip and legend, in the theme's colours. */
export function rechartsTheme(p: ThemePalette) {
  const tick = { fill: p.muted, fontSize: 12 };
  const tooltip: CSSProperties = {
    background: p.background,
    border: `1px solid ${p.grid}`,
    borderRadius: 6,
    color: p.text,
  };
  return {
    /** X axis: mirrored in right to left. */
    x: { tick, stroke: p.grid, reversed: p.rtl },
    /** Y axis: on the right in right to left. */
    y: { tick, stroke: p.grid, orientation: p.rtl ? ('right' as const) : ('left' as const) },
    grid: { stroke: p.grid, strokeDasharray: '3 3' },
    tooltip: {
      contentStyle: tooltip,
      labelStyle: { color: p.text },
      itemStyle: { color: p.text },
      cursor: { fill: p.grid, fillOpacity: 0.3 },
    },
    legend: {
      wrapperStyle: { color: p.text, direction: p.rtl ? ('rtl' as const) : ('ltr' as const) },
    },
    animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}

/**
 * A Recharts chart sized to its card (ResponsiveContainer), drawn when it comes near the screen
 * (DrawWhenNear): eight animated charts built at once took a phone's processor for seconds.
 */
export function RechartsFrame({
  height = 320,
  children,
}: {
  height?: number;
  children: ReactElement;
}) {
  return (
    <DrawWhenNear height={height}>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
    </DrawWhenNear>
  );
}
