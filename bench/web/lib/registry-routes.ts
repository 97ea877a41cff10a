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
    // A controlled page is not yet a mocked one: msw answers a client only once its own start has
    // told the worker so, and until then the call reaches the server (404). Ask until it answers.
    const links = await page.evaluate(async () => {
      for (let attempt = 0; attempt < 60; attempt++) {
        const response = await fetch('/api/search/bookmarks/data');
        if (response.ok) {
          const body = (await response.json()) as { searchResult: { link: string }[] };
          return body.searchResult.map((bookmark) => bookmark.link);
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      throw new Error('the mock service never answered /api/search/bookmarks/data');
    });
    return [...new Set([...links.filter((link) => link.startsWith('/')), ...SAMPLE_ROUTES])];
  } finally {
    await context.close();
  }
}
