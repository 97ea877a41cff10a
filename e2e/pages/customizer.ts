import { test, type Locator, type Page } from '@playwright/test';

export class Customizer {
  constructor(readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByTestId('customizer');
  }
  get toggle(): Locator {
    return this.page.getByTestId('customizer-toggle');
  }

  async open(): Promise<void> {
    if (await this.panel.isVisible()) return;
    await this.toggle.click();
    await this.panel.waitFor();
  }

  /** Picks a radio option of a customizer group, e.g. choose('layout', 'vertical'). */
  async choose(group: string, value: string): Promise<void> {
    await test.step(`customizer ${group} = ${value}`, async () => {
      await this.open();
      await this.page.locator(`#cz-${group}-${value}`).check({ force: true });
    });
  }

  option(group: string, value: string): Locator {
    return this.page.locator(`#cz-${group}-${value}`);
  }

  group(group: string): Locator {
    return this.page.getByTestId(`customizer-${group}`);
  }

  switchFor(id: 'rtl' | 'sidebarCollapsed' | 'hideScrollToTop'): Locator {
    return this.page.getByTestId(`customizer-${id}`);
  }
}
