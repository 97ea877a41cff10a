import { expect, test } from '../../fixtures';

test.describe('roles', () => {
  test('an editor opening /analytics is sent to /misc/not-authorized', async ({
    page,
    presetRole,
  }) => {
    await presetRole('editor');
    await page.goto('/analytics');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByTestId('not-authorized')).toBeVisible();
  });

  test('changing role in the user menu hides Analytics and guards the open page', async ({
    page,
    shell,
    presetLayout,
  }) => {
    await presetLayout({ layout: 'vertical' });
    await shell.goto('/analytics');
    await expect(shell.verticalMenu.getByRole('link', { name: 'Analytics' })).toBeVisible();
    await shell.changeRole('editor');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await page.goto('/');
    await expect(shell.verticalMenu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(shell.verticalMenu.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    await shell.changeRole('admin');
    await expect(shell.verticalMenu.getByRole('link', { name: 'Analytics' })).toBeVisible();
  });

  test('items without permissions are visible to every role', async ({
    shell,
    presetRole,
    presetLayout,
  }) => {
    await presetRole('editor');
    await presetLayout({ layout: 'vertical' });
    await shell.goto('/');
    await shell.verticalMenu.getByRole('button', { name: /Sample pages/ }).click();
    await expect(shell.verticalMenu.getByRole('button', { name: /Miscellaneous/ })).toBeVisible();
    await expect(shell.verticalMenu.getByRole('link', { name: /Open Data API/ })).toBeVisible();
  });
});
