import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Pagination } from 'react-bootstrap';

/**
 * Numbers with the current page marked; Previous and Next, one of them disabled at the start.
 * The arrows are icons with `flip-rtl`, so they point the right way in right to left too.
 */
export function BasicPagination() {
  return (
    <nav aria-label="Pages of results, basic">
      <Pagination className="mb-0">
        <Pagination.Prev disabled aria-label="Previous page">
          <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />
        </Pagination.Prev>
        <Pagination.Item active>{1}</Pagination.Item>
        <Pagination.Item>{2}</Pagination.Item>
        <Pagination.Item>{3}</Pagination.Item>
        <Pagination.Next aria-label="Next page">
          <ChevronRight size={16} aria-hidden="true" className="flip-rtl" />
        </Pagination.Next>
      </Pagination>
    </nav>
  );
}
