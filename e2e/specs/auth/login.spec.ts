import { expect, test } from '../../fixtures';
import { AuthPages } from './auth-page';

const ACCOUNTS = [
  {
    kind: 'demo',
    email: 'demo@makueni.example',
    password: 'Demo@1234',
    name: 'Mwende Kioko',
    role: 'Editor',
  },
  {
    kind: 'admin',
    email: 'admin@makueni.example',
    password: 'Admin@1234',
    name: 'Musyoka Mutua',
    role: 'Admin',
  },
  {
    kind: 'staff',
    email: 'staff@makueni.example',
    password: 'Staff@1234',
    name: 'Ndinda Wambua',
    role: 'Editor',
  },
] as const;

test.describe('login', () => {
  for (const account of ACCOUNTS) {
    test(`the ${account.kind} account signs in and the navbar shows the user`, async ({
      page,
      consoleErrors,
    }) => {
      const auth = new AuthPages(page);
      await auth.openLogin();
      await expect(auth.demoAccount(account.kind)).toContainText(account.email);
      await expect(auth.demoAccount(account.kind)).toContainText(account.password);
      await auth.logIn(account.email, account.password);
      await expect(page).toHaveURL(/\/$/);
      await expect(auth.userMenu).toContainText(account.name);
      await expect(page.getByTestId('current-role')).toHaveText(account.role);
      expect(await auth.storedToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a demo account signs in with one click', async ({ page }) => {
    const auth = new AuthPages(page);
    await auth.useDemoAccount('admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(auth.userMenu).toContainText('Musyoka Mutua');
  });

  test('a wrong password shows "Email Or Password Invalid"', async ({ page }) => {
    const auth = new AuthPages(page);
    await auth.logIn('admin@makueni.example', 'not-the-password');
    await expect(auth.loginError).toHaveText('Email Or Password Invalid');
    await expect(auth.passwordField).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/pages\/login$/);
    expect(await auth.storedToken()).toBeNull();
  });

  test('empty fields show their messages and focus the first', async ({ page }) => {
    const auth = new AuthPages(page);
    await auth.openLogin();
    await auth.signInButton.click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(auth.emailField).toBeFocused();
  });

  test('the social providers say they are not configured; county staff sign-in is offered', async ({
    page,
  }) => {
    const auth = new AuthPages(page);
    await auth.openLogin();
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await expect(page.getByTestId('social-notice')).toContainText(
      'Sign-in with GitHub is not configured',
    );
    // The real sign-in is tested in specs/staff-signin.
    await expect(
      page.getByTestId('staff-sign-in').getByRole('button', { name: 'County staff sign-in' }),
    ).toBeEnabled();
  });
});
