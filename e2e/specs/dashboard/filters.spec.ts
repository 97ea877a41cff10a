import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { DashboardPage } from './dashboard-page';

/**
 * Every control of the dashboard driven as a visitor drives it, against the real API: after each
 * change the count, the status card's total, the table's range and the rows are what the API
 * answers for the same filters.
 */

interface ApiView {
  total: number;
  codes: string[];
  pages: number;
}

const number = (n: number) => n.toLocaleString('en');

async function fromApi(request: APIRequestContext, query: string): Promise<ApiView> {
  const qs = query ? `?${query}` : '';
  const [summary, page] = await Promise.all([
    request.get(`/api/v1/projects/summary${qs}`),
    request.get(`/api/v1/projects${qs}`),
  ]);
  expect(summary.ok()).toBe(true);
  expect(page.ok()).toBe(true);
  const s = (await summary.json()) as { totals: { projects: number } };
  const p = (await page.json()) as { total: number; pages: number; items: { code: string }[] };
  // The two calls agree with each other before the page is compared with them.
  expect(p.total).toBe(s.totals.projects);
  return { total: s.totals.projects, codes: p.items.map((i) => i.code), pages: p.pages };
}

/** The page shows what the API answers for `query` (filters, then page, limit and sort). */
async function expectShows(dashboard: DashboardPage, request: APIRequestContext, query: string) {
  const api = await fromApi(request, query);
  await test.step(`the page shows the API's answer for ?${query}`, async () => {
    await expect(dashboard.filteredTotal).toHaveText(
      new RegExp(`^${number(api.total)} projects? match`),
    );
    await expect(
      dashboard.widget('status').getByTestId('status-tile-number').first(),
      'the "All projects" card',
    ).toHaveText(number(api.total));
    await expect(dashboard.projectsTable).toContainText(`of ${number(api.total)}`);
    await expect.poll(() => dashboard.rowCodes()).toEqual(api.codes);
    await dashboard.settled();
  });
  return api;
}

