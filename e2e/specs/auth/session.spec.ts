import { expect, test } from '../../fixtures';
import { AuthPages } from './auth-page';

// Restoring a session starts the mock service on demand (its 180 KB client and the service
// worker); with two browsers and two servers sharing a 2-core runner that can take over 15 s.
const RESTORE = { timeout: 40_000 };

test.describe('session', () => {
  test('survives a reload', async ({ page }) => {
    const auth = new AuthPages(page);
    await auth.logIn('staff@makueni.example', 'Staff@1234');
    await expect(auth.userMenu).toContainText('Ndinda Wambua');
    const before = await auth.storedToken();
    await page.reload();
    await expect(auth.userMenu).toContainText('Ndinda Wambua', RESTORE);
    // The restore renews the token through refresh-token.
    await expect.poll(() => auth.storedToken(), RESTORE).not.toBe(before);
    expect(await auth.storedToken()).not.toBeNull();
  });

  test('logging out clears it, also after a reload', async ({ page }) => {
    const auth = new AuthPages(page);
    await auth.logIn('admin@makueni.example', 'Admin@1234');
    await expect(auth.userMenu).toContainText('Musyoka Mutua');
    await auth.logOut();
    await expect(auth.userMenu).toContainText('Visitor');
    expect(await auth.storedToken()).toBeNull();
    await page.reload();
    await expect(auth.userMenu).toContainText('Visitor');
    expect(await auth.storedToken()).toBeNull();
  });

  test('an invalid stored token is cleared on load', async ({ page }) => {
    const auth = new AuthPages(page);
    await page.goto('/pages/forgot-password');
    await page.evaluate(() => localStorage.setItem('accessToken', 'forged.token.value'));
    await page.goto('/');
    await expect(auth.userMenu).toContainText('Visitor');
    await expect.poll(() => auth.storedToken(), RESTORE).toBeNull();
  });

  test('the lock screen shows the user and unlocks with the password', async ({ page }) => {
    const auth = new AuthPages(page);
    await auth.logIn('demo@makueni.example', 'Demo@1234');
    await expect(auth.userMenu).toContainText('Mwende Kioko');
    await page.goto('/pages/lock-screen');
    await expect(page.getByTestId('lock-user')).toContainText('Mwende Kioko');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('Email Or Password Invalid')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(auth.userMenu).toContainText('Mwende Kioko');
  });
});
