import { Pagination } from 'react-bootstrap';

const SIZES = [
  { size: 'lg', label: 'Large' },
  { size: undefined, label: 'Default' },
  { size: 'sm', label: 'Small' },
] as const;

/** Large, default and small pagers. */
export function PaginationSizes() {
  return (
    <>
      {SIZES.map(({ size, label }) => (
        <nav key={label} aria-label={`${label} pager`}>
          <Pagination size={size}>
            <Pagination.Item active>{1}</Pagination.Item>
            <Pagination.Item>{2}</Pagination.Item>
            <Pagination.Item>{3}</Pagination.Item>
          </Pagination>
        </nav>
      ))}
    </>
  );
}
