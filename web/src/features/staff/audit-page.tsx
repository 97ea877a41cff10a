import './staff.scss';
import { AUDIT_ACTIONS } from '@app/common';
import { ChevronDown, ChevronUp, Download, Filter, RotateCcw } from 'lucide-react';
import { Fragment, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ScrollTable } from '@/components/scroll-table';
import { EmptyState, ErrorState } from '@/components/status-messages';
import { useFormatters } from '@/hooks/use-formatters';
import { Pager } from '@/components/pager';
import { useDownloadAuditCsvMutation, useGetAuditQuery, toSearch } from './api/staff-api';
import { AccessState, accessStatus } from '@/components/access-state';
import { AuditDiff } from './components/audit-diff';
import { errorMessage, errorStatus } from './lib/errors';
import type { AuditFilters } from './types';

export const AUDIT_PAGE_SIZE = 25;
const FILTER_KEYS = ['actor', 'action', 'target', 'from', 'to'] as const;

function readFilters(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** Where a write's target leads: a project's page for project writes. */
function TargetCell({ action, target }: { action: string; target: string | null }) {
  if (!target) return <span className="text-body-secondary">–</span>;
  if (action === 'project.update') {
    return (
      <Link to={`/projects/${encodeURIComponent(target)}`} className="font-monospace">
        {target}
      </Link>
    );
  }
  return <span className="font-monospace text-break">{target}</span>;
}

/** The audit log (admins): every staff write with who, when, what and the values before and after. */
export default function AuditPage() {
  const { t } = useTranslation('staff');
  const fmt = useFormatters();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const filterKey = JSON.stringify(filters);
  const [draft, setDraft] = useState<AuditFilters>(filters);
  // Keyset paging: the cursors of the pages visited, to go back; reset when the filters change.
  const [paging, setPaging] = useState<{ key: string; cursors: (string | null)[] }>({
    key: filterKey,
    cursors: [null],
  });
  const cursors = paging.key === filterKey ? paging.cursors : [null];
  const cursor = cursors[cursors.length - 1] ?? null;
  const [openRow, setOpenRow] = useState<number | null>(null);
  const audit = useGetAuditQuery({ ...filters, cursor, limit: AUDIT_PAGE_SIZE });
  const [download, downloadState] = useDownloadAuditCsvMutation();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = draft[key]?.trim();
      if (value) next.set(key, value);
    }
    setOpenRow(null);
    setParams(next);
  };
  const reset = () => {
    setDraft({});
    setOpenRow(null);
    setParams(new URLSearchParams());
  };
  const field = (key: keyof AuditFilters) => ({
    id: `audit-${key}`,
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: e.target.value })),
  });

  const status = errorStatus(audit.error);
  const access = accessStatus(status);
  const rows = audit.data?.rows ?? [];
  const pageNumber = cursors.length;
  const datesWrong = Boolean(draft.from && draft.to && draft.from > draft.to);

  return (
    <section aria-labelledby="audit-title" className="staff-page">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <div>
          <h1 id="audit-title" className="h3 mb-1">
            {t('audit.title')}
          </h1>
          <p className="text-body-secondary mb-0">{t('audit.intro')}</p>
        </div>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1"
          disabled={downloadState.isLoading}
          onClick={() =>
            void download({
              path: `audit.csv${toSearch(filters)}`,
              filename: `audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
            })
          }
        >
          {downloadState.isLoading ? (
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          ) : (
            <Download size={14} aria-hidden="true" />
          )}
          {t('audit.export')}
        </button>
      </div>
      {downloadState.isError ? (
        <p className="text-danger small" role="alert">
          {t('audit.exportFailed', {
            reason: errorMessage(downloadState.error) ?? errorStatus(downloadState.error) ?? '',
          })}
        </p>
      ) : null}

      <form className="card mb-3" onSubmit={apply} aria-label={t('audit.filters')}>
        <div className="card-body row g-2 align-items-end">
          <div className="col-12 col-sm-6 col-lg-3">
            <label htmlFor="audit-actor" className="form-label small mb-1">
              {t('audit.actor')}
            </label>
            <input type="search" className="form-control form-control-sm" {...field('actor')} />
          </div>
          <div className="col-12 col-sm-6 col-lg-2">
            <label htmlFor="audit-action" className="form-label small mb-1">
              {t('audit.action')}
            </label>
            <select className="form-select form-select-sm" {...field('action')}>
              <option value="">{t('audit.anyAction')}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(`audit.actions.${a.replace('.', '_')}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-12 col-sm-6 col-lg-2">
            <label htmlFor="audit-target" className="form-label small mb-1">
              {t('audit.target')}
            </label>
            <input type="search" className="form-control form-control-sm" {...field('target')} />
          </div>
          <div className="col-6 col-lg-2">
            <label htmlFor="audit-from" className="form-label small mb-1">
              {t('audit.from')}
            </label>
            <input type="date" className="form-control form-control-sm" {...field('from')} />
          </div>
          <div className="col-6 col-lg-2">
            <label htmlFor="audit-to" className="form-label small mb-1">
              {t('audit.to')}
            </label>
            <input
              type="date"
              className={`form-control form-control-sm ${datesWrong ? 'is-invalid' : ''}`}
              aria-invalid={datesWrong || undefined}
              aria-describedby={datesWrong ? 'audit-dates-error' : undefined}
              {...field('to')}
            />
          </div>
          <div className="col-12 col-lg-1 d-flex gap-1">
            <button
              type="submit"
              className="btn btn-primary btn-sm flex-grow-1 d-inline-flex align-items-center justify-content-center"
              disabled={datesWrong}
              aria-label={t('audit.apply')}
              title={t('audit.apply')}
            >
              <Filter size={14} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm d-inline-flex align-items-center"
              onClick={reset}
              aria-label={t('audit.reset')}
              title={t('audit.reset')}
            >
              <RotateCcw size={14} aria-hidden="true" />
            </button>
          </div>
          {datesWrong ? (
            <p id="audit-dates-error" className="col-12 text-danger small mb-0" role="alert">
              {t('audit.datesWrong')}
            </p>
          ) : null}
        </div>
      </form>

      <div className="card">
        <div className="card-body" aria-busy={audit.isFetching}>
          {audit.error && !audit.isFetching ? (
            access ? (
              <AccessState status={access} />
            ) : (
              <ErrorState
                title={t('audit.failed')}
                message={errorMessage(audit.error) ?? undefined}
                onRetry={() => void audit.refetch()}
              />
            )
          ) : !audit.data ? (
            <div role="status" className="d-flex align-items-center gap-2 small py-3">
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />
              {t('audit.loading')}
            </div>
          ) : rows.length === 0 ? (
            <EmptyState
              message={Object.keys(filters).length ? t('audit.emptyFiltered') : t('audit.empty')}
              actionLabel={Object.keys(filters).length ? t('audit.reset') : undefined}
              onAction={Object.keys(filters).length ? reset : undefined}
            />
          ) : (
            <>
              <ScrollTable label={t('audit.tableLabel')}>
                <table className="table table-sm align-middle mb-0" data-testid="audit-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.when')}</th>
                      <th scope="col">{t('audit.actor')}</th>
                      <th scope="col">{t('audit.action')}</th>
                      <th scope="col">{t('audit.target')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('audit.changes')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => {
                      const isOpen = openRow === row.id;
                      const diffId = `audit-diff-${row.id}`;
                      return (
                        <Fragment key={row.id}>
                          <tr>
                            <td className="text-nowrap small">{fmt.dateTime(row.at)}</td>
                            <td>
                              <span className="d-block">{row.actor.name}</span>
                              <span className="badge text-bg-secondary">{row.actor.role}</span>
                            </td>
                            <td className="small">
                              {t(`audit.actions.${row.action.replace('.', '_')}`, {
                                defaultValue: row.action,
                              })}
                            </td>
                            <td>
                              <TargetCell action={row.action} target={row.target} />
                            </td>
                            <td className="text-end">
                              <button
                                type="button"
                                className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
                                aria-expanded={isOpen}
                                aria-controls={isOpen ? diffId : undefined}
                                onClick={() => setOpenRow(isOpen ? null : row.id)}
                              >
                                {isOpen ? (
                                  <ChevronUp size={14} aria-hidden="true" />
                                ) : (
                                  <ChevronDown size={14} aria-hidden="true" />
                                )}
                                {t('audit.changes')}
                                <span className="visually-hidden">
                                  {' '}
                                  {t('audit.ofEntry', { id: row.id })}
                                </span>
                              </button>
                            </td>
                          </tr>
                          {isOpen ? (
                            <tr id={diffId}>
                              <td colSpan={5} className="bg-body-tertiary">
                                <AuditDiff entry={row} />
                              </td>
                            </tr>
                          ) : null}
                        </Fragment>
                      );
                    })}
                  </tbody>
                </table>
              </ScrollTable>
              <Pager
                label={t('audit.pages')}
                previousLabel={t('pager.previous')}
                nextLabel={t('pager.next')}
                status={t('audit.pageStatus', { page: pageNumber, count: rows.length })}
                hasPrevious={cursors.length > 1}
                hasNext={Boolean(audit.data.nextCursor)}
                onPrevious={() => setPaging({ key: filterKey, cursors: cursors.slice(0, -1) })}
                onNext={() =>
                  setPaging({ key: filterKey, cursors: [...cursors, audit.data!.nextCursor] })
                }
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
