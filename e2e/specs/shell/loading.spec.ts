import { expect, setStorage, test } from '../../fixtures';

// The app's code is held back, so the page stays on the loading screen index.html draws.
test.describe('loading screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  });

  test('shows the logo and three bars, and on the dashboard its name in the chosen language', async ({
    page,
  }) => {
    await setStorage(page, { lang: 'de' });
    await page.goto('/');
    const screen = page.locator('.spinner-screen');
    await expect(screen.locator('svg.spinner-logo')).toBeVisible();
    await expect(screen.locator('.loading-bars span')).toHaveCount(3);
    const intro = screen.locator('.boot-intro');
    await expect(intro.getByText('Projekt-Dashboard des Countys')).toBeVisible();
    await expect(intro.getByText(/Entwicklungsprojekte des Countys Makueni/)).toBeVisible();
    // Only the chosen language shows.
    await expect(intro.getByText('County projects dashboard')).toBeHidden();
  });

  test('names no page where it has no intro', async ({ page }) => {
    await page.goto('/analytics');
    await expect(page.locator('.spinner-screen .loading-bars')).toBeVisible();
    await expect(page.locator('.boot-intro')).toBeHidden();
  });
});