test.describe('dashboard controls against the API', () => {
  test.beforeEach(async ({ page }) => {
    test.slow();
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(dashboard.filteredTotal).toHaveText(/projects match/);
    // The table is far down the page: it is built as it comes near the screen.
    await dashboard.projectsTable.scrollIntoViewIfNeeded();
    await expect(dashboard.projectRows.first()).toBeVisible();
  });

  test('the search box finds projects by a word of their title', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const dashboard = new DashboardPage(page);
    const all = await expectShows(dashboard, request, '');

    await dashboard.searchBox.scrollIntoViewIfNeeded();
    await dashboard.searchBox.pressSequentially('borehole');
    // Applied once typing pauses, without a click.
    await expect(page).toHaveURL(/[?&]q=borehole(&|$)/);
    const found = await expectShows(dashboard, request, 'q=borehole');
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    await dashboard.projectsTable.scrollIntoViewIfNeeded();
    for (const title of await dashboard.columnTexts('Project'))
      expect(title.toLowerCase()).toContain('borehole');

    // A narrower search, applied at once with Enter.
    await dashboard.searchBox.fill('borehole kiaoni');
    await dashboard.searchBox.press('Enter');
    await expect(page).toHaveURL(/[?&]q=borehole(\+|%20)kiaoni(&|$)/);
    const narrower = await expectShows(dashboard, request, 'q=borehole%20kiaoni');
    expect(narrower.total).toBeLessThan(found.total);

    await dashboard.searchBox.fill('');
    await expect(page).not.toHaveURL(/q=/);
    await expectShows(dashboard, request, '');
    expect(consoleErrors).toEqual([]);
  });

  test('the department select filters by one department and back to all', async ({
    page,
    request,
  }) => {
    const dashboard = new DashboardPage(page);
    const all = await fromApi(request, '');
    await dashboard.departmentSelect.selectOption('water');
    await expect(page).toHaveURL(/[?&]department=water(&|$)/);
    const water = await expectShows(dashboard, request, 'department=water');
    expect(water.total).toBeGreaterThan(0);
    expect(water.total).toBeLessThan(all.total);

    await dashboard.departmentSelect.selectOption('health');
    await expect(page).toHaveURL(/[?&]department=health(&|$)/);
    const health = await expectShows(dashboard, request, 'department=health');
    expect(health.codes).not.toEqual(water.codes);

    await dashboard.departmentSelect.selectOption('');
    await expect(page).not.toHaveURL(/department=/);
    await expectShows(dashboard, request, '');
  });

  test('the financial-year select filters by one year, together with the department', async ({
    page,
    request,
  }) => {
    const dashboard = new DashboardPage(page);
    const all = await fromApi(request, '');
    await dashboard.financialYearSelect.selectOption('2021/22');
    await expect(page).toHaveURL(/[?&]financialYear=2021%2F22(&|$)/);
    const year = await expectShows(dashboard, request, 'financialYear=2021%2F22');
    expect(year.total).toBeGreaterThan(0);
    expect(year.total).toBeLessThan(all.total);
    await dashboard.projectsTable.scrollIntoViewIfNeeded();
    for (const fy of await dashboard.columnTexts('Year')) expect(fy).toBe('2021/22');

    // Filters add up: the year and a department.
    await dashboard.departmentSelect.selectOption('water');
    const both = await expectShows(dashboard, request, 'department=water&financialYear=2021%2F22');
    expect(both.total).toBeLessThan(year.total);

    await dashboard.financialYearSelect.selectOption('');
    await expect(page).not.toHaveURL(/financialYear=/);
    await expectShows(dashboard, request, 'department=water');
  });

  test('the state check boxes add and remove states', async ({ page, request }) => {
    const dashboard = new DashboardPage(page);
    const stalled = dashboard.stateCheckbox('Stalled');
    const ongoing = dashboard.stateCheckbox('Ongoing');
    await expect(stalled).not.toBeChecked();

    await dashboard.stateChip('Stalled').click();
    await expect(stalled).toBeChecked();
    await expect(page).toHaveURL(/[?&]state=stalled(&|$)/);
    const onlyStalled = await expectShows(dashboard, request, 'state=stalled');
    expect(onlyStalled.total).toBeGreaterThan(0);

    await dashboard.stateChip('Ongoing').click();
    await expect(ongoing).toBeChecked();
    const two = await expectShows(dashboard, request, 'state=ongoing&state=stalled');
    expect(two.total).toBeGreaterThan(onlyStalled.total);

    // Keyboard: Space on the focused check box unticks it.
    await stalled.focus();
    await page.keyboard.press('Space');
    await expect(stalled).not.toBeChecked();
    await expect(page).toHaveURL(/[?&]state=ongoing(&|$)/);
    await expect(page).not.toHaveURL(/state=stalled/);
    const onlyOngoing = await expectShows(dashboard, request, 'state=ongoing');
    expect(onlyOngoing.total).toBe(two.total - onlyStalled.total);
  });

  test('pagination walks through the pages, to the last one and back', async ({
    page,
    request,
  }) => {
    const dashboard = new DashboardPage(page);
    // A filter whose last page is partly filled.
    await dashboard.stateChip('Completed').click();
    const first = await expectShows(dashboard, request, 'state=completed');
    expect(first.pages).toBeGreaterThan(3);
    expect(first.codes).toHaveLength(20);

    await dashboard.pagination.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    const second = await expectShows(dashboard, request, 'state=completed&page=2');
    expect(second.codes.some((c) => first.codes.includes(c))).toBe(false);
    await expect(dashboard.projectsTable).toContainText(`21–40 of ${number(first.total)}`);
    await expect(dashboard.pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const last = first.pages;
    await dashboard.pagination.getByRole('button', { name: `Page ${last}` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
    const lastPage = await expectShows(dashboard, request, `state=completed&page=${last}`);
    expect(lastPage.codes).toHaveLength(first.total - (last - 1) * 20);
    await expect(dashboard.pagination.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await dashboard.pagination.getByRole('button', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last - 1}(&|$)`));
    await expectShows(dashboard, request, `state=completed&page=${last - 1}`);

    await dashboard.pagination.getByRole('button', { name: 'Page 1' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expectShows(dashboard, request, 'state=completed');
    await expect(
      dashboard.pagination.getByRole('button', { name: 'Previous page' }),
    ).toBeDisabled();
  });

  test('the page size changes how many rows a page holds', async ({ page, request }) => {
    const dashboard = new DashboardPage(page);
    await expect(dashboard.pageSizeSelect).toHaveValue('20');
    await dashboard.pagination.getByRole('button', { name: 'Next page' }).click();
    await expectShows(dashboard, request, 'page=2');

    // A new size starts again from the first page.
    await dashboard.pageSizeSelect.selectOption('50');
    await expect(page).toHaveURL(/[?&]limit=50(&|$)/);
    await expect(page).not.toHaveURL(/page=/);
    const fifty = await expectShows(dashboard, request, 'limit=50');
    expect(fifty.codes).toHaveLength(50);
    await expect(dashboard.projectsTable).toContainText(`1–50 of ${number(fifty.total)}`);
    expect(fifty.pages).toBe(Math.ceil(fifty.total / 50));

    await dashboard.pagination.getByRole('button', { name: 'Next page' }).click();
    const next = await expectShows(dashboard, request, 'page=2&limit=50');
    expect(next.codes).toHaveLength(50);
    expect(next.codes[0]).toBe((await fromApi(request, 'limit=100')).codes[50]);

    await dashboard.pageSizeSelect.selectOption('10');
    const ten = await expectShows(dashboard, request, 'limit=10');
    expect(ten.codes).toHaveLength(10);
    expect(ten.codes).toEqual(fifty.codes.slice(0, 10));
  });
});
