import { useState } from 'react';
import { Form, Pagination } from 'react-bootstrap';

/** Page numbers to show: the first, the last, and `siblings` either side of the current page, with gaps. */
export function pageRange(current: number, total: number, siblings = 1): (number | 'gap')[] {
  const pages = new Set<number>([1, total]);
  for (let p = current - siblings; p <= current + siblings; p++)
    if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

interface PagerProps {
  page: number;
  total: number;
  onPage: (p: number) => void;
  size?: 'sm' | 'lg';
  siblings?: number;
  label: string;
}

/** First, previous, the page range, next and last, as a labelled navigation. */
export function Pager({ page, total, onPage, size, siblings = 1, label }: PagerProps) {
  return (
    <nav aria-label={label}>
      <Pagination size={size} className="flex-wrap mb-0">
        <Pagination.First disabled={page === 1} onClick={() => onPage(1)} aria-label="First page" />
        <Pagination.Prev
          disabled={page === 1}
          onClick={() => onPage(page - 1)}
          aria-label="Previous page"
        />
        {pageRange(page, total, siblings).map((p, i) =>
          p === 'gap' ? (
            <Pagination.Ellipsis key={`gap-${i}`} disabled aria-hidden="true" />
          ) : (
            <Pagination.Item
              key={p}
              active={p === page}
              onClick={() => onPage(p)}
              aria-label={`Page ${p}`}
              aria-current={p === page ? 'page' : undefined}
            >
              {p}
            </Pagination.Item>
          ),
        )}
        <Pagination.Next
          disabled={page === total}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
        />
        <Pagination.Last
          disabled={page === total}
          onClick={() => onPage(total)}
          aria-label="Last page"
        />
      </Pagination>
    </nav>
  );
}

/** Small, default and large. */
export function PaginationSizes() {
  const [page, setPage] = useState(3);
  return (
    <div className="d-flex flex-column gap-3">
      {(['sm', undefined, 'lg'] as const).map((size) => (
        <Pager
          key={size ?? 'md'}
          size={size}
          page={page}
          total={7}
          onPage={setPage}
          label={`Pages, ${size === 'sm' ? 'small' : size === 'lg' ? 'large' : 'default'}`}
        />
      ))}
    </div>
  );
}

/** A long list: how many pages either side of the current one, and the rows each page holds. */
export function PaginationRanges() {
  const [page, setPage] = useState(12);
  const [siblings, setSiblings] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const rows = 2000;
  const total = Math.ceil(rows / perPage);
  const current = Math.min(page, total);
  const first = (current - 1) * perPage + 1;
  return (
    <>
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Form.Group controlId="page-siblings" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 small">Pages either side</Form.Label>
          <Form.Select
            size="sm"
            value={siblings}
            onChange={(e) => setSiblings(Number(e.target.value))}
          >
            {[0, 1, 2, 3].map((n) => (
              <option key={n}>{n}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="page-size" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 small">Rows per page</Form.Label>
          <Form.Select
            size="sm"
            value={perPage}
            onChange={(e) => setPerPage(Number(e.target.value))}
          >
            {[10, 20, 50, 100].map((n) => (
              <option key={n}>{n}</option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <Pager
        page={current}
        total={total}
        onPage={setPage}
        siblings={siblings}
        label="Projects pages"
      />
      <p className="small text-body-secondary mt-2 mb-0" role="status">
        <bdi>
          {first.toLocaleString()}–{Math.min(rows, first + perPage - 1).toLocaleString()} of{' '}
          {rows.toLocaleString()} projects
        </bdi>
        , page {current} of {total}
      </p>
    </>
  );
}
