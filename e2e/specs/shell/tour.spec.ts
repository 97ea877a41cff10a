import { test as base, expect } from '@playwright/test';

// This spec uses the bare page: the fixtures switch the tour off.
base.describe('first-visit tour', () => {
  base('runs once, can be skipped, and can be replayed from the user menu', async ({ page }) => {
    await page.goto('/analytics');
    const tour = page.getByTestId('shell-tour');
    await expect(tour).toBeVisible();
    await expect(tour).toContainText('Step 1 of 4');
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour).toContainText('Step 2 of 4');
    await tour.getByRole('button', { name: 'Skip tour' }).click();
    await expect(tour).toHaveCount(0);
    await page.reload();
    await page.getByTestId('app-shell').waitFor();
    await expect(tour).toHaveCount(0);
    await page.getByTestId('user-menu').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: 'Replay the tour' }).click();
    await expect(tour).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tour).toHaveCount(0);
  });

  base('a replay asked for while the tour chunk is still loading is not lost', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('shell-tour-done', '1'));
    // Hold the tour's lazy chunk until the replay has been clicked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/shell-tour-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/analytics');
    await page.getByTestId('app-shell').waitFor();
    await page.getByTestId('user-menu').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: 'Replay the tour' }).click();
    release();
    await expect(page.getByTestId('shell-tour')).toBeVisible();
  });
});
