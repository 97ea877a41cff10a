import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { busyIn } from '../../busy';

/**
 * Every page of the app, one test each, so a failure names its route. The routes are the
 * build's routes.json (written from the route registry, the same list the menus are drawn
 * from), so a page added there is checked here with no other edit; the first test checks that
 * every page the menu lists is among them.
 */
const serverDir = fileURLToPath(new URL('../../../server', import.meta.url));
const webDist = process.env.WEB_DIST ?? '../web/dist';
// The server resolves WEB_DIST from its own folder; so does this.
const routesFile = join(isAbsolute(webDist) ? webDist : resolve(serverDir, webDist), 'routes.json');
const { routes } = JSON.parse(readFileSync(routesFile, 'utf8')) as { routes: string[] };

/** Routes without parameters: the pages that can be opened as they are. */
const PAGES = routes.filter((route) => !route.includes(':') && !route.includes('*')).sort();

/** Every route the menus list, found by opening each group of the vertical menu. */
async function menuRoutes(page: Page): Promise<string[]> {
  await page.goto('/analytics');
  const menu = page.getByTestId('vertical-menu');
  await menu.waitFor();
  const closed = menu.getByRole('button', { expanded: false });
  while ((await closed.count()) > 0) await closed.first().click();
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) =>
      links
        .filter((a) => a.getAttribute('target') !== '_blank')
        .map((a) => a.getAttribute('href') ?? ''),
    );
  return [...new Set(hrefs)].filter((href) => href.startsWith('/')).sort();
}

/** Problems found on `route`: a page that did not finish, serious axe findings, console errors. */
async function problemsOf(page: Page, route: string, consoleErrors: string[]): Promise<string[]> {
  const problems: string[] = [];
  await page.goto(route);
  await page.getByRole('main').first().waitFor();
  try {
    await expect(page.getByTestId('spinner-screen')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('loading-placeholder')).toHaveCount(0, { timeout: 20_000 });
    await expect(busyIn(page)).toHaveCount(0, { timeout: 20_000 });
  } catch {
    problems.push('still loading after 20 s');
  }
  if ((await page.getByRole('heading', { name: /could not be shown/i }).count()) > 0) {
    problems.push('shows the error page');
  }
  // The 404 page is itself a menu page; any other route showing it has no page behind it.
  if (route !== '/misc/error/404' && (await page.getByTestId('not-found').count()) > 0) {
    problems.push('shows "Page not found"');
  }
  problems.push(...(await seriousAxeViolations(page, 'html')).map((v) => `axe ${v}`));
  problems.push(...consoleErrors.map((e) => `console: ${e}`));
  return problems;
}

test('the menu lists the portal’s pages and the shell’s routes, each checked below', async ({
  page,
  presetLayout,
}) => {
  await presetLayout({ layout: 'vertical' });
  const menu = await menuRoutes(page);
  for (const route of ['/', '/analytics', '/about', '/pages/login', '/misc/not-authorized']) {
    expect(menu).toContain(route);
  }
  expect(menu.filter((route) => !PAGES.includes(route))).toEqual([]);
});

test.describe('every page renders cleanly, in light and then dark', () => {
  for (const route of PAGES) {
    test(route, async ({ page, presetLayout, consoleErrors }) => {
      await presetLayout({ layout: 'vertical', theme: 'light' });
      expect(await problemsOf(page, route, consoleErrors), 'light').toEqual([]);
      // Switched in place, as a visitor does: the page follows without a reload. A page without
      // the navbar's switch (the sign-in and error pages) opens again in dark.
      const toggle = page.getByRole('button', { name: 'Switch to dark mode' });
      if ((await toggle.count()) > 0) {
        await toggle.click();
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
        // Only colours changed: the colour rules are what can newly fail.
        const dark = (await seriousAxeViolations(page, 'html', { coloursOnly: true })).map(
          (v) => `axe ${v}`,
        );
        expect([...dark, ...consoleErrors.map((e) => `console: ${e}`)], 'dark').toEqual([]);
      } else {
        await presetLayout({ layout: 'vertical', theme: 'dark' });
        expect(await problemsOf(page, route, consoleErrors), 'dark').toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      }
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`an unknown address shows the friendly 404 cleanly (${theme})`, async ({
    page,
    presetLayout,
    consoleErrors,
  }) => {
    await presetLayout({ layout: 'vertical', theme });
    const response = await page.goto('/no-such-page');
    // The server answers an unknown address 404, with the app's page to show it.
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    expect(await seriousAxeViolations(page, 'html')).toEqual([]);
    // Chromium logs the document's own 404; nothing else may be logged.
    const documentStatus = /status of 404 \(Not Found\).*\/no-such-page$/;
    expect(consoleErrors.filter((e) => !documentStatus.test(e))).toEqual([]);
  });
}
