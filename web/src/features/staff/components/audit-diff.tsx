import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table';
import { diffValues, showValue } from '../lib/diff';
import type { AuditEntry } from '../types';

/** Before and after of one audited write, field by field; the write's details below. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('staff');
  const rows = diffValues(entry.before, entry.after);
  const details = entry.details;
  const hasDetails =
    details !== null &&
    details !== undefined &&
    !(typeof details === 'object' && Object.keys(details).length === 0);
  return (
    <div className="staff-diff">
      {rows.length === 0 ? (
        <p className="small text-body-secondary mb-2">{t('audit.noDiff')}</p>
      ) : (
        <ScrollTable label={t('audit.diffLabel', { id: entry.id })}>
          <table className="table table-sm mb-2">
            <thead>
              <tr>
                <th scope="col">{t('audit.field')}</th>
                <th scope="col">{t('audit.before')}</th>
                <th scope="col">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.path || '(value)'}>
                  <th scope="row" className="font-monospace fw-normal">
                    {r.path || t('audit.value')}
                    {r.changed ? (
                      <span className="visually-hidden"> ({t('audit.changed')})</span>
                    ) : null}
                  </th>
                  <td className={r.changed ? 'diff-before' : ''}>
                    <code>{showValue(r.before) || '–'}</code>
                  </td>
                  <td className={r.changed ? 'diff-after' : ''}>
                    <code>{showValue(r.after) || '–'}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      {hasDetails ? (
        <p className="small mb-0">
          <span className="fw-semibold">{t('audit.details')}</span>{' '}
          <code>{showValue(details)}</code>
        </p>
      ) : null}
    </div>
  );
}
