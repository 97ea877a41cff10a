import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures';
import { DashboardPage, parseCsv } from './dashboard-page';
import { axeViolations } from '../../axe';
import { hold } from '../../network';

const MAKUENI_WARDS = [
  'Wote',
  'Muvau/Kikuumini',
  'Mavindini',
  'Kitise/Kithuki',
  'Kathonzweni',
  'Nzaui/Kilili/Kalamba',
  'Mbitini',
];

const WIDGETS = [
  'status',
  'finance',
  'involvement',
  'departments',
  'priorities',
  'defects',
  'report',
  'projects',
] as const;

test.describe('projects dashboard', () => {
  test('choosing a sub-county narrows the wards and changes every widget and the URL', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(dashboard.filteredTotal).toHaveText(/^[\d,]+ projects match$/);
    const countyTotal = await dashboard.total();
    await expect(dashboard.wardSelect.getByRole('option')).toHaveCount(31);

    await dashboard.settled();
    const before: Record<string, string> = {};
    for (const w of WIDGETS) before[w] = await dashboard.widgetText(w);

    await dashboard.subCountySelect.selectOption('Makueni');
    await expect(page).toHaveURL(/[?&]subCounty=Makueni(&|$)/);
    await expect(dashboard.filteredTotal).not.toHaveText(
      `${countyTotal.toLocaleString('en')} projects match`,
    );
    const total = await dashboard.total();
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(countyTotal);

    const wardOptions = (await dashboard.wardSelect.getByRole('option').allTextContents()).map(
      (t) => t.replace(/ \([\d,]+\)$/, ''),
    );
    expect(wardOptions).toEqual(['All wards', ...MAKUENI_WARDS]);

    // Every widget has loaded the new answers: the table reports the new total, nothing is busy.
    await expect(dashboard.widget('projects')).toContainText(`of ${total.toLocaleString('en')}`);
    await dashboard.settled();
    for (const w of WIDGETS) {
      expect(await dashboard.widgetText(w), `${w} widget changes`).not.toBe(before[w]);
    }
    await expect(
      dashboard.widget('status').getByText(total.toLocaleString('en'), { exact: true }).first(),
    ).toBeVisible();
    await expect(dashboard.exportLink('csv')).toHaveAttribute(
      'href',
      '/api/v1/projects/export.csv?subCounty=Makueni',
    );

    // The address alone restores the view.
    await page.reload();
    await expect(dashboard.subCountySelect).toHaveValue('Makueni');
    await expect(dashboard.filteredTotal).toHaveText(
      `${total.toLocaleString('en')} projects match`,
    );

    await dashboard.resetButton.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dashboard.filteredTotal).toHaveText(
      `${countyTotal.toLocaleString('en')} projects match`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('clicking a ward on the map filters by it', async ({ page }) => {
    test.slow();
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(dashboard.filteredTotal).toHaveText(/projects match/);
    const countyTotal = await dashboard.total();
    const wote = dashboard.wardShape('0424');
    await expect(wote).toBeVisible();
    await wote.click();

    await expect(page).toHaveURL(/[?&]ward=Wote(&|$)/);
    await expect(page).toHaveURL(/[?&]subCounty=Makueni(&|$)/);
    await expect(dashboard.wardSelect).toHaveValue('Wote');
    await expect.poll(() => dashboard.total()).toBeLessThan(countyTotal);
    const woteTotal = await dashboard.total();
    await dashboard.settled();
    await expect(dashboard.projectRows.first()).toBeVisible();
    // The cell holds the ward, then its sub-county.
    for (const ward of await dashboard.columnTexts('Ward')) expect(ward).toMatch(/^Wote(?![a-z])/);

    // The same choice is offered by keyboard in the list of wards; choosing it again clears it.
    await dashboard.map.getByText(/List of all 30 wards/).click();
    const woteButton = dashboard.map.getByRole('button', { name: /^Wote\b/ });
    await expect(woteButton).toHaveAttribute('aria-pressed', 'true');
    await woteButton.focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/ward=/);
    await expect(page).toHaveURL(/[?&]subCounty=Makueni(&|$)/);
    await expect.poll(() => dashboard.total()).toBeGreaterThan(woteTotal);
  });

  test('the CSV export downloads the filtered rows', async ({ page }) => {
    const dashboard = new DashboardPage(page);
    await dashboard.open('subCounty=Kaiti&state=completed');
    await expect(dashboard.filteredTotal).toHaveText(/projects? match/);
    const total = await dashboard.total();
    expect(total).toBeGreaterThan(0);
    await expect(dashboard.exportLink('csv')).toHaveAttribute(
      'href',
      '/api/v1/projects/export.csv?subCounty=Kaiti&state=completed',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dashboard.exportLink('csv').click(),
    ]);
    const path = await download.path();
    const rows = parseCsv(await readFile(path, 'utf8')).filter((r) => r.some((f) => f !== ''));
    const [header, ...data] = rows;
    expect(header).toContain('code');
    expect(data).toHaveLength(total);
    const subCounty = header?.indexOf('sub_county') ?? -1;
    const state = header?.indexOf('state') ?? -1;
    expect(subCounty).toBeGreaterThanOrEqual(0);
    for (const row of data) {
      expect(row[subCounty]).toBe('Kaiti');
      expect(row[state]).toBe('completed');
    }
  });

  test("checks the API's answers against the contract in a worker, not in the page", async ({
    page,
  }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(dashboard.filteredTotal).toHaveText(/projects match/);
    expect(workers.some((url) => /\/assets\/contract-worker-[\w-]+\.js$/.test(url))).toBe(true);
    // zod (the schemas) was never loaded by the page itself.
    const pageScripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(pageScripts.filter((path) => /\/zod-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  test('has a worker set up Intl for the numbers on the dashboard, and none on a page without numbers', async ({
    page,
  }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const intlWorker = (url: string) => /\/assets\/intl-worker-[\w-]+\.js$/.test(url);
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(dashboard.filteredTotal).toHaveText(/^[\d,]+ projects match$/);
    expect(workers.filter(intlWorker)).toHaveLength(1);
    workers.length = 0;
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    expect(workers.filter(intlWorker)).toEqual([]);
  });

  test('a project page opens from the table', async ({ page }) => {
    test.slow();
    const dashboard = new DashboardPage(page);
    await dashboard.open('state=stalled&sort=-budget');
    const firstLink = dashboard.projectRows.first().getByRole('link').nth(1);
    await expect(firstLink).toBeVisible();
    const title = (await firstLink.innerText()).trim();
    await firstLink.click();

    await expect(page).toHaveURL(/\/projects\/MKN-\d{4}-\d{5}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Stalled:');
    const trail = page.getByRole('region', { name: 'Money trail' });
    for (const step of ['Budget', 'Contract sum', 'Paid', 'Balance']) {
      await expect(trail.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Location' })).toBeVisible();
    // The ward among the county's wards, drawn without tiles.
    const county = page.getByRole('img', {
      name: /^Map of the county's wards with .+ ward marked$/,
    });
    await expect(county).toBeVisible();
    await expect(county.getByTestId('location-sketch-ward')).toHaveCount(1);
    expect(await county.getByTestId('location-sketch-other').count()).toBeGreaterThan(20);

    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\?state=stalled&sort=-budget$/);
  });

  test('on a phone the projects are cards, sorted from a select, each opening its project', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const dashboard = new DashboardPage(page);
    await dashboard.open('state=stalled&sort=-budget');
    // A phone builds the widgets as they are scrolled near.
    await dashboard.scrollThroughWidgets();
    const projects = dashboard.widget('projects');
    await projects.scrollIntoViewIfNeeded();
    const cards = projects.getByRole('list', { name: 'Projects' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(projects.getByRole('table')).toHaveCount(0);
    // Nothing sideways: each card fits the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const sortBy = projects.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveValue('-budget');
    const sorted = page.waitForResponse((r) => /\/api\/v1\/projects\?.*sort=paid/.test(r.url()));
    await sortBy.selectOption('paid');
    await expect(page).toHaveURL(/[?&]sort=paid(&|$)/);
    await sorted;
    await expect(sortBy).toHaveValue('paid');
    // Least paid first: the cards' Paid figures do not go down.
    const paid = () =>
      cards
        .getByRole('definition')
        .evaluateAll((dds) =>
          dds
            .filter((_, i) => i % 3 === 1)
            .map((dd) => Number((dd.textContent ?? '').replace(/[^\d]/g, ''))),
        );
    await expect
      .poll(async () => {
        const values = await paid();
        return values.length > 1 && values.every((v, i) => i === 0 || (values[i - 1] ?? 0) <= v);
      })
      .toBe(true);

    const link = cards.getByRole('listitem').first().getByRole('link');
    const title = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/projects\/MKN-\d{4}-\d{5}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('shows the licence, attribution and sample label; About explains the data', async ({
    page,
  }) => {
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(page.getByTestId('sample-badge')).toHaveText('Sample data');
    await expect(page.getByText(/Last updated/)).toBeVisible();
    // The boundaries are credited in one line under the map, which links to the full credit.
    const credit = dashboard.mapCaption.getByRole('link', {
      name: 'Boundaries: Omare & Omare (2017), CC BY 4.0',
    });
    await expect(credit).toBeVisible();
    await expect(dashboard.mapCaption).toContainText('approximate');

    await credit.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByTestId('attribution')).toContainText(
      'Benedict Aboki Omare and George Omare (2017)',
    );
    await expect(page.getByRole('heading', { name: 'Boundaries are approximate' })).toBeVisible();
  });

  test('an opened address starts its data requests before the first render, and asks for each answer once', async ({
    page,
  }) => {
    // What the page did, in order: each API call as it is made, and the first render replacing the
    // loading screen.
    await page.addInitScript(() => {
      const log: string[] = [];
      Object.assign(window, { pageLog: log });
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname.startsWith('/api/v1/')) log.push(`${url.pathname}${url.search}`);
        return fetch(input, init);
      };
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root');
        if (root && !root.querySelector(':scope > .spinner-screen')) {
          log.push('first render');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const dashboard = new DashboardPage(page);
    await dashboard.open('subCounty=Makueni&state=stalled&sort=-budget');
    await expect(dashboard.filteredTotal).toHaveText(/projects match/);
    await dashboard.settled();
    const log = await page.evaluate(() => (window as unknown as { pageLog: string[] }).pageLog);
    const firstRender = log.indexOf('first render');
    expect(firstRender).toBeGreaterThan(0);
    expect(log.slice(0, firstRender).sort()).toEqual([
      '/api/v1/meta',
      '/api/v1/projects/summary?subCounty=Makueni&state=stalled',
      '/api/v1/projects?subCounty=Makueni&state=stalled&sort=-budget',
    ]);
    // The dashboard's own queries found those answers: no call is made twice.
    const calls = log.filter((entry) => entry !== 'first render');
    expect(calls).toEqual([...new Set(calls)]);
  });

  test('a slow answer does not hold the page back: it shows its skeletons, then the data', async ({
    page,
  }) => {
    const release = await hold(page, '**/api/v1/projects/summary*');
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(dashboard.widget('status').getByTestId('status-skeleton')).toBeVisible();
    await expect(dashboard.filteredTotal).not.toHaveText(/projects match/);
    release();
    await expect(dashboard.filteredTotal).toHaveText(/projects match/);
    await dashboard.settled();
  });

  test('nothing on the loaded page moves on its own (WCAG 2.2.2), and the settings gear turns when pointed at', async ({
    page,
  }) => {
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(dashboard.filteredTotal).toHaveText(/projects match/);
    await dashboard.settled();
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) =>
            a.effect instanceof KeyframeEffect && a.effect.target instanceof Element
              ? a.effect.target.getAttribute('class')
              : '?',
          ),
      );
    await expect.poll(running).toEqual([]);
    await page.getByTestId('customizer-toggle').hover();
    await expect.poll(running).toEqual([expect.stringContaining('spin-on-hover')]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations and no horizontal overflow on a phone (${theme})`, async ({
      page,
      presetLayout,
    }) => {
      test.slow();
      await presetLayout({ theme });
      await page.setViewportSize({ width: 360, height: 780 });
      const dashboard = new DashboardPage(page);
      await dashboard.open();
      await expect(dashboard.filteredTotal).toHaveText(/projects match/);
      // On a phone, widgets off the screen wait until they are scrolled near, even once the page
      // is idle (where a desktop builds one per idle period).
      await dashboard.idlePeriods(1);
      const pending = await dashboard.pendingWidgets.count();
      expect(pending).toBeGreaterThan(0);
      await dashboard.idlePeriods(3);
      await expect(dashboard.pendingWidgets).toHaveCount(pending);
      await dashboard.scrollThroughWidgets();
      // The map itself is drawn once its frame is near the screen (a quick scroll may pass it
      // before the ward outlines have arrived): look at it.
      await dashboard.map.scrollIntoViewIfNeeded();
      await expect(dashboard.wardShapes.first()).toBeVisible();
      await expect(dashboard.widget('report')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }
});
