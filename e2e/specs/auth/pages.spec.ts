import { seriousAxeViolations } from '../../axe';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { hold, requestedPaths } from '../../network';

/** The card holding the page's form: a region named by the page's one level-1 heading. */
const authCard = (page: Page) =>
  page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) });

const PAGES = [
  '/pages/login',
  '/pages/register',
  '/pages/forgot-password',
  '/pages/reset-password',
  '/pages/lock-screen',
];

test.describe('account pages', () => {
  for (const path of PAGES) {
    for (const width of [360, 1400]) {
      test(`${path} at ${width}px: logo to Home, no overflow, no serious axe violations`, async ({
        page,
        consoleErrors,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await authCard(page).first().waitFor();
        await expect(page.getByRole('link', { name: /go to Home/ }).first()).toHaveAttribute(
          'href',
          '/',
        );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page, 'html')).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('right to left mirrors the login page', async ({ page, presetLayout }) => {
    await presetLayout({ direction: 'rtl' });
    await page.goto('/pages/login');
    await authCard(page).waitFor();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = await authCard(page).boundingBox();
    const aside = await page.getByRole('complementary', { name: 'Demo accounts' }).boundingBox();
    expect(card && aside && card.x > aside.x).toBe(true);
  });

  test('forgot password confirms without pretending to send email', async ({ page }) => {
    await page.goto('/pages/forgot-password');
    await page.getByLabel('Email').fill('someone@makueni.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('forgot-confirmation')).toContainText(
      'This portal does not send email',
    );
  });

  test('reset password shows the rules and the mismatch', async ({ page }) => {
    await page.goto('/pages/reset-password');
    await page.getByLabel('New password', { exact: true }).fill('Kilimo2026');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Kilimo2025');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(page.getByLabel('Confirm new password', { exact: true })).toBeFocused();
  });
});

test.describe('the sign-in forms on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  // zod and the sign-in calls are most of these pages' code: the form is drawn without them and
  // they load once it is on screen, in time for the first check.
  test('login and register draw their form before their checks and calls have loaded', async ({
    page,
    consoleErrors,
  }) => {
    const release = await hold(page, /\/assets\/(zod|auth-api|validation)-[\w-]+\.js$/);
    const asked = requestedPaths(page, (path) => /\/assets\/(zod|auth-api|validation)-/.test(path));

    const html = (await (await page.goto('/pages/login'))?.text()) ?? '';
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    // The page's HTML names its own scripts, not these: they are asked for once it is drawn.
    expect(html).toMatch(/\/assets\/login-page-[\w-]+\.js/);
    expect(html).not.toMatch(/\/assets\/(zod|auth-api|validation)-/);
    await expect.poll(() => asked.some((path) => path.includes('/zod-'))).toBe(true);
    release();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();

    await page.goto('/pages/register');
    await page.getByLabel('Email', { exact: true }).fill('demo@makueni.example');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Accept the terms of use to create an account.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('account pages with messages', () => {
  test('login and register errors keep AA contrast', async ({ page }) => {
    await page.goto('/pages/login');
    await page.getByLabel('Email', { exact: true }).fill('admin@makueni.example');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    expect(await seriousAxeViolations(page, 'html')).toEqual([]);

    await page.goto('/pages/register');
    await page.getByLabel('Email', { exact: true }).fill('demo@makueni.example');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Accept the terms of use to create an account.')).toBeVisible();
    expect(await seriousAxeViolations(page, 'html')).toEqual([]);
  });
});

test.describe('a browser that cannot run the sample service', () => {
  test.use({ serviceWorkers: 'block' });

  test('the login form shows at once, and says why the demo sign-in cannot work', async ({
    page,
  }) => {
    await page.goto('/pages/login');
    await expect(authCard(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'The sample data service could not start in this browser.',
    );
  });
});
