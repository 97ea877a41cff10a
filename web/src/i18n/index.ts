import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  preferredLanguage,
  type LanguageCode,
} from './languages';

/**
 * Every namespace of every language is its own chunk (`locales/<lng>/<ns>.json`), fetched when
 * first needed; only English shell strings ship with the first paint.
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = bundles[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

/** The visitor's own choice if they made one, else the browser's language, else English. */
export function initialLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    /* storage unavailable: go by the browser */
  }
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return preferredLanguage(browser) ?? DEFAULT_LANGUAGE;
}

export const i18nReady = i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: ['common'],
    defaultNS: 'common',
    // Lazily loaded namespaces (e.g. 'shell') still reach the shell's common strings.
    fallbackNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common: enCommon } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: true },
  });

i18next.on('languageChanged', (lng) => {
  // The build also evaluates this module, in Node, to read the route registry.
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute('lang', lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* not persisted: the choice still applies for this visit */
  }
});

export { i18next };

/**
 * A lazy page loaded together with the translation namespaces it renders with, so both arrive in
 * one round trip instead of the page asking for its strings only once it runs.
 */
export function withNamespaces<T>(page: Promise<T>, namespaces: readonly string[]): Promise<T> {
  return Promise.all([page, i18next.loadNamespaces([...namespaces])]).then(([module]) => module);
}
