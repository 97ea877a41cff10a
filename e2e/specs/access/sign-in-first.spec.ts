import { seriousAxeViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { hold, requestedPaths } from '../../network';
import { ADMIN, staffSignIn } from '../staff-writes/staff-session';

/**
 * A staff page opened with no session asks to sign in at once: on a phone, without waiting for
 * the page's code or a refused call to the server. Signing in from there brings the page back.
 */
test.describe('a staff page opened with no session', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('asks to sign in without the page code or a staff call, then opens after the sign-in', async ({
    page,
    consoleErrors,
  }) => {
    const code = /\/assets\/feedback-page-[\w-]+\.js$/;
    const asked = requestedPaths(
      page,
      (path) => code.test(path) || path.startsWith('/api/v1/staff/'),
    );
    const release = await hold(page, code);
    await page.goto('/staff/feedback');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: "Residents' feedback" }),
    ).toBeVisible();
    await expect(main.getByRole('alert')).toContainText('Sign in as county staff');
    const signIn = main.getByRole('link', { name: 'County staff sign-in' });
    await expect(signIn).toHaveAttribute('href', '/pages/login?redirect=%2Fstaff%2Ffeedback');
    const box = await signIn.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page, 'html')).toEqual([]);
    expect(asked).toEqual([]);
    release();

    await staffSignIn(page, ADMIN, '/staff/feedback');
    await expect(page.getByTestId('sign-in-first')).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: "Residents' feedback" }),
    ).toBeVisible();
    expect(asked.some((path) => code.test(path))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('analytics and the audit log ask the same, each under its own title', async ({ page }) => {
    for (const [path, title] of [
      ['/analytics', 'Analytics'],
      ['/staff/audit', 'Audit log'],
    ] as const) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main.getByRole('link', { name: 'County staff sign-in' })).toHaveAttribute(
        'href',
        `/pages/login?redirect=${encodeURIComponent(path)}`,
      );
    }
  });
});

test.describe('the account pages opened with no session', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const path of ['/pages/profile', '/pages/account-settings']) {
    test(`${path} asks to sign in before the session's code has loaded, without the account's`, async ({
      page,
      consoleErrors,
    }) => {
      const scripts = requestedPaths(page, (path) => path.endsWith('.js'));
      const release = await hold(page, /\/assets\/session-[\w-]+\.js$/);
      await page.goto(path);
      const card = page.getByTestId('account-signed-out');
      await expect(card).toBeVisible();
      // The account's own code (its API calls and their checks) is for someone signed in.
      expect(scripts.filter((s) => /\/assets\/(zod|[a-z]+-body)-/.test(s))).toEqual([]);
      await expect(card.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        `/pages/login?redirect=${encodeURIComponent(path)}`,
      );
      release();
      expect(consoleErrors).toEqual([]);
    });
  }
});
