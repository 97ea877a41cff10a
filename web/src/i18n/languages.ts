export const LANGUAGES = [
  { code: 'en', label: 'English', flag: 'GB' },
  { code: 'de', label: 'Deutsch', flag: 'DE' },
  { code: 'fr', label: 'Français', flag: 'FR' },
  { code: 'pt', label: 'Português', flag: 'PT' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'lang';
export const isLanguage = (v: unknown): v is LanguageCode => LANGUAGES.some((l) => l.code === v);

/** The locale numbers and dates are formatted in for a UI language (English uses Kenyan conventions: "Ksh"). */
export function localeOf(language: string | undefined): string {
  if (!language || language === 'en' || language.startsWith('en-')) return 'en-KE';
  return language;
}

/**
 * The first Intl formatter a page builds loads its locale's data: tens of milliseconds on a slow
 * phone, the rest cost little. Pages that show numbers call it while their data is on the way
 * (their routes' prefetch), which keeps that cost out of the render that shows the data; pages
 * without numbers never pay it.
 */
export function warmUpIntl(language: string | undefined): void {
  const warm = () => {
    try {
      new Intl.NumberFormat(localeOf(language)).format(1);
    } catch {
      /* an unknown locale: the formatters fall back on their own */
    }
  };
  // A task of its own: short, where inside a render it would lengthen a long one.
  setTimeout(warm, 0);
}
