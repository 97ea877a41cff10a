import { ExternalLink, KeyRound, Building2, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_PATH } from '@/config/paths';
import type { AccountFacts } from '../use-account-view';

/** Where the account lives: the portal's built-in sign-in, the county's provider, or a demo. */
export function ConnectionsTab({
  account,
  authority,
}: {
  account: AccountFacts;
  /** The provider's address, when the sign-in settings are known (linked for an external one). */
  authority: string | null;
}) {
  const { t } = useTranslation('account');
  if (account.kind === 'demo') {
    return (
      <div data-testid="connections">
        <h2 className="h6 d-flex align-items-center gap-2">
          <FlaskConical size={16} aria-hidden="true" />
          {t('connections.demoTitle')}
        </h2>
        <p>{t('connections.demoBody')}</p>
        <Link to={LOGIN_PATH} className="btn btn-outline-primary btn-sm">
          {t('demo.staffSignIn')}
        </Link>
      </div>
    );
  }
  const external = account.provider === 'external';
  return (
    <div data-testid="connections">
      <h2 className="h6 d-flex align-items-center gap-2">
        {external ? (
          <Building2 size={16} aria-hidden="true" />
        ) : (
          <KeyRound size={16} aria-hidden="true" />
        )}
        {external ? t('connections.externalTitle') : t('connections.embeddedTitle')}
      </h2>
      <p>{external ? t('connections.externalBody') : t('connections.embeddedBody')}</p>
      {authority && external ? (
        <p className="small mb-2">
          {t('connections.address')}{' '}
          <a
            href={authority}
            target="_blank"
            rel="noreferrer"
            className="text-break"
            translate="no"
          >
            {authority}
            <ExternalLink size={12} aria-hidden="true" className="ms-1" />
            <span className="visually-hidden"> ({t('connections.newTab')})</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}
