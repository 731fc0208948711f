/** Row-anchored scroll syncing: the row at the top of one column is put at the top of the other. */

/**
 * The index of the row at `scrollTop` and how far into it (0-1), from the rows' offsets and heights. Above the
 * first row (the column's padding) the fraction is negative: a share of the first row's height.
 */
export function rowAt(
  rows: readonly { top: number; height: number }[],
  scrollTop: number,
): { index: number; fraction: number } {
  if (!rows.length) return { index: 0, fraction: 0 };
  const first = rows[0]!;
  if (scrollTop < first.top) {
    return { index: 0, fraction: first.height > 0 ? (scrollTop - first.top) / first.height : 0 };
  }
  let low = 0;
  let high = rows.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (rows[middle]!.top <= scrollTop) low = middle;
    else high = middle - 1;
  }
  const row = rows[low]!;
  const fraction = row.height > 0 ? Math.min(1, Math.max(0, (scrollTop - row.top) / row.height)) : 0;
  return { index: low, fraction };
}

/** Where the other column should scroll to show the same row at the same fraction (never above 0). */
export function matchingScrollTop(
  rows: readonly { top: number; height: number }[],
  position: { index: number; fraction: number },
): number {
  const row = rows[Math.min(position.index, rows.length - 1)];
  return row ? Math.max(0, row.top + position.fraction * row.height) : 0;
}
