import type { Browser } from 'playwright-core';

/** Sample pages the registry lists only with a parameter. */
const SAMPLE_ROUTES = ['/projects/MKN-2018-00002'];

/** The registry's pages as the running app hands them to its bookmarks. */
export async function registryRoutes(browser: Browser, baseUrl: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A sample app starts the in-browser service that answers the bookmarks call.
    await page.goto(`${baseUrl}/email/inbox`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 60_000,
    });
    const links = await page.evaluate(async () => {
      const response = await fetch('/api/search/bookmarks/data');
      const body = (await response.json()) as { searchResult: { link: string }[] };
      return body.searchResult.map((bookmark) => bookmark.link);
    });
    return [...new Set([...links.filter((link) => link.startsWith('/')), ...SAMPLE_ROUTES])];
  } finally {
    await context.close();
  }
}
