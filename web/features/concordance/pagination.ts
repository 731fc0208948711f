export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

/**
 * The numbered buttons of a pager: the first and last page, the current page with one page either side,
 * and an ellipsis for each gap: at most five numbers, so that the pager fits a phone.
 */
export function pageWindow(current: number, pages: number): PageItem[] {
  if (pages < 1) return [];
  const page = Math.min(Math.max(1, current), pages);
  const wanted = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((value) => value >= 1 && value <= pages)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const value of wanted) {
    if (value - previous > 1) items.push({ kind: 'ellipsis', key: `after-${previous}` });
    items.push({ kind: 'page', page: value });
    previous = value;
  }
  return items;
}

/** "Showing N of TOTAL entries". */
export function countLine(shown: number, total: number): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} entries`;
}
