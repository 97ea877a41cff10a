import { lazy, Suspense } from 'react';
import type { Props } from 'react-apexcharts';

const ApexChart = lazy(() => import('react-apexcharts'));

/** ApexCharts draws this much above the chart's height (its legend row and padding). */
const APEX_EXTRA_PX = 15;

/**
 * react-apexcharts after the page's first paint: the chart's box keeps its drawn size from the
 * start (a placeholder while ApexCharts loads), so nothing below it moves when it draws.
 */
export default function Chart(props: Props & { height: number }) {
  const box = props.height + APEX_EXTRA_PX;
  return (
    <div style={{ minHeight: box }}>
      <Suspense
        fallback={
          <div className="placeholder-glow" aria-hidden="true" style={{ height: box }}>
            <span className="placeholder w-100 h-100 rounded" />
          </div>
        }
      >
        <ApexChart {...props} />
      </Suspense>
    </div>
  );
}
