import { test, type Locator, type Page } from '@playwright/test';

/** The admin shell: layouts, menus, navbar. Returns locators; specs assert. */
export class Shell {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('app-shell');
  }
  get sidebar(): Locator {
    return this.page.getByTestId('sidebar');
  }
  get verticalMenu(): Locator {
    return this.page.getByTestId('vertical-menu');
  }
  get horizontalMenu(): Locator {
    return this.page.getByTestId('horizontal-menu');
  }
  get navbar(): Locator {
    return this.page.getByTestId('navbar');
  }
  get footer(): Locator {
    return this.page.getByTestId('app-footer');
  }
  get html(): Locator {
    return this.page.locator('html');
  }
  get scrollToTop(): Locator {
    return this.page.getByRole('button', { name: /scroll to top/i });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.root.or(this.page.getByTestId('full-layout')).first().waitFor();
  }

  async chooseLanguage(code: 'en' | 'de' | 'fr' | 'pt' | 'sw'): Promise<void> {
    await test.step(`choose language ${code}`, async () => {
      await this.page.getByTestId('language-menu').getByRole('button').first().click();
      await this.page.getByTestId(`lang-${code}`).click();
    });
  }

  async changeRole(role: 'admin' | 'editor'): Promise<void> {
    await test.step(`change role to ${role}`, async () => {
      await this.page.getByTestId('user-menu').getByRole('button').first().click();
      await this.page.getByTestId(`role-${role}`).click();
    });
  }
}
