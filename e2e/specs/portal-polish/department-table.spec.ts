import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

/** The department table, far down the dashboard: scrolled to until it is drawn. */
async function departmentTable(page: Page) {
  const region = page.getByRole('region', { name: 'Projects and money by department' });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 700));
    await expect(region).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByRole('rowheader').first()).toBeVisible();
  return region;
}

/** Red, green, blue and alpha of a computed CSS colour. */
function channels(color: string): number[] {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  return parts.length === 3 ? [...parts, 1] : parts;
}

test.describe('the department table on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 120_000 });

  for (const { theme, direction } of [
    { theme: 'light', direction: 'ltr' },
    { theme: 'dark', direction: 'ltr' },
    { theme: 'light', direction: 'rtl' },
  ] as const) {
    test(`keeps the department names while the money scrolls sideways (${theme}, ${direction})`, async ({
      page,
      shell,
      presetLayout,
      consoleErrors,
    }) => {
      await presetLayout({ theme, direction });
      await shell.goto('/');
      const region = await departmentTable(page);
      // The cue says there is more to the side.
      await expect(page.getByText('Scroll sideways to see every column')).toBeVisible();
      const name = region.getByRole('rowheader').first();
      const budget = region.getByRole('columnheader', { name: 'Budget' });
      const budgetBefore = await budget.boundingBox();

      // All the way to the end (right to left, scrollLeft runs negative).
      await region.evaluate((box, rtl) => {
        box.scrollLeft = (rtl ? -1 : 1) * box.scrollWidth;
      }, direction === 'rtl');
      await expect.poll(async () => (await budget.boundingBox())?.x).not.toBe(budgetBefore?.x);

      const [frame, cell] = [await region.boundingBox(), await name.boundingBox()];
      expect(frame).not.toBeNull();
      expect(cell).not.toBeNull();
      const edge = (b: typeof frame) =>
        direction === 'rtl' ? (b?.x ?? 0) + (b?.width ?? 0) : (b?.x ?? 0);
      // Still at the start edge of the scroll box, fully in view.
      expect(Math.abs(edge(cell) - edge(frame))).toBeLessThanOrEqual(2);
      await expect(name).toBeInViewport({ ratio: 1 });

      // A solid background: the figures passing under it do not show through.
      const [r, g, b, alpha] = channels(
        await name.evaluate((el) => getComputedStyle(el).backgroundColor),
      );
      expect(alpha).toBe(1);
      const light = ((r ?? 0) + (g ?? 0) + (b ?? 0)) / 3 > 128;
      expect(light).toBe(theme === 'light');
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('the department table on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.describe.configure({ timeout: 90_000 });

  test('has no scroll cue when every column fits', async ({ page, shell }) => {
    await shell.goto('/');
    await departmentTable(page);
    await expect(page.getByText('Scroll sideways to see every column')).toHaveCount(0);
  });
});
