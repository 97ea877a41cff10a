import { expect, test } from '../../fixtures';
import { watchLayoutShifts } from '../../layout-checks';
import { hold } from '../../network';

// On a phone the portal's pages draw their header before the data or the strings a part of it
// waits for have come, and nothing under it moves when they do.

test.describe('the header before the data, on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 90_000 });

  test('the dashboard’s data notice says what it will tell before the data come, in its final room', async ({
    page,
    consoleErrors,
  }) => {
    const releaseMeta = await hold(page, '**/api/v1/meta');
    await page.goto('/');
    // The app's first render (it waits a moment for the data, then draws without them).
    await page.getByRole('heading', { level: 1, name: 'County projects dashboard' }).waitFor();
    // Its words are there already; only the values the data bring wait.
    const pending = page.getByTestId('loading-placeholder').filter({ hasText: 'Last updated' });
    await expect(pending).toBeVisible();
    await expect(pending).toContainText('Licence of the ward boundaries:');
    await expect(pending).toContainText('About the data');
    await expect(page.getByTestId('data-licence')).toHaveCount(0);
    const downloads = page.getByRole('group', { name: 'Download the filtered projects' });
    const before = await downloads.boundingBox();

    releaseMeta();
    await expect(page.getByTestId('data-licence')).toBeVisible();
    await expect(page.getByTestId('data-notice')).toContainText('Last updated');
    const after = await downloads.boundingBox();
    expect(after?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
    expect(consoleErrors).toEqual([]);
  });

  test('a project’s header keeps the Follow button’s room while its words load', async ({
    page,
    consoleErrors,
  }) => {
    const layoutShift = await watchLayoutShifts(page);
    // The Follow button's strings come in a chunk of their own.
    const releaseStrings = await hold(page, /\/assets\/open-data-[\w-]+\.js$/);
    await page.goto('/projects/MKN-2018-00002');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('link', { name: /^Follow/ })).toHaveCount(0);
    releaseStrings();
    await expect(page.getByRole('link', { name: /^Follow/ })).toBeVisible();
    expect(await layoutShift()).toBeLessThan(0.01);
    expect(consoleErrors).toEqual([]);
  });
});
