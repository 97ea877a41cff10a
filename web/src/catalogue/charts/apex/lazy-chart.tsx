import { lazy, Suspense } from 'react';
import type { Props } from 'react-apexcharts';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useNearViewport } from '@/hooks/use-near-viewport';

const ApexChart = lazy(() => import('react-apexcharts'));

/** ApexCharts draws this much above the chart's height (its legend row and padding). */
const APEX_EXTRA_PX = 15;

/**
 * react-apexcharts after the page's first paint: the chart's box keeps its drawn size from the
 * start (a placeholder while ApexCharts loads), so nothing below it moves when it draws.
 * A chart is drawn once it comes near the screen or, on a desktop screen, once the loaded page is
 * idle (one chart per idle period): drawing all eight at once kept a phone's processor busy for
 * most of a second before the page answered a tap.
 */
export default function Chart(props: Props & { height: number }) {
  const box = props.height + APEX_EXTRA_PX;
  const [ref, near] = useNearViewport({ margin: '200px', orWhenIdle: useIsDesktop() });
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
