import { de, enGB, fr, pt } from 'date-fns/locale';
import type { Locale } from 'date-fns';
import { registerLocale } from 'react-datepicker';
import { useTranslation } from 'react-i18next';

/**
 * date-fns locales for the app's languages, under the codes the pickers know them by. English
 * is British English (day first, as Kenya writes dates); the picker reserves the bare code `en`
 * for its built-in American English.
 */
export const PICKER_LOCALES: Record<string, Locale> = { 'en-GB': enGB, de, fr, pt };

const BY_LANGUAGE: Record<string, string> = { en: 'en-GB', de: 'de', fr: 'fr', pt: 'pt' };

for (const [code, locale] of Object.entries(PICKER_LOCALES)) registerLocale(code, locale);

/** The registered picker locale of the current language (English when it has none). */
export function pickerLocaleCode(language: string): string {
  return BY_LANGUAGE[language.split('-')[0] ?? 'en'] ?? 'en-GB';
}

/** The current language's picker locale code, for the pickers' `locale` prop. */
export function usePickerLocale(): string {
  const { i18n } = useTranslation();
  return pickerLocaleCode(i18n.language);
}
