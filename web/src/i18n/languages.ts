export const LANGUAGES = [
  { code: 'en', label: 'English', flag: 'GB' },
  { code: 'de', label: 'Deutsch', flag: 'DE' },
  { code: 'fr', label: 'Français', flag: 'FR' },
  { code: 'pt', label: 'Português', flag: 'PT' },
  { code: 'sw', label: 'Kiswahili', flag: 'KE' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'lang';
export const isLanguage = (v: unknown): v is LanguageCode => LANGUAGES.some((l) => l.code === v);

/**
 * The first of the browser's preferred languages (`navigator.languages`, best first) that the
 * portal speaks, by its base language: "sw-KE" and "sw" are Kiswahili, "pt-BR" Portuguese.
 */
export function preferredLanguage(preferred: readonly string[]): LanguageCode | undefined {
  for (const tag of preferred) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/**
 * The locale numbers and dates are formatted in for a UI language: English and Kiswahili use
 * Kenyan conventions ("Ksh", Kenyan dates), the others their own.
 */
export function localeOf(language: string | undefined): string {
  if (!language || language === 'en' || language.startsWith('en-')) return 'en-KE';
  if (language === 'sw' || language.startsWith('sw-')) return 'sw-KE';
  return language;
}

/**
 * The first Intl formatter a page builds sets up the engine's Intl support and its locale data:
 * 20-80 ms of main thread on a slow phone, whatever the locale; the ones after cost little. In
 * Chromium that set-up is shared by all threads of the page's process, so a short-lived worker
 * does it here, off the main thread. Pages that show numbers call this while their data is on
 * the way (their routes' prefetch) and wait for it before the render that shows the data.
 * Resolves once done; at once where there are no workers, or if the worker fails (the first
 * formatter then pays, as without this).
 */
export function warmUpIntl(language: string | undefined): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-worker.ts', import.meta.url), {
        type: 'module',
        name: 'intl-warm-up',
      });
    } catch {
      resolve();
      return;
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.addEventListener('message', done, { once: true });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      done();
    });
    worker.postMessage(localeOf(language));
  });
}
