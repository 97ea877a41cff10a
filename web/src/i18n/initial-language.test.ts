import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage } from './index';
import { LANGUAGE_STORAGE_KEY } from './languages';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('the first language', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("follows the browser's language on a first visit", () => {
    browserLanguages(['sw-KE', 'sw', 'en']);
    expect(initialLanguage()).toBe('sw');
    browserLanguages(['fr-FR']);
    expect(initialLanguage()).toBe('fr');
  });

  it('is English when the browser prefers no language the portal speaks', () => {
    browserLanguages(['kam', 'ja']);
    expect(initialLanguage()).toBe('en');
  });

  it("keeps the visitor's own choice over the browser's", () => {
    browserLanguages(['sw-KE']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(initialLanguage()).toBe('de');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(initialLanguage()).toBe('sw');
  });
});

describe('Kiswahili', () => {
  it('falls back to English key by key where a namespace has no Kiswahili, with nothing logged', async () => {
    const { i18next, i18nReady } = await import('./index');
    await i18nReady;
    const logged = [
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
    ];
    await i18next.changeLanguage('sw');
    await i18next.loadNamespaces(['chat', 'projects']);
    expect(i18next.t('chat:loading')).toBe('Loading your chats…');
    expect(i18next.t('projects:filters.ward')).toBe('Wadi');
    expect(i18next.t('menu.home')).toBe('Nyumbani');
    expect(document.documentElement.lang).toBe('sw');
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    await i18next.changeLanguage('en');
  });
});
