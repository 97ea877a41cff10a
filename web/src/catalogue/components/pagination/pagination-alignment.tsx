import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Pagination } from 'react-bootstrap';

const PLACES = [
  { className: 'justify-content-start', label: 'At the start' },
  { className: 'justify-content-center', label: 'Centred' },
  { className: 'justify-content-end', label: 'At the end' },
];

/**
 * Placed with flex utilities; icons instead of arrows. The chevrons carry `flip-rtl`, so they
 * point the other way in right to left, where "previous" is on the right.
 */
export function PaginationAlignment() {
  return (
    <>
      {PLACES.map((p) => (
        <nav key={p.label} aria-label={`Pager, ${p.label.toLowerCase()}`}>
          <Pagination className={p.className}>
            <Pagination.Prev aria-label="Previous page">
              <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />
            </Pagination.Prev>
            <Pagination.Item>{1}</Pagination.Item>
            <Pagination.Item active>{2}</Pagination.Item>
            <Pagination.Item>{3}</Pagination.Item>
            <Pagination.Next aria-label="Next page">
              <ChevronRight size={16} aria-hidden="true" className="flip-rtl" />
            </Pagination.Next>
          </Pagination>
        </nav>
      ))}
    </>
  );
}
