import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Meta } from '@app/common/projects';
import type { Formatters } from '@/lib/format';

/** Where the data comes from: sample label, last change, publisher and licences, about link. */
export function DataNotice({ meta, fmt }: { meta: Meta | undefined; fmt: Formatters }) {
  const { t } = useTranslation('projects');
  if (!meta) {
    // Holds the room of the usual (sample data) notice, so nothing moves when it arrives.
    return (
      <div
        className="data-notice small placeholder-glow"
        aria-hidden="true"
        data-testid="loading-placeholder"
      >
        <p className="mb-1">
          <span className="placeholder rounded">
            {t('data.sample')} {t('data.sampleNote')}
          </span>
        </p>
        <p className="mb-0">
          <span className="placeholder rounded">
            {t('data.lastUpdated', { date: '00 Xxx 0000, 00:00' })} ·{' '}
            {t('facts.noticeLicence', { publisher: 'Xxxxxx Xxxxxxxxxx xx Xxxxxxx' })} CC BY 4.0 ·{' '}
            {t('data.boundariesLicence')} CC BY 4.0 · {t('data.about')}
          </span>
        </p>
      </div>
    );
  }
  return (
    <div className="data-notice small">
      {meta.isSample ? (
        <p className="mb-1">
          <span className="badge text-bg-warning lead-mark" data-testid="sample-badge">
            {t('data.sample')}
          </span>
          {t('data.sampleNote')}
        </p>
      ) : null}
      <p className="mb-0 text-body-secondary">
        <Info size={14} aria-hidden="true" className="lead-mark" />
        {t('data.lastUpdated', { date: fmt.dateTime(meta.lastUpdated) })}
        {' · '}
        {t('facts.noticeLicence', { publisher: meta.publisher.name })}{' '}
        <a
          href={meta.dataLicence.url}
          rel="license noopener"
          target="_blank"
          data-testid="data-licence"
        >
          {meta.dataLicence.name}
          <span className="visually-hidden"> ({t('newTab')})</span>
        </a>
        {' · '}
        {t('data.boundariesLicence')}{' '}
        <a
          href={meta.licence.url}
          rel="license noopener"
          target="_blank"
          data-testid="boundaries-licence"
        >
          {meta.licence.name}
          <span className="visually-hidden"> ({t('newTab')})</span>
        </a>
        {' · '}
        <Link to="/about">{t('data.about')}</Link>
      </p>
    </div>
  );
}
