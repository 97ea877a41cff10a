import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { busyIn } from '../../busy';
import { watchLayoutShifts } from '../../layout-checks';
import { hold } from '../../network';

/**
 * The portal's help and search pages (FAQ, knowledge base, full search results) and the navbar
 * search's places and projects, against the real API and its seeded sample.
 */

/**
 * Where a text's first and last characters are drawn: in a left-to-right text they stand first
 * and last from the left, whatever the page's direction.
 */
async function edgesOf(page: Page, locator: ReturnType<Page['locator']>) {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.textContent?.trim()) nodes.push(n as Text);
    }
    const first = nodes[0];
    const last = nodes[nodes.length - 1];
    if (!first || !last) throw new Error('no text');
    const box = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const lastText = last.textContent ?? '';
    const firstAt = (first.textContent ?? '').search(/\S/);
    const lastAt = lastText.length - 1 - (lastText.length - lastText.trimEnd().length);
    return { first: box(first, firstAt).left, last: box(last, lastAt).left };
  });
}

test('right to left, texts in a left-to-right language keep their order: "6 sub-counties…", "…data?"', async ({
  page,
  presetLayout,
}) => {
  await presetLayout({ direction: 'rtl' });
  await page.goto('/pages/faq');
  const question = page.getByRole('button', { name: 'How do I download the data?' });
  await expect(question).toBeVisible();
  // The question mark stands at the end (right), not before the first word.
  let edges = await edgesOf(page, question);
  expect(edges.last).toBeGreaterThan(edges.first);

  await page.goto('/about');
  const units = page.getByText(/^\d+ sub-counties, \d+ wards, \d+ departments$/);
  await expect(units).toBeVisible();
  edges = await edgesOf(page, units);
  // "6 sub-counties, …", not "sub-counties 6, …": the 6 is left of the last s.
  expect(edges.last).toBeGreaterThan(edges.first);
});

