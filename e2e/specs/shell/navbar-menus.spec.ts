import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';

// Each navbar popup announces what it opens: the user and language menus are menus of
// menu items, the star menu is a dialog of buttons and links.
test('the navbar popups announce what they open, and pass axe when open', async ({
  page,
  shell,
}) => {
  await shell.goto('/');

  const userToggle = page.getByRole('button', { name: 'User menu' });
  await expect(userToggle).toHaveAttribute('aria-haspopup', 'menu');
  await userToggle.click();
  const userMenu = page.getByRole('menu', { name: 'User menu' });
  await expect(userMenu.getByRole('menuitem', { name: 'Take the tour of the data' })).toBeVisible();
  await expect(userMenu.getByRole('menuitemradio')).not.toHaveCount(0);
  expect(await seriousAxeViolations(page, '[data-testid="user-menu"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(userMenu).toHaveCount(0);

  const languageToggle = page.getByTestId('language-menu').getByRole('button').first();
  await expect(languageToggle).toHaveAttribute('aria-haspopup', 'menu');
  await languageToggle.click();
  // English, Deutsch, Français, Português and Kiswahili.
  await expect(page.getByRole('menu').getByRole('menuitemradio')).toHaveCount(5);
  expect(await seriousAxeViolations(page, '[data-testid="language-menu"]')).toEqual([]);
  await page.keyboard.press('Escape');

  const starToggle = page.getByRole('button', { name: 'Add or remove bookmarks' });
  await expect(starToggle).toHaveAttribute('aria-haspopup', 'dialog');
  await starToggle.click();
  await expect(page.getByRole('dialog', { name: 'Add or remove bookmarks' })).toBeVisible();
});
