import type { Locator, Page } from '@playwright/test';

/** A demo card of a catalogue page: a region named by its title. */
export function demoCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** The catalogue page's own title, its one level-1 heading. */
export function demoPageTitle(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}
