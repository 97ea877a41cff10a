import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Meta } from '@app/common/projects';
import type { Formatters } from '../lib/format';

/** Where the data comes from: sample label, last update, licence and attribution. */
export function DataNotice({ meta, fmt }: { meta: Meta | undefined; fmt: Formatters }) {
  const { t } = useTranslation('projects');
  if (!meta) {
    return (
      <p className="small text-body-secondary mb-0 placeholder-glow" aria-hidden="true">
        <span className="placeholder col-8 rounded" />
      </p>
    );
  }
  return (
    <div className="data-notice small">
      {meta.isSample ? (
        <p className="mb-1">
          <span className="badge text-bg-warning me-2" data-testid="sample-badge">
            {t('data.sample')}
          </span>
          {t('data.sampleNote')}
        </p>
      ) : null}
      <p className="mb-0 text-body-secondary">
        <Info size={14} aria-hidden="true" className="me-1" />
        {t('data.lastUpdated', { date: fmt.dateTime(meta.lastUpdated) })}
        {' · '}
        {t('data.boundariesLicence')}{' '}
        <a href={meta.licence.url} rel="license noopener" target="_blank">
          {meta.licence.name}
          <span className="visually-hidden"> ({t('newTab')})</span>
        </a>
        {' · '}
        <Link to="/about">{t('data.about')}</Link>
      </p>
    </div>
  );
}
