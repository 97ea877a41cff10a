import type { Page } from '@playwright/test';

/** Holds every request to `url` until the returned function is called. */
export async function hold(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
