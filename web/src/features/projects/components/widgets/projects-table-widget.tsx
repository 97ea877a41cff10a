import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectListItem, ProjectSort, ProjectSortField } from '@app/common/projects';
import { PAGE_SIZES } from '../../lib/options';
import type { Formatters } from '@/lib/format';
import { departmentName } from '../../lib/department-name';
import { ScrollTable } from '@/components/scroll-table';
import { SkeletonTable } from '@/components/skeletons';
import { StateBadge } from '../states';
import { EmptyState } from '@/components/status-messages';
import { Widget, type WidgetQuery } from '@/components/widget/widget';
import { rememberOpenedProject } from '../../hooks/use-return-to-project';

interface ProjectsTableWidgetProps {
  projects: readonly ProjectListItem[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  sort: ProjectSort;
  hasData: boolean;
  onSort: (sort: ProjectSort) => void;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  onReset: () => void;
  query: WidgetQuery;
  fmt: Formatters;
}

interface Column {
  field: ProjectSortField;
  label: string;
  numeric?: boolean;
}

/** Pages to offer: first, last and two around the current one, with gaps (null). */
export function pageList(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** A small select with its label beside it (sort order, page size). */
function InlineSelect({
  label,
  value,
  onChange,
  children,
  className = '',
  selectClassName = '',
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
  selectClassName?: string;
}) {
  const id = useId();
  return (
    <div className={`d-flex align-items-center gap-2 ${className}`}>
      <label htmlFor={id} className="small text-body-secondary text-nowrap">
        {label}
      </label>
      <select
        id={id}
        className={`form-select form-select-sm ${selectClassName}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/** Below Bootstrap's md breakpoint the projects show as cards, not as a nine-column table. */
export const PROJECT_CARDS_QUERY = '(max-width: 767.98px)';

const projectPath = (code: string) => `/projects/${encodeURIComponent(code)}`;

/** A link to a project that back brings the visitor back to (see use-return-to-project). */
function ProjectLink({
  code,
  className,
  children,
}: {
  code: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={projectPath(code)} className={className} onClick={() => rememberOpenedProject(code)}>
      {children}
    </Link>
  );
}

/**
 * The projects as cards, for a phone: each names the project (a link to it), its state, where
 * it is and its money at a glance, with a select to sort by (a phone has no column headers).
 */
function ProjectCards({
  projects,
  columns,
  sort,
  onSort,
  fmt,
}: {
  projects: readonly ProjectListItem[];
  columns: readonly Column[];
  sort: ProjectSort;
  onSort: (sort: ProjectSort) => void;
  fmt: Formatters;
}) {
  const { t } = useTranslation('projects');
  return (
    <>
      <InlineSelect
        label={t('table.sortBy')}
        value={sort}
        onChange={(value) => onSort(value as ProjectSort)}
        className="mb-2"
      >
        {columns.flatMap((c) => [
          <option key={c.field} value={c.field}>
            {t('table.sortOption', { field: c.label, direction: t('table.ascending') })}
          </option>,
          <option key={`-${c.field}`} value={`-${c.field}`}>
            {t('table.sortOption', { field: c.label, direction: t('table.descending') })}
          </option>,
        ])}
      </InlineSelect>
      <ul className="project-cards list-unstyled mb-0" aria-label={t('table.title')}>
        {projects.map((p) => (
          <li key={p.code} className="project-card" data-project={p.code}>
            <div className="d-flex align-items-start justify-content-between gap-2">
              <ProjectLink code={p.code} className="project-card-title">
                {p.title}
              </ProjectLink>
              <StateBadge state={p.state} />
            </div>
            <p className="small text-body-secondary mb-1">
              <span className="font-monospace">{p.code}</span> · {p.ward}, {p.subCounty} ·{' '}
              {p.financialYear}
            </p>
            <p className="small mb-2">{departmentName(t, p.departmentId, p.department)}</p>
            <dl className="project-card-figures small mb-0">
              <div>
                <dt>{t('money.budget')}</dt>
                <dd>{fmt.money(p.budget)}</dd>
              </div>
              <div>
                <dt>{t('money.paid')}</dt>
                <dd>{fmt.money(p.paid)}</dd>
              </div>
              <div>
                <dt>{t('table.progress')}</dt>
                <dd>{p.progress === null ? '–' : fmt.percent(p.progress)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The filtered projects: search, sortable columns, pages and page size; rows open the project. */
export function ProjectsTableWidget({
  projects,
  total,
  page,
  pages,
  limit,
  sort,
  hasData,
  onSort,
  onPage,
  onLimit,
  onReset,
  query,
  fmt,
}: ProjectsTableWidgetProps) {
  const { t } = useTranslation('projects');
  const phone = useMediaQuery(PROJECT_CARDS_QUERY);
  const sortField = sort.startsWith('-') ? sort.slice(1) : sort;
  const descending = sort.startsWith('-');
  const columns: Column[] = [
    { field: 'code', label: t('table.code') },
    { field: 'title', label: t('table.project') },
    { field: 'ward', label: t('table.ward') },
    { field: 'department', label: t('table.department') },
    { field: 'state', label: t('table.state') },
    { field: 'financialYear', label: t('table.financialYear') },
    { field: 'budget', label: t('money.budget'), numeric: true },
    { field: 'paid', label: t('money.paid'), numeric: true },
    { field: 'progress', label: t('table.progress'), numeric: true },
  ];
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);

  const header = (c: Column) => {
    const active = sortField === c.field;
    const ariaSort = active ? (descending ? 'descending' : 'ascending') : 'none';
    const next: ProjectSort = active && !descending ? `-${c.field}` : c.field;
    const Icon = active ? (descending ? ArrowDown : ArrowUp) : ArrowUpDown;
    return (
      <th
        key={c.field}
        scope="col"
        aria-sort={ariaSort}
        className={c.numeric ? 'text-end' : undefined}
      >
        <button type="button" className="sort-button" onClick={() => onSort(next)}>
          {c.label}
          <Icon size={14} aria-hidden="true" className={active ? '' : 'opacity-50'} />
        </button>
      </th>
    );
  };

  return (
    <Widget
      errorTitle={t('error.title')}
      title={t('table.title')}
      subtitle={
        hasData
          ? t('table.showing', {
              first: fmt.number(first),
              last: fmt.number(last),
              total: fmt.number(total),
            })
          : undefined
      }
      query={query}
      hasData={hasData}
      skeleton={<SkeletonTable rows={8} cols={5} />}
      testId="widget-projects"
      className="skip-offscreen"
    >
      {total === 0 ? (
        <EmptyState
          message={t('empty.title')}
          actionLabel={t('filters.reset')}
          onAction={onReset}
        />
      ) : (
        <>
          {phone ? (
            <ProjectCards
              projects={projects}
              columns={columns}
              sort={sort}
              onSort={onSort}
              fmt={fmt}
            />
          ) : (
            <ScrollTable label={t('table.title')}>
              <table className="table table-hover align-middle mb-0 dash-table projects-table">
                <caption className="visually-hidden">{t('table.caption')}</caption>
                <thead>
                  <tr>{columns.map(header)}</tr>
                </thead>
                <tbody>
                  {projects.map((p) => (
                    <tr key={p.code} data-project={p.code}>
                      <td className="text-nowrap">
                        <ProjectLink code={p.code} className="font-monospace small">
                          {p.code}
                        </ProjectLink>
                      </td>
                      <td className="project-title-cell">
                        <ProjectLink code={p.code}>{p.title}</ProjectLink>
                      </td>
                      <td>
                        {p.ward}
                        <span className="d-block small text-body-secondary">{p.subCounty}</span>
                      </td>
                      <td className="small">{departmentName(t, p.departmentId, p.department)}</td>
                      <td>
                        <StateBadge state={p.state} />
                      </td>
                      <td className="text-nowrap">{p.financialYear}</td>
                      <td className="text-end text-nowrap">{fmt.money(p.budget)}</td>
                      <td className="text-end text-nowrap">{fmt.money(p.paid)}</td>
                      <td className="text-end text-nowrap">
                        {p.progress === null ? '–' : fmt.percent(p.progress)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
            <InlineSelect
              label={t('table.pageSize')}
              value={limit}
              onChange={(value) => onLimit(Number(value))}
              selectClassName="w-auto"
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </InlineSelect>
            <nav aria-label={t('table.pagination')}>
              <ul className="pagination pagination-sm mb-0 flex-wrap">
                <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
                  <button
                    type="button"
                    className="page-link"
                    onClick={() => onPage(page - 1)}
                    disabled={page <= 1}
                    aria-label={t('table.previous')}
                  >
                    <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />
                  </button>
                </li>
                {pageList(page, pages).map((p, i) =>
                  p === null ? (
                    <li key={`gap-${i}`} className="page-item disabled" aria-hidden="true">
                      <span className="page-link">…</span>
                    </li>
                  ) : (
                    <li key={p} className={`page-item ${p === page ? 'active' : ''}`}>
                      <button
                        type="button"
                        className="page-link"
                        onClick={() => onPage(p)}
                        aria-current={p === page ? 'page' : undefined}
                        aria-label={t('table.page', { page: p })}
                      >
                        {fmt.number(p)}
                      </button>
                    </li>
                  ),
                )}
                <li className={`page-item ${page >= pages ? 'disabled' : ''}`}>
                  <button
                    type="button"
                    className="page-link"
                    onClick={() => onPage(page + 1)}
                    disabled={page >= pages}
                    aria-label={t('table.next')}
                  >
                    <ChevronRight size={16} aria-hidden="true" className="flip-rtl" />
                  </button>
                </li>
              </ul>
            </nav>
          </div>
        </>
      )}
    </Widget>
  );
}
