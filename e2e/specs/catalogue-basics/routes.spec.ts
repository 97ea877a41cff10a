import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { busyIn } from '../../busy';

/** The UI elements, colours, icons, cards and extra components pages, with their titles. */
const ROUTES: [string, RegExp][] = [
  ['/ui-element/grid', /^Grid$/],
  ['/ui-element/typography', /^Typography$/],
  ['/ui-element/textutilities', /^Text Utilities$/],
  ['/ui-element/syntaxhighlighter', /^Syntax Highlighter$/],
  ['/colors/colors', /^Colors$/],
  ['/icons/reactfeather', /^Feather Icons$/],
  ['/cards/basic', /^Basic Cards$/],
  ['/cards/statistics', /^Statistics Cards$/],
  ['/cards/analytics', /^Analytics Cards$/],
  ['/cards/action', /^Card Actions$/],
  ['/extra-components/avatar', /^Avatar$/],
  ['/extra-components/chips', /^Chips$/],
  ['/extra-components/divider', /^Divider$/],
  ['/extra-components/auto-complete', /^Auto Complete$/],
];

async function open(page: Page, route: string, title: RegExp): Promise<void> {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  });
  // The page's own loads (the icon set, the movies) have ended.
  await expect(page.getByTestId('spinner-screen')).toHaveCount(0, { timeout: 20_000 });
  await expect(busyIn(page)).toHaveCount(0, { timeout: 20_000 });
  // The first demo card (a section named by its title).
  await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
}

for (const [route, title] of ROUTES) {
  test(`${route} renders in light and dark, with no console errors or serious axe violations`, async ({
    page,
    presetLayout,
    consoleErrors,
  }) => {
    // axe reads every one of the icon set's tiles twice: 43 s on a quiet two-core machine.
    test.slow(route === '/icons/reactfeather', 'axe over the whole icon set, twice');
    await presetLayout({ layout: 'vertical', theme: 'light' });
    await open(page, route, title);
    // The page's own content: the shell around it has its own checks.
    expect(await seriousAxeViolations(page, '#main-content'), `axe on ${route} (light)`).toEqual(
      [],
    );

    // Switched in place, as a visitor does: the page follows without a reload.
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    expect(await seriousAxeViolations(page, '#main-content'), `axe on ${route} (dark)`).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
