import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { clippedSelects } from '../../layout-checks';

const rows = (page: Page) => page.getByTestId('datalist-row');
/** The product names of the rows shown, read from each row's checkbox ("Select <name>"). */
const names = async (page: Page) =>
  (
    await rows(page)
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace(/^Select /, ''));

test.describe('data list', () => {
  test('a new product is first, with its fields; a bad price is refused with its message', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/data-list/list-view');
    await expect(rows(page)).toHaveCount(10, { timeout: 30_000 });

    await page.getByRole('button', { name: 'Add new' }).click();
    const panel = page.getByRole('dialog', { name: 'Add a product' });
    await panel.getByLabel('Name').fill('Kibwezi Solar Lantern');
    await panel.getByLabel('Price (Ksh)').fill('-4');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('Enter a price above 0, such as 19.99.')).toBeVisible();

    await panel.getByLabel('Price (Ksh)').fill('24.5');
    await panel.getByLabel('Category').selectOption('Fitness');
    await panel.getByLabel('Popularity (0–100)').fill('80');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel).toBeHidden();

    const first = rows(page).first();
    await expect(first.getByRole('checkbox')).toHaveAccessibleName('Select Kibwezi Solar Lantern');
    await expect(first).toContainText('Fitness');
    await expect(first).toContainText('Ksh 24.50');
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    // 75 and up is the success colour: the bar's fill carries it.
    expect(
      await first
        .getByRole('progressbar')
        .evaluate((bar) => bar.firstElementChild?.classList.contains('bg-success')),
    ).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('two selected rows are deleted together, after confirmation', async ({ page }) => {
    await page.goto('/data-list/list-view?perPage=20');
    await expect(rows(page)).toHaveCount(20, { timeout: 30_000 });
    const before = await names(page);
    const [a, b] = [before[1] ?? '', before[2] ?? ''];
    await page.getByRole('checkbox', { name: `Select ${a}` }).check();
    await page.getByRole('checkbox', { name: `Select ${b}` }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 products?' });
    await expect(dialog).toContainText('Delete the 2 selected products?');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    await expect(page.getByRole('status').filter({ hasText: '2 products deleted.' })).toBeVisible();
    const after = await names(page);
    expect(after).not.toContain(a);
    expect(after).not.toContain(b);
    // The page refills from the server: still 20 rows, 98 products in all.
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByTestId('datalist-summary')).toContainText('98 products');
  });

  test('filters and paging live in the address and narrow the rows', async ({ page }) => {
    await page.goto('/data-list/thumb-view');
    await page.getByLabel('Category').selectOption('Audio');
    await page.getByLabel('Order status').selectOption('delivered');
    await expect(page).toHaveURL(/category=Audio/);
    await expect(page).toHaveURL(/status=delivered/);
    const cards = rows(page);
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    // The last rows stay until the filtered ones have come: wait until none is left that does not
    // match, with rows shown.
    await expect
      .poll(async () =>
        (await cards.allTextContents()).filter(
          (text) => !text.includes('Audio') || !text.includes('Delivered'),
        ),
      )
      .toEqual([]);
    await expect(cards.first()).toBeVisible();
    // The page's own switch (a starred "List View" bookmark in the navbar shares the name).
    await page.getByRole('main').getByRole('link', { name: 'List view', exact: true }).click();
    await expect(page).toHaveURL(/\/data-list\/list-view\?.*category=Audio/);
    // The list view's page loads on the way: type into its search box, not the thumb view's.
    await expect(page.getByRole('columnheader', { name: 'Popularity' })).toBeVisible();
    await page.getByLabel('Search products').fill('zzzz no such product');
    await expect(page.getByText('No product matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect(rows(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('datalist-summary')).toContainText('Page 2 of 10');
  });
});

for (const { width, direction, lang } of [
  { width: 360, direction: 'rtl', lang: 'en' },
  { width: 1400, direction: 'ltr', lang: 'fr' },
] as const) {
  test(`at ${width} px, ${direction}, ${lang}: no toolbar select cuts its text`, async ({
    page,
    presetLayout,
    presetLanguage,
  }) => {
    await presetLayout({ direction, layout: 'vertical' });
    await presetLanguage(lang);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/data-list/list-view');
    await expect(rows(page)).toHaveCount(10, { timeout: 30_000 });
    const category = page.getByRole('combobox', {
      name: lang === 'fr' ? 'Catégorie' : 'Category',
      exact: true,
    });
    await expect(category.getByRole('option').first()).toHaveText(
      lang === 'fr' ? 'Toutes les catégories' : 'All categories',
    );
    expect(await clippedSelects(page, '.datalist-page')).toEqual([]);
    // Nothing in the toolbar widens the page.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
