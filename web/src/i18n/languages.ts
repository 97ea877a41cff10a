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
