import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

/**
 * The pages the menus list. The first test checks this list against the live menu, so a page
 * added to the registry must be added here too (and so gets its own render and axe test).
 */
const MENU_ROUTES = [
  '/',
  '/analytics',
  '/about',
  '/pages/login',
  '/pages/register',
  '/pages/forgot-password',
  '/pages/reset-password',
  '/pages/lock-screen',
  '/misc/coming-soon',
  '/misc/not-authorized',
  '/misc/maintenance',
  '/misc/error/404',
  '/misc/error/500',
];

/** Every route the menus list, found by walking the vertical menu like a user would. */
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
  return [...new Set(hrefs)].filter(Boolean);
}

async function expectRendersCleanly(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.locator('#main-content').waitFor();
  await expect(page.locator('.spinner-screen')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.placeholder-glow, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: /could not be shown/i })).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(bad, `axe on ${route}`).toEqual([]);
}

test('the menu lists exactly the pages checked below', async ({ page, presetLayout }) => {
  await presetLayout({ layout: 'vertical' });
  expect((await menuRoutes(page)).sort()).toEqual([...MENU_ROUTES].sort());
});

for (const route of [...MENU_ROUTES, '/no-such-page']) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${route} renders without console errors or serious axe violations (${theme})`, async ({
      page,
      presetLayout,
      consoleErrors,
    }) => {
      // The dashboard is the largest page: its axe pass alone takes a while on a small runner.
      if (route === '/') test.slow();
      await presetLayout({ layout: 'vertical', theme });
      await expectRendersCleanly(page, route);
      expect(consoleErrors).toEqual([]);
    });
  }
}
