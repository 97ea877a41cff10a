import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '@/i18n';
import { provideStaffTokens } from '@/lib/api/staff-token';
import { applySavedLanguage } from './apply-saved-language';

function account(language?: string) {
  return {
    sub: 'staff-1',
    name: 'Kalunde Musau',
    email: 'k.musau@makueni.example',
    role: 'editor',
    provider: 'embedded',
    managedHere: true,
    settings: {
      ...(language ? { language } : {}),
      notifications: { imports: true, edits: true, weeklySummary: false },
    },
    recent: [],
  };
}

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('the language saved in a staff account', () => {
  afterEach(async () => {
    provideStaffTokens(null);
    await i18next.changeLanguage('en');
  });

  it('is applied after sign-in, asking the account with the bearer token', async () => {
    await i18nReady;
    provideStaffTokens({ accessToken: async () => 'tok-1', renew: async () => null });
    const request = answer(account('sw'));
    await applySavedLanguage(request);
    expect(i18next.language).toBe('sw');
    const [url, init] = request.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/account');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');
  });

  it('changes nothing without a saved language, for one the portal lacks, or when the call fails', async () => {
    await i18nReady;
    provideStaffTokens({ accessToken: async () => 'tok-1', renew: async () => null });
    for (const request of [
      answer(account()),
      answer(account('zu')),
      answer({ message: 'Unauthorized' }, 401),
      answer({ not: 'an account' }),
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('offline');
      }),
    ]) {
      await applySavedLanguage(request);
      expect(i18next.language).toBe('en');
      expect(request).toHaveBeenCalledTimes(1);
    }
  });

  it('asks nothing when nobody is signed in as staff', async () => {
    provideStaffTokens({ accessToken: async () => null, renew: async () => null });
    const request = answer(account('fr'));
    await applySavedLanguage(request);
    expect(request).not.toHaveBeenCalled();
    expect(i18next.language).toBe('en');
  });
});
