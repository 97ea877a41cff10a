import { expect, test } from '../../fixtures';

test.describe('the dashboard map on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 90_000 });

  test('the map’s credit link is a 44 px tall tap target on one line', async ({ page, shell }) => {
    await shell.goto('/');
    const credit = page.getByTestId('map-credit');
    // The map widget draws when scrolled to.
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 600));
      await expect(credit).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await credit.scrollIntoViewIfNeeded();
    const box = await credit.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    // Still one short line, not a tall block of wrapped words.
    expect(box?.height ?? 0).toBeLessThan(60);
    await credit.tap();
    await expect(page).toHaveURL(/\/about$/);
  });
});
