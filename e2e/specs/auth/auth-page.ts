import { test, type Locator, type Page } from '@playwright/test';

/** The account pages and the navbar's user menu, as a user reaches them. Returns locators. */
export class AuthPages {
  constructor(readonly page: Page) {}

  get emailField(): Locator {
    return this.page.getByLabel('Email', { exact: true });
  }
  get passwordField(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }
  get signInButton(): Locator {
    return this.page.getByRole('button', { name: 'Sign in', exact: true });
  }
  get loginError(): Locator {
    return this.page.getByTestId('login-error');
  }
  get userMenu(): Locator {
    return this.page.getByTestId('user-menu');
  }

  demoAccount(kind: 'demo' | 'admin' | 'staff'): Locator {
    return this.page.getByTestId(`demo-account-${kind}`);
  }

  async openLogin(): Promise<void> {
    await this.page.goto('/pages/login');
    await this.emailField.waitFor();
  }

  async logIn(email: string, password: string): Promise<void> {
    await test.step(`log in as ${email}`, async () => {
      await this.openLogin();
      await this.emailField.fill(email);
      await this.passwordField.fill(password);
      await this.signInButton.click();
    });
  }

  async useDemoAccount(kind: 'demo' | 'admin' | 'staff'): Promise<void> {
    await test.step(`use the ${kind} demo account`, async () => {
      await this.openLogin();
      await this.demoAccount(kind).getByRole('button', { name: /^Use/ }).click();
    });
  }

  async logOut(): Promise<void> {
    await test.step('log out from the user menu', async () => {
      await this.userMenu.getByRole('button').first().click();
      await this.page
        .getByRole('menuitem', { name: 'Log out' })
        .or(this.page.getByRole('button', { name: 'Log out' }))
        .first()
        .click();
    });
  }

  storedToken(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('accessToken'));
  }
}
