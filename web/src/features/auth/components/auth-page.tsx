import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';

/** The frame of the account pages: the county logo linking to Home above the page's content. */
export function AuthPage({
  testId,
  title,
  wide = false,
  children,
}: {
  testId: string;
  /** The document title. */
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The shell's document title shows it ("<title> · <portal>").
  usePageTitle(title);
  return (
    <div className={`auth-wrapper${wide ? ' auth-wrapper-wide' : ''}`} data-testid={testId}>
      <Link to="/" className="auth-brand" aria-label={t('brand.home')}>
        <img src="/logo.svg" alt="" width={50} height={50} />
        <span>{t('brand.name')}</span>
      </Link>
      {children}
    </div>
  );
}

interface AuthCardProps {
  id: string;
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/** A card holding one account form, titled for the whole page. */
export function AuthCard({ id, title, subtitle, icon, children }: AuthCardProps) {
  return (
    <section className="card auth-card" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        {icon ? (
          <div className="auth-card-icon" aria-hidden="true">
            {icon}
          </div>
        ) : null}
        <h1 id={`${id}-title`} className="h3 mb-1">
          {title}
        </h1>
        {subtitle ? <p className="auth-subtitle mb-4">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
