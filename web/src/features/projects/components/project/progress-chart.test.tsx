import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '@/i18n';
import { makeFormatters } from '@/lib/format';
import { ProgressChart } from './progress-chart';

const fmt = makeFormatters('en');

function show(ui: ReactElement) {
  return render(<Suspense fallback={null}>{ui}</Suspense>);
}

describe('ProgressChart', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.changeLanguage('en');
    await i18next.loadNamespaces('projects');
  });
  afterEach(cleanup);

  it('draws one reading as a bar over the planned timeline, not as a lone dot', async () => {
    const { container } = show(
      <ProgressChart
        readings={[{ date: '2024-01-21', percent: 40, note: null }]}
        startDate="2024-01-01"
        plannedEndDate="2024-03-01"
        fmt={fmt}
      />,
    );
    const bar = await screen.findByRole('img', { name: /^40% complete on/ });
    expect(bar.querySelector('.snapshot-fill')).toHaveStyle({ inlineSize: '40%' });
    // 20 of the 60 planned days had passed.
    const timeline = screen.getByRole('img', { name: /^Planned from .+ 33\.3% of that time/ });
    expect(timeline.querySelector('.snapshot-marker')).toHaveStyle({
      insetInlineStart: `${(20 / 60) * 100}%`,
    });
    expect(container.querySelector('circle')).toBeNull();
  });

  it('says so when the one reading came after the planned end', async () => {
    show(
      <ProgressChart
        readings={[{ date: '2024-04-01', percent: 100, note: null }]}
        startDate="2024-01-01"
        plannedEndDate="2024-03-01"
        fmt={fmt}
      />,
    );
    expect(await screen.findByText(/came after the planned end/)).toBeInTheDocument();
  });

  it('shows only the bar without a planned end, and a line for two readings or more', async () => {
    const { rerender } = show(
      <ProgressChart
        readings={[{ date: '2024-01-21', percent: 40, note: null }]}
        startDate="2024-01-01"
        plannedEndDate={null}
        fmt={fmt}
      />,
    );
    expect(await screen.findByRole('img', { name: /^40% complete/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Planned from/ })).toBeNull();
    rerender(
      <Suspense fallback={null}>
        <ProgressChart
          readings={[
            { date: '2024-01-21', percent: 40, note: null },
            { date: '2024-02-21', percent: 70, note: null },
          ]}
          startDate="2024-01-01"
          plannedEndDate="2024-03-01"
          fmt={fmt}
        />
      </Suspense>,
    );
    expect(
      await screen.findByRole('img', { name: /^Progress over time: 2 readings/ }),
    ).toBeInTheDocument();
  });
});
