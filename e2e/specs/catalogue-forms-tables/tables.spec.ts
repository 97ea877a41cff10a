import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures';

/** The names in the TanStack table's body, in display order. */
async function tanstackNames(table: Locator): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? ''),
    );
}

test.describe('catalogue tables', () => {
  test('TanStack sort and filter change the rows', async ({ page, consoleErrors }) => {
    await page.goto('/tables/react-tables');
    const demo = page.locator('#contacts');
    const table = demo.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const initial = await tanstackNames(table);

    await demo.getByRole('button', { name: /^Name/ }).click();
    await expect(demo.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const ascending = await tanstackNames(table);
    expect(ascending).not.toEqual(initial);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await demo.getByRole('button', { name: /^Name/ }).click();
    const descending = await tanstackNames(table);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));

    // A column filter keeps only the rows whose town matches.
    await demo.getByRole('searchbox', { name: 'Filter by town' }).fill('Wote');
    await expect(demo.getByText(/of 500 contacts match/)).toBeVisible();
    const towns = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[3]?.textContent ?? ''));
    expect(towns.length).toBeGreaterThan(0);
    for (const town of towns) expect(town).toContain('Wote');

    await demo.getByRole('searchbox', { name: 'Search all columns' }).fill('no-such-contact-xyz');
    await expect(demo.getByText('No contact matches these filters.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('AG Grid loads the contacts and sorts them', async ({ page, consoleErrors }) => {
    await page.goto('/tables/agGrid');
    const demo = page.locator('#contacts');
    await expect(demo.getByText('500 contacts')).toBeVisible();
    // The name column's cells, in row order.
    const names = () =>
      demo.locator('.ag-row[row-index]').evaluateAll((rows) =>
        rows
          .map((row) => ({
            index: Number(row.getAttribute('row-index')),
            name: row.querySelector('[col-id="name"]')?.textContent ?? '',
          }))
          .sort((a, b) => a.index - b.index)
          .map((row) => row.name),
      );
    const inOrder = (values: string[], direction: 1 | -1) =>
      values.length > 5 &&
      values.every(
        (v, i) =>
          i === 0 ||
          direction * ((values[i - 1] ?? '') < v ? -1 : (values[i - 1] ?? '') > v ? 1 : 0) <= 0,
      );

    await expect.poll(async () => (await names()).length).toBeGreaterThan(5);
    const header = demo.locator('.ag-header-cell[col-id="name"]');
    await header.locator('.ag-header-cell-label').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => inOrder(await names(), 1)).toBe(true);

    await header.locator('.ag-header-cell-label').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => inOrder(await names(), -1)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
