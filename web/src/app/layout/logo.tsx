import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The county logo, 50x50, linking to Home. */
export function Logo({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="brand-logo" aria-label={t('brand.home')}>
      <img src="/logo.svg" alt="" width={50} height={50} data-testid="logo-image" />
      {showName ? <span className="brand-text">{t('brand.name')}</span> : null}
    </Link>
  );
}
