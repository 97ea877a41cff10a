import { Pagination } from 'react-bootstrap';

/** Numbers with the current page marked; Previous and Next, one of them disabled at the start. */
export function BasicPagination() {
  return (
    <nav aria-label="Pages of results, basic">
      <Pagination className="mb-0">
        <Pagination.Prev disabled aria-label="Previous page" />
        <Pagination.Item active>{1}</Pagination.Item>
        <Pagination.Item>{2}</Pagination.Item>
        <Pagination.Item>{3}</Pagination.Item>
        <Pagination.Next aria-label="Next page" />
      </Pagination>
    </nav>
  );
}
