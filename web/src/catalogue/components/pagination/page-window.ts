/** A page number, or a gap standing for the pages left out between two numbers. */
export type PageSlot = number | 'gap-start' | 'gap-end';

/**
 * The page numbers a pager shows: the first and last page, the current one and `siblings` on
 * each side of it, with a gap where pages are left out. A gap replaces at least two pages (a gap
 * for one page would take as much room as the number).
 */
export function pageWindow(current: number, total: number, siblings = 1): PageSlot[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(current, 1), total);
  // first, last, current, its siblings and two gaps
  if (total <= 2 * siblings + 5) return Array.from({ length: total }, (_, i) => i + 1);

  let start = Math.max(page - siblings, 2);
  let end = Math.min(page + siblings, total - 1);
  // Near an end the window keeps its width, so the pager does not change length.
  const width = 2 * siblings + 2;
  if (start <= 3) {
    start = 2;
    end = 1 + width;
  } else if (end >= total - 2) {
    end = total - 1;
    start = total - width;
  }

  const slots: PageSlot[] = [1];
  if (start > 2) slots.push('gap-start');
  for (let p = start; p <= end; p += 1) slots.push(p);
  if (end < total - 1) slots.push('gap-end');
  slots.push(total);
  return slots;
}
