import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';

const SEARCH_LIMIT = 4;
const STARRED_CAP = 10;
const GROUPS = ['pages', 'files', 'contacts'] as const;

test.describe('global search', () => {
  test.describe.configure({ timeout: 180_000 });

  test('groups Pages, Files and Contacts with at most 4 results each', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto('/');
    await page.getByTestId('search-open').click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox', { name: 'Search' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    const options = (group: (typeof GROUPS)[number]) =>
      dialog.getByTestId(`search-group-${group}`).getByRole('option');

    // Suggestions before typing: the portal's pages and places, none past the limit; the sample
    // Files and Contacts wait for a query.
    await expect(options('pages').first()).toBeVisible();
    expect(await options('pages').count()).toBeLessThanOrEqual(SEARCH_LIMIT);
    await expect(dialog.getByTestId('search-group-files')).toHaveCount(0);
    await expect(dialog.getByTestId('search-group-contacts')).toHaveCount(0);

    // Eight sample files match "sample": four show.
    await input.fill('sample');
    await expect(options('files')).toHaveCount(SEARCH_LIMIT);

    // A single letter matches many of everything; still at most four per group.
    await input.fill('a');
    for (const group of GROUPS) {
      await expect(options(group).first()).toBeVisible();
      expect(await options(group).count(), group).toBeLessThanOrEqual(SEARCH_LIMIT);
    }

    // Case and accents do not matter; the match is marked.
    await input.fill('MWÉNDE');
    await expect(options('contacts')).toHaveCount(1);
    // Both the name and the address are marked.
    const marked = options('contacts')
      .first()
      .getByText(/^mwende$/i);
    await expect(marked).toHaveText(['Mwende', 'mwende']);
    expect(await marked.evaluateAll((els) => els.map((el) => el.tagName))).toEqual([
      'MARK',
      'MARK',
    ]);

    await input.fill('no such thing anywhere');
    // Empty groups are left out; one line says nothing matched.
    await expect(dialog.getByTestId('search-no-results')).toHaveText('No results found');
    for (const group of GROUPS) {
      await expect(dialog.getByTestId(`search-group-${group}`)).toHaveCount(0);
    }
    // Only the full results page is left to offer (it also searches the knowledge base).
    await expect(dialog.getByRole('option')).toHaveText([/See all results/]);

    expect(await seriousAxeViolations(page, '[data-testid="search-dialog"]')).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('is driven from the keyboard', async ({ page, shell }) => {
    await shell.goto('/');
    await expect(page.getByTestId('search-open')).toBeVisible();
    // Nothing holds the focus (the key goes to the page's body), as after a click on the page.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox', { name: 'Search' });
    await expect(input).toBeFocused();

    // Escape closes and gives the focus back to the search button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('search-open')).toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await expect(dialog.getByTestId('search-group-places').getByRole('option')).toHaveCount(
      SEARCH_LIMIT,
    );

    // The arrows walk across the groups: past the last page come the places.
    const pageCount = await dialog.getByTestId('search-group-pages').getByRole('option').count();
    for (let i = 0; i <= pageCount; i += 1) await page.keyboard.press('ArrowDown');
    const firstFile = dialog.getByTestId('search-group-places').getByRole('option').first();
    await expect(firstFile).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await firstFile.getAttribute('id')) ?? '',
    );

    // Enter on a page opens it.
    await input.fill('analytics');
    const firstPage = dialog.getByTestId('search-group-pages').getByRole('option').first();
    await expect(firstPage).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(dialog).toHaveCount(0);
  });

  test('fills the screen on a phone', async ({ page, shell }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await shell.goto('/');
    await page.getByTestId('search-open').click();
    const box = await page.getByTestId('search-dialog').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    expect(box?.x).toBeLessThanOrEqual(1);
    // Over the page from its top to its foot, the page behind left where it was.
    expect(box?.y).toBe(0);
    expect(box?.height).toBeGreaterThanOrEqual(799);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('combobox', { name: /search/i })).toBeInViewport();
  });
});

// Bookmarks wait for the page's load event and an idle moment, then start the mock service.
const BOOKMARKS_READY = { timeout: 45_000 };
// On the portal's own pages the bar shows only the portal's starred pages; a sample page shows
// every starred page, which these tests count.
const SAMPLE_PAGE = '/components/alerts';

test('search and star menu pass axe in dark mode too', async ({ page, shell, presetLayout }) => {
  test.setTimeout(180_000);
  await presetLayout({ theme: 'dark' });
  await shell.goto('/');
  await page.getByTestId('search-open').click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search' }).fill('sa');
  await expect(dialog.getByTestId('search-group-files').getByRole('option')).toHaveCount(
    SEARCH_LIMIT,
  );
  await page.keyboard.press('ArrowDown');
  expect(await seriousAxeViolations(page, '[data-testid="search-dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add or remove bookmarks' }).click({ timeout: 45_000 });
  await expect(page.getByTestId('bookmarks-pages')).toBeVisible();
  expect(await seriousAxeViolations(page, '[data-testid="bookmarks-menu"]')).toEqual([]);
});

