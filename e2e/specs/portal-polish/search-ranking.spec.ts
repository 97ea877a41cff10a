import { expect, test } from '../../fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.describe('search ranking (phone)', () => {
  test.use(PHONE);
  test.describe.configure({ timeout: 90_000 });

  test('a ward’s name: the ward first, then its own projects, each saying why', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto('/');
    await page.getByTestId('search-open').tap();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('Kasikeu');
    const projects = dialog.getByTestId('search-group-projects').getByRole('option');
    await expect(projects.first()).toBeVisible();
    // Places come first, with the ward at their head; no empty Pages group.
    const groups = dialog.getByTestId(/^search-group-/);
    await expect(groups.first()).toHaveAttribute('data-testid', 'search-group-places');
    await expect(
      dialog.getByTestId('search-group-places').getByRole('option').first(),
    ).toContainText('Kasikeu');
    await expect(dialog.getByTestId('search-group-pages')).toHaveCount(0);
    // Every project shown is in the ward, and says so.
    const count = await projects.count();
    for (let i = 0; i < count; i += 1) {
      await expect(projects.nth(i)).toContainText('· Kasikeu');
      await expect(projects.nth(i).getByTestId('search-match-field')).toHaveText('In the ward');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('“email”: the page, no close spellings, no empty groups', async ({ page, shell }) => {
    await shell.goto('/');
    await page.getByTestId('search-open').tap();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search' }).fill('email');
    await expect(
      dialog.getByTestId('search-group-pages').getByRole('option', { name: /Email/ }),
    ).toBeVisible();
    await expect(dialog.getByText('Emali')).toHaveCount(0);
    await expect(dialog.getByText('No results found')).toHaveCount(0);
    await expect(dialog.getByTestId('search-group-projects')).toHaveCount(0);
  });

  test('the full results page lists all of a ward’s projects, places first', async ({
    page,
    shell,
  }) => {
    await shell.goto('/pages/search?q=Kasikeu');
    const sections = page.getByRole('region');
    await expect(page.getByRole('link', { name: /Kasikeu/ }).first()).toBeVisible();
    await expect(sections.first()).toContainText('Wards, sub-counties and departments');
    await expect(page.getByText('Nothing here matches.')).toHaveCount(0);
    const projects = page.getByRole('region', { name: /Projects/ });
    await expect(projects.getByText('In the ward').first()).toBeVisible();
    // Before, the text search found 40 (most of them in other wards); the ward has more.
    const total = Number((await projects.textContent())?.match(/(\d+) matches/)?.[1] ?? 0);
    expect(total).toBeGreaterThan(40);
  });
});
