import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { exportFileName } from '@app/common/export-file-name';
import { EXPORT_LINK_FORMATS } from '../lib/options';
import { exportHref, type ProjectFiltersView } from '../lib/filters';

/** Download links for the filtered projects (the API's exports take the same filters). */
export function ExportLinks({ filters }: { filters: ProjectFiltersView }) {
  const { t } = useTranslation('projects');
  // The name the browser suggests says what the file holds; the server's Content-Disposition
  // gives the same name (with the filters' canonical spelling).
  const today = new Date();
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
          className="btn btn-sm btn-outline-secondary export-link"
          href={exportHref(format, filters)}
          download={exportFileName(filters, format, today)}
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
