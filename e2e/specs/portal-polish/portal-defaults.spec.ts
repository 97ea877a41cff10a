import { expect, test } from '../../fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.describe('the portal’s own defaults (phone)', () => {
  test.use(PHONE);
  test.describe.configure({ timeout: 90_000 });

  test('the search suggests places and portal pages, not the sample apps', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto('/');
    await page.getByTestId('search-open').tap();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const pages = dialog.getByTestId('search-group-pages').getByRole('option');
    const places = dialog.getByTestId('search-group-places').getByRole('option');
    await expect(pages.first()).toBeVisible();
    await expect(places.first()).toBeVisible();
    await expect(pages).toContainText(['About the data']);
    // Nothing of the samples before a word is typed.
    await expect(dialog.getByTestId('search-group-files')).toHaveCount(0);
    await expect(dialog.getByTestId('search-group-contacts')).toHaveCount(0);
    await expect(dialog.getByRole('option', { name: /ecommerce|sample|email/i })).toHaveCount(0);
    // Nor the staff pages, which would only ask a resident to sign in; typed, they are found.
    await expect(pages).toHaveText(['Home', 'About the data', 'FAQ', 'Knowledge Base']);
    await dialog.getByRole('combobox').fill('import');
    await expect(pages.filter({ hasText: 'Import projects' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the customizer opens from its gear; no page ends with a customizer button', async ({
    page,
    shell,
  }) => {
    await shell.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Open theme customizer' })).toHaveCount(0);
    const gear = page.getByTestId('customizer-toggle');
    await expect(gear).toBeVisible();
    const box = await gear.boundingBox();
    // A slim tab at the screen's edge: no wider than the page's gutter and a card's padding, so
    // it hides no text (shell/layout.spec.ts checks that), yet a target of at least 24 px (WCAG
    // 2.5.8) and as tall as a finger.
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.width ?? 0).toBeLessThanOrEqual(27);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await gear.tap();
    await expect(page.getByRole('dialog', { name: 'Theme Customizer' })).toBeVisible();
  });

  test('a sample app and a catalogue page say they are demonstrations; the portal does not', async ({
    page,
    shell,
  }) => {
    await shell.goto('/chat');
    await expect(page.getByRole('note')).toContainText('Demonstration');
    await shell.goto('/components/alerts');
    await expect(page.getByRole('note')).toContainText('Demonstration');
    await shell.goto('/ecommerce-dashboard');
    await expect(page.getByRole('note')).toContainText('Demonstration');
    // The portal's own pages, the usage figures among them (real counts, for administrators).
    for (const path of ['/about', '/analytics']) {
      await shell.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('demo-notice')).toHaveCount(0);
    }
  });
});

test.describe('the bookmark bar on the portal’s pages (laptop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the portal’s starred pages, not the sample apps', async ({ page, shell }) => {
    await shell.goto('/about');
    // Pressing the star loads the bar at once. The bar also loads by itself once the page is
    // idle, and its star (same name) then takes the stand-in's place: either is pressed.
    await page.getByRole('button', { name: 'Add or remove bookmarks' }).click();
    await page.keyboard.press('Escape');
    const bar = page.getByTestId('bookmark-bar');
    await expect(bar.getByRole('link').first()).toBeVisible();
    await expect(bar.getByRole('link', { name: 'About the data' })).toBeVisible();
    for (const sample of ['Email', 'Chat', 'Todo', 'Calendar', 'List View']) {
      await expect(bar.getByRole('link', { name: sample, exact: true })).toHaveCount(0);
    }
    // On a sample app the starred sample apps show.
    await shell.goto('/email/inbox');
    await page.getByRole('button', { name: 'Add or remove bookmarks' }).click();
    await page.keyboard.press('Escape');
    await expect(bar.getByRole('link', { name: 'Email', exact: true })).toBeVisible({
      timeout: 45_000,
    });
  });
});
