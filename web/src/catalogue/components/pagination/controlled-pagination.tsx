import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from 'react-bootstrap';
import { useMediaQuery } from '@/hooks/use-media-query';
import { pageWindow } from './page-window';

const TOTAL_ITEMS = 487;
const PAGE_SIZE = 10;
const PAGES = Math.ceil(TOTAL_ITEMS / PAGE_SIZE);

/**
 * A working pager: first, previous, a window of numbers with gaps, next and last. The arrows
 * are icons with `flip-rtl`, so they turn round in right to left. On a phone it shows fewer
 * numbers, smaller, so it fits on one line.
 */
export function ControlledPagination() {
  const [page, setPage] = useState(1);
  const isPhone = useMediaQuery('(max-width: 575.98px)');
  const from = (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(page * PAGE_SIZE, TOTAL_ITEMS);

  return (
    <>
      <p aria-live="polite">
        Projects {from}–{to} of {TOTAL_ITEMS} (page {page} of {PAGES})
      </p>
      <nav aria-label="Pages of projects">
        <Pagination className="mb-0 flex-wrap" size={isPhone ? 'sm' : undefined}>
          <Pagination.First
            disabled={page === 1}
            onClick={() => setPage(1)}
            aria-label="First page"
          >
            <ChevronsLeft size={16} aria-hidden="true" className="flip-rtl" />
          </Pagination.First>
          <Pagination.Prev
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
            aria-label="Previous page"
          >
            <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />
          </Pagination.Prev>
          {pageWindow(page, PAGES, isPhone ? 0 : 1).map((slot) =>
            typeof slot === 'number' ? (
              <Pagination.Item key={slot} active={slot === page} onClick={() => setPage(slot)}>
                {slot}
              </Pagination.Item>
            ) : (
              <Pagination.Ellipsis key={slot} disabled aria-hidden="true" />
            ),
          )}
          <Pagination.Next
            disabled={page === PAGES}
            onClick={() => setPage(page + 1)}
            aria-label="Next page"
          >
            <ChevronRight size={16} aria-hidden="true" className="flip-rtl" />
          </Pagination.Next>
          <Pagination.Last
            disabled={page === PAGES}
            onClick={() => setPage(PAGES)}
            aria-label="Last page"
          >
            <ChevronsRight size={16} aria-hidden="true" className="flip-rtl" />
          </Pagination.Last>
        </Pagination>
      </nav>
    </>
  );
}