test.describe('bookmarks', () => {
  // Starring eleven pages one by one, with axe on the way, takes a while on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('the mock service starts only after the page has loaded', async ({ page, shell }) => {
    await shell.goto('/');
    const bar = page.getByRole('navigation', { name: 'Bookmarks' });
    await expect(bar.getByRole('link').first()).toBeVisible(BOOKMARKS_READY);
    const timing = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const mock = performance
        .getEntriesByType('resource')
        .filter((e) => /\/search\/bookmarks\/data$/.test(e.name))
        .map((e) => e.startTime);
      return { loaded: nav?.loadEventEnd ?? 0, bookmarks: mock };
    });
    expect(timing.loaded).toBeGreaterThan(0);
    for (const start of timing.bookmarks) expect(start).toBeGreaterThanOrEqual(timing.loaded);
  });

  test('the 11th starred page waits for a place and is promoted when one frees up', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto(SAMPLE_PAGE);
    const bar = page.getByRole('navigation', { name: 'Bookmarks' });
    // The sample data stars nine pages (the portal's three and six sample apps'), shown under
    // their menu titles.
    await expect(bar.getByRole('link')).toHaveCount(9, BOOKMARKS_READY);
    await expect(bar.getByRole('link', { name: 'About the data', exact: true })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(bar.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute(
      'href',
      '/email/inbox',
    );

    await page.getByRole('button', { name: 'Add or remove bookmarks' }).click();
    const menu = page.getByTestId('bookmarks-menu');
    const star = (title: string) =>
      menu.getByRole('button', { name: `Star ${title}`, exact: true });
    const unstar = (title: string) =>
      menu.getByRole('button', { name: `Unstar ${title}`, exact: true });

    // The tenth fills the bar.
    await star('Login').click();
    await expect(unstar('Login')).toBeVisible();
    await expect(bar.getByRole('link')).toHaveCount(STARRED_CAP);
    await expect(menu.getByTestId('bookmarks-overflow')).toHaveCount(0);

    // The 11th: starred, but waiting in the overflow list, not in the bar.
    await star('Error 404').click();
    const overflow = menu.getByTestId('bookmarks-overflow');
    await expect(overflow.getByRole('heading', { name: 'Waiting for a free place' })).toBeVisible();
    await expect(overflow.getByRole('link', { name: 'Error 404', exact: true })).toBeVisible();
    await expect(bar.getByRole('link')).toHaveCount(STARRED_CAP);
    await expect(bar.getByRole('link', { name: 'Error 404', exact: true })).toHaveCount(0);

    expect(await seriousAxeViolations(page, '[data-testid="bookmarks-menu"]')).toEqual([]);

    // Unstarring one in the bar promotes the waiting page.
    await unstar('Login').click();
    await expect(bar.getByRole('link', { name: 'Error 404', exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(bar.getByRole('link')).toHaveCount(STARRED_CAP);
    await expect(menu.getByTestId('bookmarks-overflow')).toHaveCount(0);

    expect(consoleErrors).toEqual([]);
  });

  test("an editor's bar leaves out Analytics, and titles follow the language", async ({
    page,
    shell,
    presetRole,
  }) => {
    await presetRole('editor');
    await shell.goto(SAMPLE_PAGE);
    const bar = page.getByRole('navigation', { name: 'Bookmarks' });
    await expect(bar.getByRole('link')).toHaveCount(8, BOOKMARKS_READY);
    await expect(bar.getByRole('link', { name: 'Analytics', exact: true })).toHaveCount(0);
    await page.getByTestId('language-menu').getByRole('button').first().click();
    await page.getByTestId('lang-de').click();
    await expect(
      page.getByTestId('bookmark-bar').getByRole('link', { name: 'Über die Daten', exact: true }),
    ).toBeVisible();
  });

  test('phones get the star menu but not the icon row', async ({ page, shell }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await shell.goto(SAMPLE_PAGE);
    const toggle = page.getByRole('button', { name: 'Add or remove bookmarks' });
    await expect(toggle).toBeVisible(BOOKMARKS_READY);
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Add or remove bookmarks' });
    await expect(menu.getByText('9 of 10 places in the bar are taken')).toBeVisible();
    // The icon row is there, with its nine links, but not shown at this width.
    await expect(
      page.getByTestId('bookmark-bar').getByRole('link', { includeHidden: true }),
    ).toHaveCount(9);
    await expect(page.getByTestId('bookmark-bar')).toBeHidden();
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});
