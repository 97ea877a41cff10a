import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';

export type FormFactor = 'mobile' | 'desktop';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Empties localStorage in the profile Lighthouse uses, through a short Playwright connection
 * over CDP. Returns how many entries were left (0 unless the clear failed).
 */
export async function clearLocalStorage(port: number, baseUrl: string): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default browser context');
    const page = await context.newPage();
    // Any document of the origin will do; the health check is small and runs no app code.
    await page.goto(`${baseUrl}/api/health`, { waitUntil: 'domcontentloaded' });
    const left = await page.evaluate(() => {
      localStorage.clear();
      return localStorage.length;
    });
    await page.close();
    return left;
  } finally {
    // For a CDP connection this only disconnects; Chrome keeps running for Lighthouse.
    await browser.close();
  }
}

export async function runOnce(port: number, url: string, formFactor: FormFactor): Promise<Result> {
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(
      `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  return result.lhr;
}
