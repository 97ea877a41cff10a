import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ResultSectionProps {
  /** Stable id for tests and anchors (`pages`, `projects`, `places`, `articles`). */
  id: string;
  title: string;
  /** Matches in the whole group (all pages); null while not known yet. */
  total: number | null;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  children: ReactNode;
}

/** One group of the results page: its heading and count, its results and a pager. */
export function ResultSection({
  id,
  title,
  total,
  page,
  pages,
  onPage,
  children,
}: ResultSectionProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  return (
    <section
      className="card search-page-group"
      aria-labelledby={headingId}
      data-testid={`search-page-${id}`}
    >
      <div className="card-body">
        <h2 id={headingId} className="h5 d-flex align-items-center gap-2 mb-3">
          {title}
          {total !== null ? (
            <span className="badge rounded-pill text-bg-secondary">
              <span className="visually-hidden">{t('page.matches', { count: total })}</span>
              <span aria-hidden="true">{total}</span>
            </span>
          ) : null}
        </h2>
        {children}
        {pages > 1 ? (
          <nav
            className="d-flex align-items-center gap-2 mt-3"
            aria-label={t('page.pagerLabel', { group: title })}
          >
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => onPage(page - 1)}
              disabled={page <= 1}
            >
              {t('page.previous')}
            </button>
            <span className="small" aria-live="polite">
              {t('page.pageOf', { page, pages })}
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => onPage(page + 1)}
              disabled={page >= pages}
            >
              {t('page.next')}
            </button>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
