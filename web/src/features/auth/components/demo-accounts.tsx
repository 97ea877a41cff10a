import { DEMO_ACCOUNTS, type DemoAccount } from '@app/common/apps/auth-constants';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** demo, admin or staff: the part of the address before the @. */
export const demoKind = (account: DemoAccount): string =>
  account.email.split('@')[0] ?? account.email;

interface DemoAccountsProps {
  onUse: (account: DemoAccount) => void;
  disabled?: boolean;
}

/** The sample logins of the demo service, each with a one-click sign-in. */
export function DemoAccounts({ onUse, disabled = false }: DemoAccountsProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  return (
    <div className="auth-demo" data-testid="demo-accounts">
      <h2 id="demo-accounts-title" className="h6 mb-1">
        {t('demo.title')}
      </h2>
      <p className="auth-subtitle small mb-3">{t('demo.intro')}</p>
      <ul className="list-unstyled mb-0 auth-demo-list">
        {DEMO_ACCOUNTS.map((account) => {
          const kind = demoKind(account);
          return (
            <li key={account.email} className="auth-demo-item" data-testid={`demo-account-${kind}`}>
              <div className="auth-demo-head">
                <span className="fw-semibold">
                  {t(`demo.kinds.${kind}`, { defaultValue: kind })}
                </span>
                <span className="badge auth-demo-role">{tc(`roles.${account.role}`)}</span>
              </div>
              <dl className="auth-demo-credentials">
                <div>
                  <dt>{t('demo.email')}</dt>
                  <dd>
                    <code translate="no">{account.email}</code>
                  </dd>
                </div>
                <div>
                  <dt>{t('demo.password')}</dt>
                  <dd>
                    <code translate="no">{account.password}</code>
                  </dd>
                </div>
              </dl>
              <button
                type="button"
                className="btn btn-sm btn-primary auth-demo-use"
                onClick={() => onUse(account)}
                disabled={disabled}
                aria-label={t('demo.useLabel', {
                  name: account.name,
                  kind: t(`demo.kinds.${kind}`, { defaultValue: kind }),
                })}
              >
                <LogIn size={16} aria-hidden="true" className="me-1 auth-flip-rtl" />
                {t('demo.use')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
