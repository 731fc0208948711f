import { useEffect, type RefObject } from 'react';
import { matchingScrollTop, rowAt } from './syncScroll';

function rowsOf(column: HTMLElement): { top: number; height: number }[] {
  return Array.from(column.querySelectorAll<HTMLElement>('[data-pair]'), (row) => ({
    top: row.offsetTop,
    height: row.offsetHeight,
  }));
}

/**
 * Scrolling one column scrolls the other to the same pair of verses. The columns' rows carry `data-pair`
 * and the columns are their offset parents (position: relative). A scroll the hook caused itself is
 * recognised by its position and not echoed back.
 */
export function useSyncedScroll(
  left: RefObject<HTMLElement | null>,
  right: RefObject<HTMLElement | null>,
  /** Whether the columns are shown (they are not when a phone stacks the verses). */
  active = true,
) {
  useEffect(() => {
    if (!active) return;
    const a = left.current;
    const b = right.current;
    if (!a || !b) return;
    const expected = new Map<HTMLElement, number>();
    const follow = (from: HTMLElement, to: HTMLElement) => () => {
      const wanted = expected.get(from);
      if (wanted !== undefined && Math.abs(from.scrollTop - wanted) < 2) {
        expected.delete(from);
        return;
      }
      expected.delete(from);
      const atBottom = from.scrollTop + from.clientHeight >= from.scrollHeight - 1;
      const target = atBottom
        ? to.scrollHeight - to.clientHeight
        : matchingScrollTop(rowsOf(to), rowAt(rowsOf(from), from.scrollTop));
      const clamped = Math.max(0, Math.min(target, to.scrollHeight - to.clientHeight));
      if (Math.abs(to.scrollTop - clamped) < 1) return;
      expected.set(to, clamped);
      to.scrollTop = clamped;
    };
    const onA = follow(a, b);
    const onB = follow(b, a);
    a.addEventListener('scroll', onA, { passive: true });
    b.addEventListener('scroll', onB, { passive: true });
    return () => {
      a.removeEventListener('scroll', onA);
      b.removeEventListener('scroll', onB);
    };
  }, [left, right, active]);
}
