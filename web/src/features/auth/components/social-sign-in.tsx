import { useState } from 'react';
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { readOidcConfig } from '../oidc-config';

const PROVIDERS = [
  { id: 'google', name: 'Google', label: 'Google', mark: 'G' },
  { id: 'facebook', name: 'Facebook', label: 'Facebook', mark: 'f' },
  { id: 'x', name: 'X (Twitter)', label: 'X', mark: 'X' },
  { id: 'github', name: 'GitHub', label: 'GitHub', mark: 'GH' },
] as const;

type Notice = { kind: 'info' | 'danger'; text: string } | null;

/**
 * Other ways to sign in. The four social providers are not configured for the portal and say
 * so. The county account (OpenID Connect) works when the build configures it.
 */
export function SocialSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const [notice, setNotice] = useState<Notice>(null);
  const [redirecting, setRedirecting] = useState(false);

  const signInWithCounty = async () => {
    const config = readOidcConfig();
    if (!config) {
      setNotice({ kind: 'info', text: t('social.oidcNotConfigured') });
      return;
    }
    setRedirecting(true);
    setNotice({ kind: 'info', text: t('social.oidcRedirecting') });
    try {
      const { beginSignIn } = await import('../oidc');
      await beginSignIn(config, returnTo);
    } catch {
      setRedirecting(false);
      setNotice({ kind: 'danger', text: t('social.oidcFailed') });
    }
  };

  return (
    <div className="auth-social">
      <div className="auth-divider">
        <span>{t('social.or')}</span>
      </div>
      <button
        type="button"
        className="btn btn-outline-light w-100 mb-2 auth-oidc"
        onClick={() => void signInWithCounty()}
        disabled={redirecting}
        aria-describedby={notice ? 'auth-social-notice' : undefined}
      >
        <Landmark size={18} aria-hidden="true" className="me-2" />
        {t('social.oidc')}
      </button>
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