test.describe('FAQ', () => {
  test('the search narrows the answers as you type, down to "no answers match"', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto('/pages/faq');
    const items = page.getByTestId(/^faq-item-/);
    await expect(items).toHaveCount(13);
    const search = page.getByRole('searchbox', { name: 'Search the questions' });

    await search.fill('contractor');
    await expect(items).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'answers match' })).toHaveText(
      '2 answers match',
    );

    // Every word must be found; the matching answer is open, so the words can be read.
    await search.fill('stalled contractor');
    await expect(items).toHaveCount(1);
    await expect(page.getByTestId('faq-item-stalled')).toContainText('lack of funds');

    await search.fill('zebra crossing');
    await expect(items).toHaveCount(0);
    await expect(page.getByTestId('faq-no-matches')).toContainText(
      'No answers match “zebra crossing”.',
    );
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(items).toHaveCount(13);
    expect(consoleErrors).toEqual([]);
  });

  test('a deep link opens its answer', async ({ page, shell }) => {
    await shell.goto('/pages/faq#report');
    const item = page.getByTestId('faq-item-report');
    await expect(item.getByRole('button', { name: /report a mistake/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(item).toContainText('makueni.go.ke');
    await expect(item).toBeInViewport();
    // Others stay closed.
    await expect(
      page.getByTestId('faq-item-stalled').getByRole('button', { name: /stalled/ }),
    ).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('knowledge base', () => {
  test('an article has its own address; the dictionary is generated from the schema', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto('/pages/knowledge-base/data/data-dictionary');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Data dictionary of a project',
    );
    const table = page.getByTestId('kb-dictionary');
    // A field's row, by the field's path in its row header.
    const field = (path: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader').getByText(path, { exact: true }) });
    await expect(field('budget')).toContainText('KES');
    await expect(field('budget')).toContainText('Approved budget');
    await expect(field('defects[].severity')).toContainText('critical');
    await expect(page.getByRole('link', { name: 'Data dictionary of a project' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // From the index, another article by its link; the address names it.
    await shell.goto('/pages/knowledge-base');
    await page.getByRole('link', { name: 'ETags and caching' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/api\/etags-and-caching$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ETags and caching');
    await expect(page.getByRole('main').getByRole('code').first()).toContainText('/api/v1/meta');
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown article says so', async ({ page, shell }) => {
    await shell.goto('/pages/knowledge-base/data/no-such-article');
    await expect(page.getByTestId('kb-not-found')).toContainText('There is no such article.');
  });
});

test.describe('search', () => {
  test('the search page shows projects from the API and places for a ward name', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    // Mbitini is a ward: the page lists that ward's own projects, a page at a time.
    const api = await page.request.get('/api/v1/projects?ward=Mbitini&limit=10');
    const expected = (await api.json()) as { total: number; items: { title: string }[] };
    expect(expected.total).toBeGreaterThan(0);

    await shell.goto('/pages/search?q=Mbitini');
    const projects = page.getByTestId('search-page-projects');
    await expect(projects.getByRole('link').first()).toHaveText(expected.items[0]?.title ?? '');
    await expect(projects.getByRole('heading')).toContainText(String(expected.total));
    const places = page.getByTestId('search-page-places');
    const ward = places.getByRole('link', { name: /^Mbitini/ });
    await expect(ward).toHaveAttribute('href', '/?ward=Mbitini');
    await expect(places).toContainText('Ward in Makueni');

    // Paged by the API: the second page holds the next projects.
    if (expected.total > 10) {
      await projects.getByRole('button', { name: 'Next' }).click();
      await expect(projects).toContainText(`Page 2 of ${Math.ceil(expected.total / 10)}`);
    }

    // A new query through the form goes into the address.
    await page.getByTestId('search-page-input').fill('dictionary');
    await page.getByTestId('search-page').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/pages\/search\?q=dictionary$/);
    await expect(page.getByTestId('search-page-articles')).toContainText(
      'Data dictionary of a project',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the navbar search finds the ward "Kasikeu", opens the dashboard on it, and "see all" opens the search page', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto('/about');
    await page.getByTestId('search-open').click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox', { name: 'Search' });
    await input.fill('Kasikeu');
    const ward = dialog.getByTestId('search-group-places').getByRole('option');
    await expect(ward).toHaveCount(1);
    await expect(ward).toContainText('Ward in Kilome');
    await expect(
      dialog.getByTestId('search-group-projects').getByRole('option').first(),
    ).toBeVisible();
    expect(
      await dialog.getByTestId('search-group-projects').getByRole('option').count(),
    ).toBeLessThanOrEqual(4);

    await ward.click();
    await expect(page).toHaveURL(/\/\?ward=Kasikeu$/);

    await page.getByTestId('search-open').click();
    await dialog.getByRole('combobox', { name: 'Search' }).fill('Kasikeu');
    await dialog.getByRole('option', { name: /See all results/ }).click();
    await expect(page).toHaveURL(/\/pages\/search\?q=Kasikeu$/);
    await expect(
      page.getByTestId('search-page-places').getByRole('link', { name: /^Kasikeu/ }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the pages render cleanly', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`FAQ, knowledge base and search, with no console error and axe clean (${theme})`, async ({
      page,
      presetLayout,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      await presetLayout({ layout: 'vertical', theme });
      for (const route of [
        '/pages/faq',
        '/pages/faq#sample',
        '/pages/knowledge-base',
        '/pages/knowledge-base/data/data-dictionary',
        '/pages/knowledge-base/api/getting-started',
        '/pages/knowledge-base/maps/boundaries-provenance',
        '/pages/search',
        '/pages/search?q=Kasikeu',
      ]) {
        await test.step(route, async () => {
          await page.goto(route);
          await page.getByRole('main').waitFor();
          await expect(page.getByTestId('spinner-screen')).toHaveCount(0);
          await expect(page.getByTestId('loading-placeholder')).toHaveCount(0);
          await expect(busyIn(page)).toHaveCount(0);
          await expect(page.getByTestId('not-found')).toHaveCount(0);
          expect.soft(await seriousAxeViolations(page, 'html'), route).toEqual([]);
        });
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('the data dictionary on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('nothing jumps when its table arrives, and its field names are legible', async ({
    page,
    consoleErrors,
  }) => {
    const shifts = await watchLayoutShifts(page);
    const release = await hold(page, /\/assets\/dictionary-table-[\w-]+\.js$/);
    await page.goto('/pages/knowledge-base/data/data-dictionary');
    await expect(page.getByLabel('Loading the dictionary…')).toBeVisible();
    release();
    await expect(page.getByTestId('kb-dictionary')).toBeVisible();
    expect(await shifts()).toBeLessThan(0.05);
    expect(await seriousAxeViolations(page, 'html')).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
