import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { contrasts, painted } from './contrast';
import { DashboardPage } from './dashboard-page';

/**
 * WCAG 2.2 non-text contrast (1.4.11): the bars, their legend swatches and the county outline on a
 * project's location sketch stand out 3:1 from what they are drawn on, in every mode. The colours
 * are read from the page as drawn (computed styles), not from the source.
 */

const MIN = 3;

async function expectBars(name: string, widget: Locator) {
  await expect(widget.getByTestId('bar-fill').first()).toBeVisible();
  const swatches = widget.getByTestId('legend-swatch');
  const fills = widget.getByTestId('bar-fill');
  const parts = widget.getByTestId('bar-part');
  expect(await swatches.count()).toBeGreaterThan(0);
  const report: string[] = [];
  const check = async (what: string, items: Locator, againstBehind: boolean) => {
    const n = await items.count();
    for (let i = 0; i < n; i += 1) {
      const item = items.nth(i);
      // A bar of zero length draws nothing.
      if (((await item.boundingBox())?.width ?? 0) < 1) continue;
      const c = contrasts(await painted(item, 'background-color'));
      if (c.card < MIN) report.push(`${what} ${i}: ${c.card.toFixed(2)}:1 on the card`);
      // A bar's part sits in the bar, marked off from it by a gap in the card's colour.
      if (againstBehind && c.behind < MIN)
        report.push(`${what} ${i}: ${c.behind.toFixed(2)}:1 on its track`);
    }
  };
  await check(`${name} legend swatch`, swatches, true);
  await check(`${name} bar`, fills, true);
  await check(`${name} bar part`, parts, false);
  expect(report, `${name}: everything at ${MIN}:1 or more`).toEqual([]);
}

for (const theme of ['light', 'semi-dark', 'dark'] as const) {
  test.describe(`non-text contrast (${theme})`, () => {
    test.beforeEach(async ({ presetLayout }) => {
      // Semi-dark is offered in the vertical layout only.
      await presetLayout({ layout: 'vertical', theme });
    });

    test('the budget, "All projects" and "Fixed" bars and their legends', async ({ page }) => {
      test.slow();
      const dashboard = new DashboardPage(page);
      await dashboard.open();
      await expect(dashboard.filteredTotal).toHaveText(/projects match/);
      await expect(page.locator('html')).toHaveAttribute(
        'data-bs-theme',
        theme === 'dark' ? 'dark' : 'light',
      );
      for (const [name, widget] of [
        ['departments', dashboard.widget('departments')],
        ['priorities', dashboard.widget('priorities')],
        ['defects', dashboard.widget('defects')],
      ] as const) {
        await widget.scrollIntoViewIfNeeded();
        await expectBars(name, widget);
      }
      // The bars the issue names, by their legends.
      for (const [widget, label] of [
        ['departments', 'Budget'],
        ['priorities', 'All projects'],
        ['defects', 'Fixed'],
      ] as const) {
        // The legend's entry: a list item with a swatch (the bars are list items too).
        const swatch = dashboard
          .widget(widget)
          .getByRole('listitem')
          .filter({ hasText: label, has: page.getByTestId('legend-swatch') })
          .getByTestId('legend-swatch');
        await expect(swatch).toHaveCount(1);
        expect(contrasts(await painted(swatch, 'background-color')).card).toBeGreaterThanOrEqual(
          MIN,
        );
      }
    });

    test("the county outline on a project's location sketch", async ({ page }) => {
      await page.goto('/projects/MKN-2018-00002');
      const county = page.getByRole('img', { name: /^Map of the county's wards with/ });
      await expect(county).toBeVisible();
      const outlines = county.getByTestId('location-sketch-other');
      expect(await outlines.count()).toBeGreaterThan(20);
      for (const path of [outlines.first(), county.getByTestId('location-sketch-ward')]) {
        const c = contrasts(await painted(path, 'stroke'));
        expect(c.card).toBeGreaterThanOrEqual(MIN);
      }
    });
  });
}
