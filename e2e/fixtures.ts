import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { Customizer } from './pages/customizer';
import { Shell } from './pages/shell';

export interface LayoutPrefs {
  layout?: 'vertical' | 'horizontal';
  theme?: 'light' | 'dark' | 'semi-dark';
  direction?: 'ltr' | 'rtl';
  [key: string]: unknown;
}

interface Fixtures {
  shell: Shell;
  customizer: Customizer;
  /** Console errors and page errors seen during the test. */
  consoleErrors: string[];
  /** Stores layout settings before the app loads. */
  presetLayout: (prefs: LayoutPrefs) => Promise<void>;
  /** Stores a role before the app loads. */
  presetRole: (role: 'admin' | 'editor') => Promise<void>;
  /** Stores a chosen language before the app loads, as the language menu does. */
  presetLanguage: (lang: 'en' | 'de' | 'fr' | 'pt' | 'sw') => Promise<void>;
}

const IGNORED_CONSOLE = [
  // Map tiles are the one thing fetched from outside; the closed test network refuses them.
  /tile\.openstreetmap\.org/,
  /net::ERR_(NAME_NOT_RESOLVED|CONNECTION_REFUSED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE)/,
];

export async function setStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((e) => {
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // The first-visit tour is tested on its own; elsewhere it stays out of the way.
    await setStorage(page, { 'shell-tour-done': '1' });
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const record = (text: string) => {
      if (!IGNORED_CONSOLE.some((r) => r.test(text))) errors.push(text);
    };
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error') record(`${m.text()} ${m.location().url}`);
    });
    page.on('pageerror', (e) => record(`pageerror: ${e.message}`));
    await use(errors);
  },
  shell: async ({ page }, use) => use(new Shell(page)),
  customizer: async ({ page }, use) => use(new Customizer(page)),
  presetLayout: async ({ page }, use) =>
    use(async (prefs) => setStorage(page, { 'layout-settings': JSON.stringify(prefs) })),
  presetRole: async ({ page }, use) => use(async (role) => setStorage(page, { 'user-role': role })),
  presetLanguage: async ({ page }, use) => use(async (lang) => setStorage(page, { lang })),
});

export { expect };
