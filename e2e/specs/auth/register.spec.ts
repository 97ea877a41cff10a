import { expect, test } from '../../fixtures';

test.describe('register', () => {
  test('an used email and an empty name show both server messages at once', async ({ page }) => {
    await page.goto('/pages/register');
    await page.getByLabel('Email', { exact: true }).fill('demo@makueni.example');
    await page.getByLabel('Password', { exact: true }).fill('Kilimo2026');
    await page.getByRole('checkbox', { name: /terms of use/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This email is already in use.')).toBeVisible();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('a new account is created and signed in', async ({ page }) => {
    await page.goto('/pages/register');
    await page.getByLabel('Full name').fill('Mutheu Kilonzo');
    await page.getByLabel('Email', { exact: true }).fill('mutheu@makueni.example');
    await page.getByLabel('Password', { exact: true }).fill('Kilimo2026');
    await page.getByRole('checkbox', { name: /terms of use/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-menu')).toContainText('Mutheu Kilonzo');
  });
});
