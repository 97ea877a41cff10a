import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EXPORT_LINK_FORMATS } from '../lib/options';
import { exportHref, type ProjectFiltersView } from '../lib/filters';

/** Download links for the filtered projects (the API's exports take the same filters). */
export function ExportLinks({ filters }: { filters: ProjectFiltersView }) {
  const { t } = useTranslation('projects');
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2"
      role="group"
      aria-label={t('export.label')}
    >
      <span className="small text-body-secondary">{t('export.title')}</span>
      {EXPORT_LINK_FORMATS.map((format) => (
        <a
          key={format}
          className="btn btn-sm btn-outline-secondary"
          href={exportHref(format, filters)}
          download
          aria-label={t('export.as', { format: t(`export.formats.${format}`) })}
          data-testid={`export-${format}`}
        >
          <Download size={14} aria-hidden="true" className="me-1" />
          {t(`export.formats.${format}`)}
        </a>
      ))}
    </div>
  );
}
