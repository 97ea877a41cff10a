import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';

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
  const hrefs = await menu.locator('a[href^="/"]:not([target="_blank"])').evaluateAll((links) =>
    links.map((a) => a.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs)].filter(Boolean);
}

test.describe('every registered page', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const mode of ['light', 'dark'] as const) {
    test(`renders without console errors or serious axe violations (${mode})`, async ({ page, presetLayout, consoleErrors }) => {
      await presetLayout({ layout: 'vertical', theme: mode });
      const routes = await menuRoutes(page);
      expect(routes).toEqual(expect.arrayContaining(['/', '/analytics', '/misc/not-authorized', '/misc/error/404']));
      for (const route of [...routes, '/no-such-page']) {
        await test.step(route, async () => {
          await page.goto(route);
          await page.locator('#main-content').waitFor();
          await expect(page.locator('.spinner-screen')).toHaveCount(0, { timeout: 15_000 });
          await expect(page.getByRole('heading', { name: /could not be shown/i })).toHaveCount(0);
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const bad = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
          expect(bad, `axe on ${route}`).toEqual([]);
        });
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});
