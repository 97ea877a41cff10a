import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';

/** The about page's glossary, and one of its terms by its exact name. */
const glossary = (page: Page) => page.getByRole('region', { name: 'Glossary' });
const glossaryTerm = (page: Page, name: string) =>
  glossary(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name}$`) });

/** Today in Makueni (the day export file names carry). */
const nairobiToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());

test.describe('facts a journalist needs', () => {
  test('the about page names the publisher, the licence of the project data and a glossary', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/about');
    const facts = page.getByTestId('data-facts');
    await expect(
      facts.getByRole('heading', { name: 'Publisher, licence and contact' }),
    ).toBeVisible();
    await expect(facts).toContainText('County Government of Makueni');
    const licence = facts.getByRole('link', {
      name: /Creative Commons Attribution 4\.0 International \(CC BY 4\.0\)/,
    });
    await expect(licence).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    await expect(licence).toHaveAttribute('rel', /license/);
    // No contact is configured in this run: the county's public website stands in for one.
    await expect(facts.getByRole('link', { name: 'www.makueni.go.ke' })).toHaveAttribute(
      'href',
      'https://www.makueni.go.ke',
    );
    await expect(facts).not.toContainText('No contact address has been set up');
    await expect(page.getByTestId('data-credit')).toContainText(
      'Source: County Government of Makueni',
    );

    await expect(page.getByRole('heading', { name: 'Glossary' })).toBeVisible();
    for (const term of ['Absorption', 'Stalled', 'Defects', 'Public involvement', 'Priorities']) {
      await expect(
        glossary(page).getByRole('term').filter({ hasText: term }).first(),
      ).toBeVisible();
    }
    // The definition that follows the term.
    expect(
      await glossaryTerm(page, 'Absorption').evaluate((dt) => dt.nextElementSibling?.textContent),
    ).toContain('paid ÷ budget × 100');
    expect(consoleErrors).toEqual([]);
  });

  test('the dashboard’s data notice names the project data’s licence and publisher', async ({
    page,
  }) => {
    await page.goto('/');
    const licence = page.getByTestId('data-licence');
    await expect(licence).toHaveText(/CC BY 4\.0/);
    await expect(licence).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    // The notice's line that carries the licence link names the publisher too.
    await expect(page.getByRole('paragraph').filter({ has: licence })).toContainText(
      'Project data: County Government of Makueni',
    );
  });

  test('a widget’s "?" leads to its term in the glossary', async ({ page }) => {
    await page.goto('/');
    const help = page.getByRole('link', { name: 'What does “Absorption” mean?' }).first();
    await expect(help).toBeVisible();
    await help.click();
    await expect(page).toHaveURL(/\/about#term-absorption$/);
    const entry = glossaryTerm(page, 'Absorption');
    await expect(entry).toBeFocused();
    await expect(entry).toBeInViewport();
    await expect(entry).toHaveText('Absorption');

    // A deep link opened directly lands on its entry too.
    await page.goto('/about#term-defects');
    await expect(glossaryTerm(page, 'Defects')).toBeFocused();
    await expect(glossaryTerm(page, 'Defects')).toBeInViewport();
  });

  test('a project page shows when its record last changed', async ({ page, request }) => {
    const list = (await (await request.get('/api/v1/projects?limit=1')).json()) as {
      items: { code: string }[];
    };
    const code = list.items[0]?.code ?? '';
    const detail = (await (
      await request.get(`/api/v1/projects/${encodeURIComponent(code)}`)
    ).json()) as { updatedAt: string };
    expect(Date.parse(detail.updatedAt)).not.toBeNaN();

    await page.goto(`/projects/${encodeURIComponent(code)}`);
    const changed = page.getByTestId('record-updated');
    await expect(changed).toHaveAttribute('datetime', detail.updatedAt);
    await expect(changed).toHaveText(/\d{4}/);
    // The date is the definition of the term "Record updated".
    const definition = page.getByRole('definition').filter({ has: changed });
    await expect(definition).toHaveCount(1);
    expect(await definition.evaluate((dd) => dd.previousElementSibling?.textContent)).toBe(
      'Record updated',
    );
  });

  test('a CSV download is named for its filters and the day', async ({ page }) => {
    await page.goto('/?ward=Kasikeu&state=ongoing');
    const link = page.getByTestId('export-csv');
    const expected = `makueni-projects_ward-kasikeu_state-ongoing_${nairobiToday()}.csv`;
    await expect(link).toHaveAttribute('download', expected);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(expected);
  });
});

test.describe('the about page in every mode', () => {
  for (const [theme, direction, width] of [
    ['dark', 'rtl', 360],
    ['semi-dark', 'ltr', 390],
    ['light', 'ltr', 1400],
  ] as const) {
    test(`${theme}, ${direction}, ${width} px: glossary entry marked, nothing overflows, axe clean`, async ({
      page,
      presetLayout,
      consoleErrors,
    }) => {
      await presetLayout({ theme, direction });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about#term-stalled');
      await expect(page.getByTestId('data-facts')).toBeVisible();
      await expect(glossaryTerm(page, 'Stalled')).toBeFocused();
      // The linked entry alone is marked (its edge is drawn), and it is the one the address names.
      const marked = await glossary(page)
        .getByRole('term')
        .evaluateAll((terms) =>
          terms
            .filter(
              (dt) => dt.parentElement && getComputedStyle(dt.parentElement).boxShadow !== 'none',
            )
            .map((dt) => dt.textContent),
        );
      expect(marked).toEqual(['Stalled']);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page, '.about-page', { wcag22: true })).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('the API docs page', () => {
  test('carries the portal’s name, lists only the open data and raises no CSP error', async ({
    page,
    consoleErrors,
  }) => {
    const csp: string[] = [];
    page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) csp.push(m.text());
    });
    await page.goto('/api/docs');
    await expect(page).toHaveTitle(/Makueni Open Data/);
    await expect(
      page.getByRole('heading', { name: /Makueni Open Data: projects API/ }),
    ).toBeVisible();
    // Each operation is a button reading its method, then its path.
    const operations = page.getByRole('button', { name: /^\s*(GET|POST|PUT|PATCH|DELETE)\b/ });
    await expect(operations.first()).toBeVisible();
    const shown = (await operations.allInnerTexts()).map(
      (text) => /^\s*[A-Z]+\s+(\S+)/.exec(text.replace(/\u200b/g, ''))?.[1] ?? text,
    );
    expect(shown.length).toBeGreaterThan(3);
    // The API, and the catalogue and feeds published beside it; never the app's own pages.
    expect(shown.filter((p) => !/^\/(api\/|catalog\.|feeds\/)/.test(p))).toEqual([]);
    expect(csp).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('unknown addresses', () => {
  test('answer 404 from the server and show the not-found page', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unknown project code answers 404 and the page says the project is not found', async ({
    page,
  }) => {
    const res = await page.goto('/projects/NOPE-CODE');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  });

  test('known addresses still answer 200', async ({ page, request }) => {
    const list = (await (await request.get('/api/v1/projects?limit=1')).json()) as {
      items: { code: string }[];
    };
    for (const url of [
      '/',
      '/about',
      `/projects/${encodeURIComponent(list.items[0]?.code ?? '')}`,
    ]) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
    }
  });
});
