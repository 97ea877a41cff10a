import { expect, test } from '../../fixtures';

test.describe('back from a project on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 90_000 });

  test('returns to the project that was opened, in view', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto('/');
    // The list is built when scrolled to: scroll down until it shows its projects.
    const list = page.getByTestId('widget-projects').getByRole('list', { name: 'Projects' });
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 700));
      await expect(list.getByRole('listitem').nth(7)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    const card = list.getByRole('listitem').nth(7);
    const project = card.getByRole('link').first();
    const name = (await project.textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await project.scrollIntoViewIfNeeded();
    await project.tap();
    await expect(page).toHaveURL(/\/projects\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    // The same project's card (titles repeat; codes do not), whole on the screen.
    const again = page
      .getByTestId('widget-projects')
      .getByRole('listitem')
      .filter({ has: page.getByText(code, { exact: true }) })
      .getByRole('link', { name, exact: true });
    await expect(again).toBeInViewport({ ratio: 1 });
    // The keyboard carries on from it too.
    await expect(again).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
});
