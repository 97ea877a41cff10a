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

/** The paths of the page's requests that `wanted` accepts, as they are made (a live list). */
export function requestedPaths(page: Page, wanted: (path: string) => boolean): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (wanted(pathname)) paths.push(pathname);
  });
  return paths;
}
