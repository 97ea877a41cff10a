import { expect, test } from '../../fixtures';
import { DashboardPage } from './dashboard-page';

/** The seven status cards fill their rows at any width, and a lone progress reading is useful. */

interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const WIDTHS = [320, 360, 390, 480, 600, 768, 900, 1024, 1200, 1280, 1366, 1440, 1600, 1920];
const NEAR = 1.5;

/** What is wrong with the cards' arrangement: holes in a row or a column, unequal heights. */
function gapsIn(grid: Rect, cards: readonly Rect[], colGap: number, rowGap: number): string[] {
  const problems: string[] = [];
  const overlapsRows = (a: Rect, b: Rect) => a.top < b.bottom - NEAR && b.top < a.bottom - NEAR;
  const overlapsCols = (a: Rect, b: Rect) => a.left < b.right - NEAR && b.left < a.right - NEAR;
  const bottom = Math.max(...cards.map((c) => c.bottom));
  cards.forEach((c, i) => {
    const endsRow =
      Math.abs(c.right - grid.right) <= NEAR ||
      cards.some((d) => Math.abs(d.left - (c.right + colGap)) <= NEAR && overlapsRows(c, d));
    const startsRow =
      Math.abs(c.left - grid.left) <= NEAR ||
      cards.some((d) => Math.abs(d.right + colGap - c.left) <= NEAR && overlapsRows(c, d));
    const endsColumn =
      Math.abs(c.bottom - bottom) <= NEAR ||
      cards.some((d) => Math.abs(d.top - (c.bottom + rowGap)) <= NEAR && overlapsCols(c, d));
    if (!endsRow) problems.push(`card ${i + 1}: a hole after it in its row`);
    if (!startsRow) problems.push(`card ${i + 1}: a hole before it in its row`);
    if (!endsColumn) problems.push(`card ${i + 1}: a hole under it`);
  });
  // Balanced: the cards that start a row together are one row tall, or a whole number of rows.
  const rowHeight = Math.min(...cards.map((c) => c.bottom - c.top));
  for (const c of cards) {
    const h = c.bottom - c.top;
    const rows = Math.round((h + rowGap) / (rowHeight + rowGap));
    if (Math.abs(rows * rowHeight + (rows - 1) * rowGap - h) > NEAR)
      problems.push(`a card ${h.toFixed(1)} px tall among cards ${rowHeight.toFixed(1)} px tall`);
  }
  return problems;
}

for (const layout of ['vertical', 'horizontal'] as const) {
  test(`the seven status cards leave no gap from 320 to 1920 px (${layout})`, async ({
    page,
    presetLayout,
  }) => {
    test.slow();
    await presetLayout({ layout });
    const dashboard = new DashboardPage(page);
    await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 900 });
    await dashboard.open();
    await expect(dashboard.filteredTotal).toHaveText(/projects match/);
    const grid = dashboard.widget('status').getByTestId('status-grid');
    // Seven cards, each under its heading.
    await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(7);

    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Laid out again for the new width (two frames).
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      const { box, cards, colGap, rowGap, columns } = await grid.evaluate((el) => {
        const r = (e: Element) => {
          const b = e.getBoundingClientRect();
          return { left: b.left, right: b.right, top: b.top, bottom: b.bottom };
        };
        const style = getComputedStyle(el);
        const px = (v: string) => (Number.isFinite(parseFloat(v)) ? parseFloat(v) : 0);
        return {
          box: r(el),
          cards: [...el.children].map(r),
          colGap: px(style.columnGap),
          rowGap: px(style.rowGap),
          columns: style.gridTemplateColumns.split(' ').length,
        };
      });
      const problems = gapsIn(box, cards, colGap, rowGap);
      if (problems.length > 0)
        found.push(`${width} px (${columns} columns): ${problems.join('; ')}`);
      // Nothing sticks out of the widget either.
      const widget = await dashboard.widget('status').boundingBox();
      const right = Math.max(...cards.map((c) => c.right));
      if (widget && right > widget.x + widget.width + NEAR)
        found.push(
          `${width} px: the cards stick out of their widget by ${right - widget.x - widget.width} px`,
        );
    }
    expect(found).toEqual([]);
  });
}

test('a project with one progress reading shows it against the planned timeline', async ({
  page,
  request,
}) => {
  const code = 'MKN-2018-00002';
  const project = (await (await request.get(`/api/v1/projects/${code}`)).json()) as {
    progressReadings: { date: string; percent: number }[];
    startDate: string;
    plannedEndDate: string;
  };
  expect(project.progressReadings).toHaveLength(1);
  const reading = project.progressReadings[0];
  if (!reading) throw new Error('no reading');

  await page.goto(`/projects/${code}`);
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(progress).toBeVisible();
  // The dates as the page writes them, from its details (each term followed by its value).
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('term').filter({ hasText: /^Planned end$/ })).toBeVisible();
  const terms = (await details.getByRole('term').allTextContents()).map((t) => t.trim());
  const values = (await details.getByRole('definition').allTextContents()).map((v) => v.trim());
  expect(values).toHaveLength(terms.length);
  const fact = (term: string) => values[terms.indexOf(term)] ?? '';
  const started = fact('Started');
  const plannedEnd = fact('Planned end');
  expect(started).toMatch(/\d{4}/);
  expect(plannedEnd).toMatch(/\d{4}/);

  // The reading as a bar from 0 to 100 %, as long as the share done.
  const bar = progress.getByRole('img', { name: new RegExp(`${reading.percent}% complete`) });
  await expect(bar).toBeVisible();
  const track = await bar.boundingBox();
  const fill = await bar.getByTestId('snapshot-fill').boundingBox();
  if (!track || !fill) throw new Error('no bar');
  expect(track.width).toBeGreaterThan(150);
  expect(fill.width / track.width).toBeCloseTo(reading.percent / 100, 1);

  // The planned timeline, from the start to the planned end, with the day of the reading on it.
  const timeline = progress.getByRole('img', { name: /^Planned from/ });
  await expect(timeline).toBeVisible();
  const timelineBox = await timeline.boundingBox();
  expect(timelineBox?.width ?? 0).toBeGreaterThan(150);
  await expect(progress).toContainText(started);
  await expect(progress).toContainText(plannedEnd);
  // No chart of a single dot.
  await expect(progress.getByTestId('line-chart-dot')).toHaveCount(0);
});
