import { lazy, Suspense } from 'react';
import type { Props } from 'react-apexcharts';
import { ChartPlaceholder, DrawWhenNear } from './draw-when-near';

const ApexChart = lazy(() => import('react-apexcharts'));

/** ApexCharts draws this much above the chart's height (its legend row and padding). */
const APEX_EXTRA_PX = 15;

/**
 * react-apexcharts after the page's first paint, for every page that draws ApexCharts: ApexCharts
 * loads only when a chart is about to be drawn (see DrawWhenNear), and the chart's box keeps its
 * drawn size from the start, so nothing below it moves when it draws.
 */
export default function Chart(props: Props & { height: number }) {
  const box = props.height + APEX_EXTRA_PX;
  return (
    <DrawWhenNear height={box}>
      <Suspense fallback={<ChartPlaceholder height={box} />}>
        <ApexChart {...props} />
      </Suspense>
    </DrawWhenNear>
  );
}
