import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface MiscPageProps {
  code?: string;
  title: string;
  body: string;
  art: ReactNode;
  actions?: ReactNode;
  testId: string;
}

/** The shared frame of the misc pages: brand, message, illustration, actions. */
export function MiscPage({ code, title, body, art, actions, testId }: MiscPageProps) {
  const { t } = useTranslation();
  return (
    <div className="misc-wrapper" data-testid={testId}>
      <Link to="/" className="misc-brand" aria-label={t('brand.home')}>
        <img src="/logo.svg" alt="" width={50} height={50} />
        <span>{t('brand.name')}</span>
      </Link>
      <div className="misc-inner text-center">
        {code ? (
          <p className="misc-code" aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1 className="h2 mb-2">{title}</h1>
        <p className="mb-4 misc-body">{body}</p>
        <div className="d-flex flex-wrap gap-2 justify-content-center mb-4">
          {actions ?? (
            <Link to="/" className="btn btn-primary">
              {t('errors.backHome')}
            </Link>
          )}
        </div>
        <div className="misc-art" aria-hidden="true">
          {art}
        </div>
      </div>
    </div>
  );
}

/** Simple line illustrations in the brand colours; decorative. */
export function Illustration({ kind }: { kind: 'lock' | 'lost' | 'broken' | 'clock' | 'tools' }) {
  const stroke = 'var(--bs-primary)';
  const common = {
    fill: 'none',
    stroke,
    strokeWidth: 6,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  return (
    <svg viewBox="0 0 240 160" width="240" height="160" role="presentation">
      <ellipse cx="120" cy="146" rx="90" ry="8" fill="var(--bs-secondary-bg)" />
      {kind === 'lock' ? (
        <g {...common}>
          <rect x="80" y="70" width="80" height="64" rx="10" />
          <path d="M96 70V52a24 24 0 0 1 48 0v18" />
          <circle cx="120" cy="100" r="6" />
          <path d="M120 106v12" />
        </g>
      ) : null}
      {kind === 'lost' ? (
        <g {...common}>
          <path d="M40 130 L80 60 L110 100 L140 40 L200 130" />
          <circle cx="168" cy="44" r="14" />
          <path d="M108 132 l10-14 l10 14" />
        </g>
      ) : null}
      {kind === 'broken' ? (
        <g {...common}>
          <rect x="60" y="40" width="120" height="90" rx="10" />
          <path d="M60 62h120" />
          <path d="M100 84l40 30M140 84l-40 30" />
        </g>
      ) : null}
      {kind === 'clock' ? (
        <g {...common}>
          <circle cx="120" cy="80" r="54" />
          <path d="M120 46v34l24 14" />
        </g>
      ) : null}
      {kind === 'tools' ? (
        <g {...common}>
          <path d="M70 130l60-60" />
          <path d="M128 72a24 24 0 1 0 30-30l-14 14-12-4-4-12 14-14a24 24 0 0 0-30 30" />
          <path d="M160 130l-40-40" />
          <path d="M150 120l20 20" />
        </g>
      ) : null}
    </svg>
  );
}
