import { expect, test } from '../../fixtures';

test.describe('a browser whose language is Kiswahili', () => {
  test.use({ locale: 'sw-KE' });

  test('gets the portal in Kiswahili on the first visit', async ({
    page,
    shell,
    consoleErrors,
  }) => {
    await shell.goto('/');
    await expect(shell.html).toHaveAttribute('lang', 'sw');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dashibodi ya miradi ya kaunti' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Kaunti ndogo' })).toBeVisible();
    await expect(page.getByTestId('language-menu')).toContainText('Kiswahili');
    expect(consoleErrors).toEqual([]);
  });

  test("keeps a language the visitor chose over the browser's", async ({ page, shell }) => {
    await shell.goto('/');
    await expect(shell.html).toHaveAttribute('lang', 'sw');
    await shell.chooseLanguage('en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'County projects dashboard' }),
    ).toBeVisible();
    await page.reload();
    await expect(shell.html).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'County projects dashboard' }),
    ).toBeVisible();
  });
});

test.describe('a browser that prefers a language the portal does not speak, then Kiswahili', () => {
  test.use({ locale: 'kam-KE' });

  test('gets English', async ({ page, shell }) => {
    await shell.goto('/about');
    await expect(shell.html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'About the data' })).toBeVisible();
  });
});
