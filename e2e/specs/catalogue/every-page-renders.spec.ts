import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

/**
 * Every page the menus list, found by walking the vertical menu as a user would: the menu is
 * drawn from the route registry, so a page added there is checked here with no other edit.
 * The pages are split into parts, each a test of its own, so two workers share them.
 */
const PARTS = 6;

/** Every route the menus list, found by opening each group of the vertical menu. */
async function menuRoutes(page: Page): Promise<string[]> {
  await page.goto('/analytics');
  const menu = page.getByTestId('vertical-menu');
  await menu.waitFor();
  for (;;) {
    const closed = menu.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const hrefs = await menu
    .locator('a[href^="/"]:not([target="_blank"])')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter(Boolean).sort();
}

/** Problems found on `route`: a page that did not finish, serious axe findings, console errors. */
async function problemsOf(page: Page, route: string, consoleErrors: string[]): Promise<string[]> {
  consoleErrors.length = 0;
  const problems: string[] = [];
  await page.goto(route);
  await page.locator('#main-content').waitFor();
  try {
    await expect(page.locator('.spinner-screen')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('.placeholder-glow, [aria-busy="true"]')).toHaveCount(0, {
      timeout: 20_000,
    });
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  for (const v of results.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const where = v.nodes
      .map((n) => n.target.join(' '))
      .slice(0, 3)
      .join(', ');
    problems.push(`axe ${v.id}: ${where}`);
  }
  problems.push(...consoleErrors.map((e) => `console: ${e}`));
  return problems;
}

test('the menu lists the portal’s pages and the spec’s shell routes', async ({
  page,
  presetLayout,
}) => {
  await presetLayout({ layout: 'vertical' });
  const routes = await menuRoutes(page);
  for (const route of ['/', '/analytics', '/about', '/pages/login', '/misc/not-authorized']) {
    expect(routes).toContain(route);
  }
});

for (const theme of ['light', 'dark'] as const) {
  for (let part = 0; part < PARTS; part += 1) {
    test(`menu pages, part ${part + 1} of ${PARTS}, render cleanly (${theme})`, async ({
      page,
      presetLayout,
      consoleErrors,
    }) => {
      // About a sixth of a hundred pages, each with an axe pass, on a small runner.
      test.setTimeout(15 * 60_000);
      await presetLayout({ layout: 'vertical', theme });
      const routes = (await menuRoutes(page)).filter((_, i) => i % PARTS === part);
      for (const route of routes) {
        await test.step(route, async () => {
          expect.soft(await problemsOf(page, route, consoleErrors), route).toEqual([]);
        });
      }
    });
  }
}

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
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => v.id)).toEqual([]);
    // Chromium logs the document's own 404; nothing else may be logged.
    const documentStatus = /status of 404 \(Not Found\).*\/no-such-page$/;
    expect(consoleErrors.filter((e) => !documentStatus.test(e))).toEqual([]);
  });
}
