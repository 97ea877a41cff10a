import { expect, test } from '../../fixtures';
import type { Page } from '@playwright/test';

const EDITOR = { email: 'editor@makueni.test', password: 'Editor-pass-2026!', name: 'Test Editor' };
const ADMIN = { email: 'admin@makueni.test', password: 'Admin-pass-2026!', name: 'Test Admin' };
/** Only the saved-language test signs in with this account: its language changes. */
const TRANSLATOR = {
  email: 'translator@makueni.test',
  password: 'Translator-pass-2026!',
  name: 'Test Translator',
};

/** From the portal's login page to the built-in provider's own sign-in page. */
async function openProvider(page: Page, returnTo = '/') {
  await page.goto(`/pages/login?redirect=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: 'County staff sign-in', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
  await expect(page.getByRole('heading', { level: 1, name: 'County staff sign-in' })).toBeVisible();
}

async function signIn(page: Page, account: { email: string; password: string }, returnTo = '/') {
  await test.step(`sign in as ${account.email} through the provider`, async () => {
    await openProvider(page, returnTo);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The app moves to returnTo within the page once it has the tokens (no new document).
    await page.waitForURL((url) => url.pathname === returnTo && url.search === '', {
      timeout: 30_000,
      waitUntil: 'commit',
    });
  });
}

const hasProviderTokens = (page: Page) =>
  page
    .evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('oidc.user:')))
    .catch(() => true);

test.describe('county staff sign-in', () => {
  test('an editor signs in, stays signed in, sees their account, and signs out of the provider', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page, EDITOR, '/pages/profile');
    const menu = page.getByTestId('user-menu');
    await expect(menu.getByTestId('user-name')).toHaveText(EDITOR.name);
    await expect(menu.getByTestId('current-role')).toHaveText('Editor');
    await expect(page.getByTestId('profile-identity')).toContainText(EDITOR.email);
    await expect(page.getByTestId('profile-method')).toHaveText(
      "County staff sign-in (this portal's sign-in)",
    );
    await expect(page.getByTestId('profile-recent')).toBeVisible();

    await test.step('a reload keeps the session', async () => {
      await page.reload();
      await expect(menu.getByTestId('user-name')).toHaveText(EDITOR.name);
      await expect(page.getByTestId('profile-identity')).toContainText(EDITOR.email);
    });

    await test.step('the menu says how the user signed in', async () => {
      await menu.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByTestId('user-identity')).toContainText(
        'Editor · County staff sign-in',
      );
      await page.getByRole('menuitem', { name: 'Account Settings' }).click();
      await expect(page).toHaveURL(/\/pages\/account-settings$/);
    });

    await test.step('the password change is checked before it is sent', async () => {
      await page.getByRole('tab', { name: 'Change password' }).click();
      const form = page.getByTestId('password-form');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByText('Enter your current password.')).toBeVisible();
      await expect(form.getByText('Enter a new password.')).toBeVisible();
      await expect(page.getByLabel('Current password')).toBeFocused();
      await page.getByLabel('New password', { exact: true }).fill('weakpass');
      // Each rule says, for a screen reader too, whether the new password meets it.
      const rule = (text: string) =>
        form
          .getByRole('list', { name: 'The new password needs:' })
          .getByRole('listitem')
          .filter({ hasText: text });
      await expect(rule('at least 12 characters')).toContainText('(not met yet)');
      await expect(rule('a lower-case letter')).toContainText('(met)');
      await page.getByLabel('Current password').fill('not-my-password');
      await page.getByLabel('New password', { exact: true }).fill('Another-pass-2026!');
      await page.getByLabel('Confirm the new password').fill('Another-pass-2026!');
      await form.getByRole('button', { name: 'Change password' }).click();
      // The server checks the current password (and changes nothing).
      await expect(form.getByText('That is not your current password.')).toBeVisible();
    });

    await test.step('signing out ends the provider session too', async () => {
      await menu.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/oidc'), { timeout: 30_000 });
      await expect(page).toHaveURL(/\/$/);
      await expect(menu.getByTestId('user-name')).toHaveText('Visitor');
      await expect.poll(() => hasProviderTokens(page), { timeout: 30_000 }).toBe(false);
      // The provider asks for the password again: its session is gone.
      await openProvider(page);
      await expect(page.getByLabel('Password')).toBeVisible();
    });
    // Expected refusals: 401/403 while signed out, and the wrong current password (400).
    const expected = /401|403|400 \(Bad Request\).*\/api\/v1\/account\/password$/;
    expect(consoleErrors.filter((e) => !expected.test(e))).toEqual([]);
  });

  test('an editor signs in in a pop-up window, and the portal moves on without leaving the page', async ({
    page,
  }) => {
    await page.goto(`/pages/login?redirect=${encodeURIComponent('/pages/profile')}`);
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in in a pop-up window instead' }).click();
    const popup = await opened;
    await expect(page.getByText('Finish signing in in the pop-up window…')).toBeVisible();
    await expect(
      popup.getByRole('heading', { level: 1, name: 'County staff sign-in' }),
    ).toBeVisible();
    await popup.getByLabel('Email').fill(EDITOR.email);
    await popup.getByLabel('Password').fill(EDITOR.password);
    await Promise.all([
      popup.waitForEvent('close', { timeout: 30_000 }),
      popup.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    // The pop-up handed its answer to this page, which signed in and went where it was asked.
    await page.waitForURL((url) => url.pathname === '/pages/profile', { timeout: 30_000 });
    await expect(page.getByTestId('user-menu').getByTestId('user-name')).toHaveText(EDITOR.name);
    await expect(page.getByTestId('profile-identity')).toContainText(EDITOR.email);
  });

  test('closing the pop-up window says sign-in was cancelled and leaves the visitor signed out', async ({
    page,
  }) => {
    await page.goto('/pages/login');
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in in a pop-up window instead' }).click();
    const popup = await opened;
    await expect(popup.getByLabel('Password')).toBeVisible();
    await popup.close();
    await expect(page.getByTestId('staff-sign-in-error')).toHaveText(
      'Sign-in was cancelled. You are not signed in.',
    );
    await expect(page).toHaveURL(/\/pages\/login$/);
    expect(await hasProviderTokens(page)).toBe(false);
    // The buttons work again.
    await expect(
      page.getByRole('button', { name: 'County staff sign-in', exact: true }),
    ).toBeEnabled();
  });

  test("a staff member's saved language is the portal's language from their next sign-in", async ({
    page,
  }) => {
    const menu = page.getByTestId('user-menu');
    const html = page.locator('html');
    const saveLanguage = async (code: string) => {
      const form = page.getByTestId('general-form');
      // The form's one choice; its label is in the language being left.
      await form.getByRole('combobox').selectOption(code);
      await form.getByRole('button').click();
      await expect(form.getByRole('status')).toBeVisible();
      await expect(html).toHaveAttribute('lang', code);
    };
    await signIn(page, TRANSLATOR, '/pages/account-settings');
    await saveLanguage('sw');

    await test.step('back to English in this browser, then out and in again', async () => {
      await page.getByTestId('language-menu').getByRole('button').first().click();
      await page.getByTestId('lang-en').click();
      await expect(html).toHaveAttribute('lang', 'en');
      await menu.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      // Through the provider's end of session and back to the dashboard.
      await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
      await expect(menu.getByTestId('user-name')).toHaveText('Visitor');
      await expect.poll(() => hasProviderTokens(page), { timeout: 30_000 }).toBe(false);
      await signIn(page, TRANSLATOR, '/pages/account-settings');
      await expect(html).toHaveAttribute('lang', 'sw');
    });

    await test.step('a reload keeps the language chosen since (only a sign-in applies it)', async () => {
      await page.getByTestId('language-menu').getByRole('button').first().click();
      await page.getByTestId('lang-fr').click();
      await expect(html).toHaveAttribute('lang', 'fr');
      await page.reload();
      await expect(menu.getByTestId('user-name')).toHaveText(TRANSLATOR.name);
      await expect(page.getByTestId('general-form')).toBeVisible();
      await expect(html).toHaveAttribute('lang', 'fr');
      // Back to English, so a retry starts where the first try did.
      await saveLanguage('en');
    });
  });

  test("the provider's sign-in page speaks the portal's language", async ({ page }) => {
    const html = page.locator('html');
    await page.goto('/');
    await page.getByTestId('language-menu').getByRole('button').first().click();
    await page.getByTestId('lang-sw').click();
    await expect(html).toHaveAttribute('lang', 'sw');
    await page.goto('/pages/login?redirect=%2F');
    const name = 'Kuingia kwa wafanyakazi wa kaunti';
    await page.getByRole('button', { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'sw');
    await expect(page.getByLabel('Nenosiri')).toBeVisible();
    // Cancelling goes back to the portal, still in Kiswahili.
    await page.getByRole('button', { name: 'Ghairi' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc'), { timeout: 30_000 });
    await expect(html).toHaveAttribute('lang', 'sw');
  });

  test('an admin signed in through the provider has the admin role', async ({ page }) => {
    await signIn(page, ADMIN, '/analytics');
    await expect(page.getByTestId('user-menu').getByTestId('current-role')).toHaveText('Admin');
    await expect(page).toHaveURL(/\/analytics$/);
  });

  test('cancelling at the provider comes back as access_denied: a clear message, signed out', async ({
    page,
  }) => {
    await openProvider(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/pages\/login\?sso=cancelled$/, { timeout: 30_000 });
    await expect(page.getByTestId('staff-sign-in-error')).toHaveText(
      'Sign-in was cancelled. You are not signed in.',
    );
    await expect(page.getByTestId('signed-in-notice')).toHaveCount(0);
    expect(await hasProviderTokens(page)).toBe(false);
    await page.goto('/');
    await expect(page.getByTestId('user-menu').getByTestId('user-name')).toHaveText('Visitor');
  });

  test('a callback address with error=access_denied leaves the visitor signed out', async ({
    page,
  }) => {
    await page.goto('/pages/login?error=access_denied&state=not-ours');
    await expect(page.getByTestId('staff-sign-in-error')).toHaveText(
      'Sign-in was cancelled. You are not signed in.',
    );
    await expect(page).toHaveURL(/\/pages\/login\?sso=cancelled$/);
    await expect(page.getByTestId('signed-in-notice')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByTestId('user-menu').getByTestId('current-role')).toHaveText(
      'Not signed in',
    );
  });
});

test.describe('the visitor in the user menu', () => {
  test('is a visitor; "View as" changes the menu, never the identity shown', async ({
    page,
    presetLayout,
  }) => {
    const settingsRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/auth/config')) settingsRequests.push(r.url());
    });
    await presetLayout({ layout: 'vertical' });
    await page.goto('/');
    const menu = page.getByTestId('user-menu');
    await expect(menu.getByTestId('user-name')).toHaveText('Visitor');
    await expect(menu.getByTestId('current-role')).toHaveText('Not signed in');
    await expect(menu).not.toContainText('Guest');
    const sidebar = page.getByTestId('vertical-menu');
    await expect(sidebar.getByRole('link', { name: 'Analytics', exact: true })).toBeVisible();

    await menu.getByRole('button', { name: 'User menu' }).click();
    const viewAs = page.getByRole('group', { name: 'View as' });
    await expect(viewAs).toContainText('A preview of the menu each role sees');
    await viewAs.getByRole('menuitemradio', { name: 'Editor' }).click();

    await expect(sidebar.getByRole('link', { name: 'Analytics', exact: true })).toHaveCount(0);
    await expect(menu.getByTestId('user-name')).toHaveText('Visitor');
    await expect(menu.getByTestId('current-role')).toHaveText('Not signed in');
    await expect(menu.getByTestId('view-as-badge')).toHaveText('Preview: Editor');

    await menu.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'End the preview' }).click();
    await expect(sidebar.getByRole('link', { name: 'Analytics', exact: true })).toBeVisible();
    await expect(menu.getByTestId('view-as-badge')).toHaveCount(0);
    // A visitor's pages never ask for the sign-in settings.
    expect(settingsRequests).toEqual([]);
  });
});
