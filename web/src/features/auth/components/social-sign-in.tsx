import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PROVIDERS = [
  { id: 'google', name: 'Google', label: 'Google', mark: 'G' },
  { id: 'facebook', name: 'Facebook', label: 'Facebook', mark: 'f' },
  { id: 'x', name: 'X (Twitter)', label: 'X', mark: 'X' },
  { id: 'github', name: 'GitHub', label: 'GitHub', mark: 'GH' },
] as const;

type Notice = { kind: 'info' | 'danger'; text: string } | null;

/**
 * The social sign-ins of the sample pages. None is configured for the portal, and each says so;
 * county staff use "County staff sign-in" above.
 */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <div className="auth-social">
      <div className="auth-divider">
        <span>{t('social.or')}</span>
      </div>
      <div className="auth-social-grid">
        {PROVIDERS.map((p) => (
          <button
            key={p.id}
            type="button"
            className="btn btn-outline-secondary"
            data-provider={p.id}
            aria-label={t('social.providerLabel', { provider: p.name })}
            aria-describedby={notice ? 'auth-social-notice' : undefined}
            onClick={() =>
              setNotice({ kind: 'info', text: t('social.notConfigured', { provider: p.name }) })
            }
          >
            <span className={`auth-social-mark auth-social-${p.id}`} aria-hidden="true">
              {p.mark}
            </span>
            <span>{p.label}</span>
          </button>
        ))}
      </div>
      <div aria-live="polite" aria-atomic="true">
        {notice ? (
          <div
            id="auth-social-notice"
            className={`alert alert-${notice.kind} mt-3 mb-0 py-2`}
            data-testid="social-notice"
          >
            {notice.text}
          </div>
        ) : null}
      </div>
    </div>
  );
}
