import { lazy, Suspense } from 'react';
import type { Props } from 'react-apexcharts';
import { useNearViewportOrDesktopIdle } from '@/hooks/use-near-viewport';

const ApexChart = lazy(() => import('react-apexcharts'));

/** ApexCharts draws this much above the chart's height (its legend row and padding). */
const APEX_EXTRA_PX = 15;

/**
 * react-apexcharts after the page's first paint, for every page that draws ApexCharts: ApexCharts
 * loads only when a chart is about to be drawn, and the chart's box keeps its drawn size from the
 * start (a placeholder until then), so nothing below it moves when it draws.
 * A chart is drawn by the rule of useNearViewportOrDesktopIdle: drawing all eight of the catalogue's
 * charts at once kept a phone's processor busy for most of a second before the page answered a tap.
 */
export default function Chart(props: Props & { height: number }) {
  const box = props.height + APEX_EXTRA_PX;
  const [ref, near] = useNearViewportOrDesktopIdle('200px');
  const placeholder = (
    <div className="placeholder-glow" aria-hidden="true" style={{ height: box }}>
      <span className="placeholder w-100 h-100 rounded" />
    </div>
  );
  return (
    <div ref={ref} style={{ minHeight: box }} data-testid={near ? undefined : 'chart-pending'}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ApexChart {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
