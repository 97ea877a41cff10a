import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '@/lib/page-window';

interface PagerLabels {
  /** Names the page list. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Where the reader is (such as "26–50 of 60"), announced as it changes. */
  status?: string;
}

/** A list whose pages are counted: the page numbers between previous and next. */
interface NumberedPagerProps extends PagerLabels {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** A page button's name; the page's number when left out. */
  pageLabel?: (page: number) => string;
}

/** A list read page by page without a count (cursor paging): previous and next only. */
interface StepPagerProps extends PagerLabels {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export type PagerProps = NumberedPagerProps | StepPagerProps;

function StepButton({
  label,
  isDisabled,
  onClick,
  children,
}: {
  label: string;
  isDisabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li className={`page-item${isDisabled ? ' disabled' : ''}`}>
      <button
        type="button"
        className="page-link"
        aria-label={label}
        disabled={isDisabled}
        onClick={onClick}
      >
        {children}
      </button>
    </li>
  );
}

/**
 * A list's pager: previous and next, with the page numbers between them when the pages are
 * counted; nothing when everything fits on one page.
 */
export function Pager(props: PagerProps) {
  const { label, previousLabel, nextLabel, status } = props;
  const isNumbered = 'pages' in props;
  if (isNumbered && props.pages <= 1) return null;
  const step = isNumbered
    ? {
        hasPrevious: props.page > 1,
        hasNext: props.page < props.pages,
        onPrevious: () => props.onPage(props.page - 1),
        onNext: () => props.onPage(props.page + 1),
      }
    : props;
  const list = (
    <ul className="pagination pagination-sm mb-0 flex-wrap">
      <StepButton label={previousLabel} isDisabled={!step.hasPrevious} onClick={step.onPrevious}>
        <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />
      </StepButton>
      {isNumbered
        ? pageWindow(props.page, props.pages).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} className="page-item disabled">
                <span className="page-link">…</span>
              </li>
            ) : (
              <li key={p} className={`page-item${p === props.page ? ' active' : ''}`}>
                <button
                  type="button"
                  className="page-link"
                  aria-label={props.pageLabel?.(p)}
                  aria-current={p === props.page ? 'page' : undefined}
                  onClick={() => props.onPage(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )
        : null}
      <StepButton label={nextLabel} isDisabled={!step.hasNext} onClick={step.onNext}>
        <ChevronRight size={16} aria-hidden="true" className="flip-rtl" />
      </StepButton>
    </ul>
  );
  if (status === undefined) return <nav aria-label={label}>{list}</nav>;
  return (
    <nav
      aria-label={label}
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2"
    >
      <span className="small text-body-secondary" aria-live="polite">
        {status}
      </span>
      {list}
    </nav>
  );
}
