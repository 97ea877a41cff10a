import { expect, test, type Page } from '@playwright/test';

export const EDITOR = { email: 'editor@makueni.test', password: 'Editor-pass-2026!' };
export const ADMIN = { email: 'admin@makueni.test', password: 'Admin-pass-2026!' };

/** Signs in through the portal's own OpenID provider and waits to be back on `returnTo`. */
export async function staffSignIn(
  page: Page,
  account: { email: string; password: string },
  returnTo: string,
): Promise<void> {
  await test.step(`sign in as ${account.email}`, async () => {
    await page.goto(`/pages/login?redirect=${encodeURIComponent(returnTo)}`);
    await page.getByRole('button', { name: 'County staff sign-in' }).first().click();
    // The provider's own page (the portal's login page has email and password fields too).
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'County staff sign-in' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === returnTo, { timeout: 30_000 });
  });
}

/** The signed-in staff member's access token, as the OpenID client keeps it. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:')) {
        const user = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string };
        if (user.access_token) return user.access_token;
      }
    }
    return null;
  });
  expect(token, 'an access token in the OpenID client store').toBeTruthy();
  return token!;
}

export async function staffSignOut(page: Page): Promise<void> {
  await test.step('sign out', async () => {
    // Signed out of the provider too: its sign-out form was sent. Until then the provider
    // still knows the browser, and a next sign-in would come straight back as this account.
    const ended = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/oidc/session/end/confirm' && r.method() === 'POST',
      { timeout: 30_000 },
    );
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    // The provider sends its form itself when the portal asked with an ID token; otherwise it
    // asks to confirm.
    void page
      .getByRole('button', { name: 'Sign out', exact: true })
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    await (await ended).response();
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc'), { timeout: 30_000 });
    // Back on the portal with no staff session left in the OpenID client's store.
    await expect
      .poll(
        () =>
          page
            .evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('oidc.user:')))
            .catch(() => true), // mid-navigation: ask again
        { timeout: 30_000 },
      )
      .toBe(false);
    await expect(page.getByTestId('user-menu')).toContainText('Not signed in');
  });
}
