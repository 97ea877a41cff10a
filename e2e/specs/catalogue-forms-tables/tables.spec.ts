import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { demoCard } from '../../pages/catalogue';

/** The body rows of a table: the rows of its second row group (the first is its header). */
const bodyRows = (table: Locator) => table.getByRole('rowgroup').nth(1).getByRole('row');

/** The text of one column's cells (0 = the first cell), in display order. */
async function column(table: Locator, index: number): Promise<string[]> {
  const texts: string[] = [];
  for (const row of await bodyRows(table).all()) {
    texts.push(((await row.getByRole('cell').nth(index).textContent()) ?? '').trim());
  }
  return texts;
}

test.describe('catalogue tables', () => {
  test('TanStack sort and filter change the rows', async ({ page, consoleErrors }) => {
    await page.goto('/tables/react-tables');
    const demo = demoCard(page, 'Contacts');
    const table = demo.getByRole('table');
    await expect(bodyRows(table)).toHaveCount(10);
    const initial = await column(table, 1);

    await demo.getByRole('button', { name: /^Name/ }).click();
    await expect(demo.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const ascending = await column(table, 1);
    expect(ascending).not.toEqual(initial);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await demo.getByRole('button', { name: /^Name/ }).click();
    const descending = await column(table, 1);
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));

    // A column filter keeps only the rows whose town matches.
    await demo.getByRole('searchbox', { name: 'Filter by town' }).fill('Wote');
    await expect(demo.getByText(/of 500 contacts match/)).toBeVisible();
    const towns = await column(table, 3);
    expect(towns.length).toBeGreaterThan(0);
    for (const town of towns) expect(town).toContain('Wote');

    await demo.getByRole('searchbox', { name: 'Search all columns' }).fill('no-such-contact-xyz');
    await expect(demo.getByText('No contact matches these filters.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('AG Grid loads the contacts and sorts them', async ({ page, consoleErrors }) => {
    await page.goto('/tables/agGrid');
    const demo = demoCard(page, 'Contacts');
    await expect(demo.getByText('500 contacts')).toBeVisible();
    const header = demo.getByRole('columnheader', { name: 'Name' });
    // The name column's cells, in row order: the grid numbers its rows and columns for readers
    // (aria-rowindex, aria-colindex), and draws the rows in any order.
    const names = async () => {
      const col = await header.getAttribute('aria-colindex');
      return demo.getByRole('gridcell').evaluateAll(
        (cells, col) =>
          cells
            .filter((cell) => cell.getAttribute('aria-colindex') === col)
            .map((cell) => ({
              index: Number(cell.parentElement?.getAttribute('aria-rowindex')),
              name: cell.textContent ?? '',
            }))
            .sort((a, b) => a.index - b.index)
            .map((cell) => cell.name),
        col,
      );
    };
    const inOrder = (values: string[], direction: 1 | -1) =>
      values.length > 5 &&
      values.every(
        (v, i) =>
          i === 0 ||
          direction * ((values[i - 1] ?? '') < v ? -1 : (values[i - 1] ?? '') > v ? 1 : 0) <= 0,
      );

    await expect.poll(async () => (await names()).length).toBeGreaterThan(5);
    await header.getByText('Name', { exact: true }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => inOrder(await names(), 1)).toBe(true);

    await header.getByText('Name', { exact: true }).click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => inOrder(await names(), -1)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
