import { ChevronLeft, ChevronRight } from 'lucide-react';

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p += 1) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the page list. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** A page button's name; the page's number when left out. */
  pageLabel?: (page: number) => string;
}

/** A list's page numbers between previous and next; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
}: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className="pagination pagination-sm mb-0 flex-wrap">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            aria-label={previousLabel}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />
          </button>
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={p} className={`page-item${p === page ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={pageLabel?.(p)}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${page >= pages ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            aria-label={nextLabel}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRight size={16} aria-hidden="true" className="flip-rtl" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
