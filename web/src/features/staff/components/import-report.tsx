import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table';
import { useFormatters } from '@/hooks/use-formatters';
import { Pager } from '@/components/pager';
import { paginate } from '@/lib/paginate';
import { saveBlob } from '@/lib/save-blob';
import type { ImportIssue } from '../types';

export const REPORT_PAGE_SIZE = 25;

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The report as CSV text (row, field, message), for the county's data officer to work through. */
export function reportCsv(issues: readonly ImportIssue[]): string {
  const lines = [['row', 'field', 'message'], ...issues.map((i) => [i.row, i.field, i.message])];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The row-level report of a refused import file: what is wrong, where, a page at a time. */
export function ImportReport({
  issues,
  fileName,
  perPage = REPORT_PAGE_SIZE,
}: {
  issues: readonly ImportIssue[];
  fileName: string;
  perPage?: number;
}) {
  const { t } = useTranslation('staff');
  const fmt = useFormatters();
  const [page, setPage] = useState(1);
  const view = paginate(issues, page, perPage);
  const rowCount = new Set(issues.map((i) => i.row)).size;

  return (
    <section aria-labelledby="import-report-title" className="mt-3">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
        <h3 id="import-report-title" className="h6 mb-0">
          {t('import.report.title', { count: issues.length, rows: rowCount })}
        </h3>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
          onClick={() =>
            saveBlob(
              new Blob([reportCsv(issues)], { type: 'text/csv;charset=utf-8' }),
              `${fileName.replace(/\.[^.]+$/, '')}-problems.csv`,
            )
          }
        >
          <Download size={14} aria-hidden="true" />
          {t('import.report.download')}
        </button>
      </div>
      <ScrollTable label={t('import.report.tableLabel')}>
        <table className="table table-sm align-middle mb-0">
          <thead>
            <tr>
              <th scope="col" className="text-end">
                {t('import.report.row')}
              </th>
              <th scope="col">{t('import.report.field')}</th>
              <th scope="col">{t('import.report.message')}</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((issue, i) => (
              <tr key={`${view.first + i}`}>
                <td className="text-end font-monospace">{fmt.number(issue.row)}</td>
                <td className="font-monospace small">{issue.field || '–'}</td>
                <td>{issue.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      {view.pages > 1 ? (
        <Pager
          label={t('import.report.pages')}
          status={t('pager.status', {
            first: fmt.number(view.first),
            last: fmt.number(view.last),
            total: fmt.number(issues.length),
          })}
          previousLabel={t('pager.previous')}
          nextLabel={t('pager.next')}
          page={view.page}
          pages={view.pages}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
