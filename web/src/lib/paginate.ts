/** One page of `items` (pages count from 1; a page past the end shows the last one). */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { rows: T[]; page: number; pages: number; first: number; last: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * perPage;
  const rows = items.slice(start, start + perPage);
  return {
    rows,
    page: current,
    pages,
    first: rows.length ? start + 1 : 0,
    last: start + rows.length,
  };
}
