import { expect, setStorage, test } from '../../fixtures';
import { hold, requestedPaths } from '../../network';

// The app's code is held back, so the page stays on the loading screen index.html draws. A page's
// intro on it is two paragraphs (its name, then what it is); the intros of other pages and
// languages are there too, hidden, so a paragraph found by role is one that shows.
test.describe('loading screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  });

  test('shows the logo and three bars, and on the dashboard its name in the chosen language', async ({
    page,
  }) => {
    await setStorage(page, { lang: 'de' });
    await page.goto('/');
    const screen = page.getByTestId('spinner-screen');
    await expect(screen.getByTestId('spinner-logo')).toBeVisible();
    await expect(screen.getByTestId('loading-bar')).toHaveCount(3);
    // One intro shows: its two paragraphs.
    await expect(screen.getByRole('paragraph')).toHaveCount(2);
    await expect(screen.getByText('Projekt-Dashboard des Countys')).toBeVisible();
    await expect(screen.getByText(/Entwicklungsprojekte des Countys Makueni/)).toBeVisible();
    // Only the chosen language shows.
    await expect(screen.getByText('County projects dashboard')).toBeHidden();
  });

  test('names analytics on its own loading screen', async ({ page }) => {
    await page.goto('/analytics');
    const screen = page.getByTestId('spinner-screen');
    await expect(screen.getByText('Analytics', { exact: true })).toBeVisible();
    await expect(screen.getByText(/^How the portal and its data are used:/)).toBeVisible();
    await expect(screen.getByText('County projects dashboard')).toBeHidden();
  });

  test('names each staff, account and sign-in page on its loading screen, in the chosen language', async ({
    page,
  }) => {
    await setStorage(page, { lang: 'sw' });
    for (const [path, title, text] of [
      ['/staff/import', 'Leta miradi', /^Pakia faili la miradi la kaunti/],
      ['/staff/feedback', 'Maoni ya wakazi', /^Maoni, maswali na malalamiko ya wakazi/],
      ['/staff/audit', 'Kumbukumbu ya ukaguzi', /^Kila badiliko lililofanywa na wafanyakazi/],
      ['/pages/profile', 'Wasifu', /^Wewe ni nani kwenye tovuti/],
      ['/pages/account-settings', 'Mipangilio ya akaunti', /^Jina lako, lugha, nenosiri/],
      ['/pages/login', 'Karibu tena', /^Wafanyakazi wa kaunti husimamia data huria/],
      ['/pages/register', 'Fungua akaunti yako', /^Jiunge na tovuti ya data huria/],
      ['/pages/forgot-password', 'Umesahau nenosiri lako?', /^Weka anwani ya barua pepe/],
      ['/pages/reset-password', 'Weka nenosiri lako upya', /^Chagua nenosiri jipya/],
    ] as const) {
      await page.goto(path);
      const screen = page.getByTestId('spinner-screen');
      await expect(screen.getByRole('paragraph')).toHaveCount(2);
      await expect(screen.getByText(title, { exact: true })).toBeVisible();
      await expect(screen.getByText(text)).toBeVisible();
    }
  });

  test('names a sample app on its loading screen and says it is a demonstration', async ({
    page,
  }) => {
    await setStorage(page, { lang: 'sw' });
    await page.goto('/email/inbox');
    const intro = page.getByTestId('spinner-screen').getByRole('paragraph');
    // One intro shows: its two paragraphs.
    await expect(intro).toHaveCount(2);
    await expect(intro.first()).toHaveText('Barua pepe');
    await expect(intro.last()).toHaveText(/^Maonyesho:/);
  });

  test("names a project on its page's loading screen and in the title, from the data", async ({
    page,
  }) => {
    const code = 'MKN-2018-00002';
    const project = (await (await page.request.get(`/api/v1/projects/${code}`)).json()) as {
      title: string;
      description: string;
    };
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/projects/${code}`);
    const screen = page.getByTestId('spinner-screen');
    const intro = screen.getByRole('paragraph');
    // One intro shows: the project's title, then its description.
    await expect(intro).toHaveCount(2);
    await expect(intro.first()).toHaveText(project.title);
    await expect(intro.last()).toHaveText(project.description);
    await expect(page).toHaveTitle(`${project.title} · Makueni County open data`);
    // It fits a phone's width.
    for (const box of [await intro.first().boundingBox(), await intro.last().boundingBox()])
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    // The dashboard's intro is not shown with it.
    await expect(screen.getByText('County projects dashboard')).toBeHidden();
  });

  test('names no page where it has no intro', async ({ page }) => {
    await page.goto('/misc/coming-soon');
    const screen = page.getByTestId('spinner-screen');
    await expect(screen.getByTestId('loading-bar').first()).toBeVisible();
    // The page holds the intros of other pages, none of them shown.
    await expect(screen.getByRole('paragraph', { includeHidden: true })).not.toHaveCount(0);
    await expect(screen.getByRole('paragraph')).toHaveCount(0);
  });
});

test('a page whose code cannot be fetched says so in the layout, and the next page shows', async ({
  page,
  shell,
}) => {
  // Only the About page's chunk fails, as on a dropped connection.
  await page.route(/\/assets\/about-page-[^/]*\.js$/, (route) => route.abort());
  await shell.goto('/analytics');
  await shell.horizontalMenu.getByRole('link', { name: 'About the data' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The layout stays around it; going back shows the page before, without the failure.
  await expect(shell.horizontalMenu).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test("a project page's first answer is asked for with the page, and the app uses that copy", async ({
  page,
}) => {
  const code = 'MKN-2018-00002';
  const api = `/api/v1/projects/${code}`;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === api) asked.push(request.resourceType());
  });
  const answer = await page.goto(`/projects/${code}`);
  expect(answer?.headers().link).toBe(`<${api}>; rel=preload; as=fetch; crossorigin`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // One request, the preload's: the app's own fetch found it instead of asking again.
  const entries = await page.evaluate(
    (path) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === path)
        .map((e) => (e as PerformanceResourceTiming).initiatorType),
    api,
  );
  expect(entries).toEqual(['link']);
  expect(asked).toHaveLength(1);
});

test('a sample app opened directly shows the layout and its notice before its own code', async ({
  page,
  consoleErrors,
}) => {
  // The user list's page module and the mock service are held until the layout is checked.
  const code = /\/assets\/(user-list-page|browser)-[\w-]+\.js$/;
  const asked = requestedPaths(page, (path) => code.test(path));
  const release = await hold(page, code);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pages/user/list');
  // The navbar and the notice that the page is a demonstration, with the page's loading bars.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('demo-notice')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('Loading…');
  // Its code has been asked for, and waits in the hold above.
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(main.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(main.getByTestId('spinner-screen')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("a page opened from a link fetches its own code with the app's, not one import after another", async ({
  page,
  browser,
}) => {
  for (const [path, chunk, heading] of [
    ['/pages/profile', 'profile-page', 'Profile'],
    ['/pages/faq', 'faq-page', 'Frequently asked questions'],
    ['/pages/search', 'search-page', 'Search'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`rel="modulepreload"[^>]*/assets/${chunk}-`));
    // A first visit: nothing cached.
    const context = await browser.newContext();
    const visit = await context.newPage();
    await setStorage(visit, { 'shell-tour-done': '1' });
    await visit.goto(path);
    await expect(visit.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Named in the HTML, the page's script was asked for while the app's own was still on the
    // way, not once the app had run and imported it.
    const [started, entryDone] = await visit.evaluate((name) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const at = (prefix: string) =>
        entries.find((e) =>
          new RegExp(`^/assets/${prefix}-[^/]*\\.js$`).test(new URL(e.name).pathname),
        );
      return [at(name)?.startTime ?? Infinity, at('index')?.responseEnd ?? 0];
    }, chunk);
    expect(started, path).toBeLessThan(entryDone);
    await context.close();
  }
  // A staff page opened without a session asks to sign in first, and a sample app draws its
  // layout before it asks for its code: neither names its page's code.
  for (const [path, chunk] of [
    ['/staff/import', 'import-page'],
    ['/ecommerce/shop', 'shop-page'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain(`/assets/${chunk}-`);
  }
});
