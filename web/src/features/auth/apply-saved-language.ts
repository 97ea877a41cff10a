import { accountSchema } from '@app/common/staff';
import { i18next } from '@/i18n';
import { isLanguage } from '@/i18n/languages';
import { staffAccessToken } from '@/lib/api/staff-token';

/**
 * After a staff member signs in (not when a stored session is restored): shows the portal in
 * the language saved in their account settings, when it is one of the portal's and not already
 * the one shown. Loaded only then (it brings the account's schema). A failed call changes
 * nothing: the portal keeps the language it had.
 */
export async function applySavedLanguage(request: typeof fetch = fetch): Promise<void> {
  try {
    const token = await staffAccessToken();
    if (!token) return;
    const res = await request('/api/v1/account', {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (!res.ok) return;
    const account = accountSchema.safeParse(await res.json());
    const saved = account.success ? account.data.settings.language : undefined;
    if (saved && isLanguage(saved) && saved !== i18next.language)
      await i18next.changeLanguage(saved);
  } catch {
    // Keep the current language.
  }
}
