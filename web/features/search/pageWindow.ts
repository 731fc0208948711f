/** The numbered pager shows at most this many page buttons. */
const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers a numbered pager shows: up to `max` consecutive pages with the current one as central as
 * the ends allow. An out-of-range current page is clamped; no pages give an empty list.
 */
export function pageWindow(current: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0 || max < 1) return [];
  const size = Math.min(max, total);
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const first = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), total - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/** "Showing a-b of N": the first and last result numbers of a page (0-0 when the page holds none). */
export function resultRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  const first = (page - 1) * pageSize + 1;
  if (total <= 0 || first > total) return { first: 0, last: 0 };
  return { first, last: Math.min(page * pageSize, total) };
}
