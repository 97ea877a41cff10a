import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { watchLayoutShifts } from '../../layout-checks';
import { hold } from '../../network';
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

/** The mock service's code (src/mocks/browser.ts): held, the service cannot start. */
const MOCK_SERVICE_CODE = /\/assets\/browser-[\w-]+\.js$/;

test.describe('on a touch phone, while the sample data service starts', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [route, shown] of [
    ['/pages/login', (page: Page) => page.getByLabel('Email', { exact: true })],
    ['/pages/register', (page: Page) => page.getByLabel('Email', { exact: true })],
    // Nobody is signed in: the lock screen offers the sign-in.
    ['/pages/lock-screen', (page: Page) => page.getByTestId('lock-sign-in')],
  ] as const) {
    test(`${route} shows its form at once, and nothing moves when the service is up`, async ({
      page,
      consoleErrors,
    }) => {
      const shifts = await watchLayoutShifts(page);
      const release = await hold(page, MOCK_SERVICE_CODE);
      await page.goto(route);
      // The service cannot start while its code is held: the form is there all the same.
      await expect(shown(page)).toBeVisible();
      release();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await shifts()).toBeLessThan(0.01);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a sign-in sent before the service runs goes through once it does', async ({ page }) => {
    const release = await hold(page, MOCK_SERVICE_CODE);
    const auth = new AuthPages(page);
    await auth.openLogin();
    await auth.emailField.fill('demo@makueni.example');
    await auth.passwordField.fill('Demo@1234');
    await auth.signInButton.click();
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(auth.userMenu).toContainText('Mwende Kioko');
  });
});
