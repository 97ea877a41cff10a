import type { Locator, Page } from '@playwright/test';

/**
 * The elements inside `scope` that say they are still loading (`aria-busy="true"`). The one CSS
 * selector the specs share: aria-busy is a state, and no role, label or text query reads it.
 */
export function busyIn(scope: Page | Locator): Locator {
  // eslint-disable-next-line playwright/no-raw-locators -- an ARIA state no getBy* query finds
  return scope.locator('[aria-busy="true"]');
}
