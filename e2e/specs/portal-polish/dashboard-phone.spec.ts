import { expect, test } from '../../fixtures';

test.describe('the dashboard on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 90_000 });

  test('the filter toggle says what it does; the map asks for a tap', async ({ page, shell }) => {
    await shell.goto('/');
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await toggle.tap();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('button', { name: 'Hide filters' }).tap();
    await expect(page.getByRole('button', { name: 'Show filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The map draws when scrolled to: scroll down until its hint shows.
    const hint = page.getByText('Tap a ward to see its figures.');
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 600));
      await expect(hint).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('Point at a ward to see its figures.')).toHaveCount(0);
  });
});
