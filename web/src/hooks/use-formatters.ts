import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { makeFormatters, type Formatters } from '@/lib/format';

/** Formatters for the current UI language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => makeFormatters(language), [language]);
}
