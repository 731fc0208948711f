import { type BookInfo, bookByOsis, verseKey } from '../bible/books';
import { KJV } from '../bible/versification';

/**
 * The chapter and verse number that stand for "to the end" in a deuterocanonical range: those books have no
 * one numbering (the Douay-Rheims keeps the Vulgate's), so `Tobit 1` is Tobit 1:1-999 (decision 153).
 */
export const OPEN_END = 999;

/** An inclusive span of verses as BBCCCVVV keys (`start <= end`), in the KJV versification. */
export interface VerseRange {
  start: number;
  end: number;
}

/** The whole of one book. */
function bookRange(book: BookInfo): VerseRange {
  return { start: verseKey(book.number, 1, 1), end: lastVerseKey(book) };
}

/** From the first verse of `first` to the last verse of `last` (OSIS ids, canonical order). */
export function booksRange(first: string, last: string): VerseRange {
  const from = bookByOsis(first);
  const to = bookByOsis(last);
  if (!from || !to || from.number > to.number) throw new RangeError(`Bad book range ${first}-${last}`);
  return { start: bookRange(from).start, end: bookRange(to).end };
}

/** Old and New Testament, for `in:OT` and `in:NT`. */
export const OLD_TESTAMENT = booksRange('Gen', 'Mal');
export const NEW_TESTAMENT = booksRange('Matt', 'Rev');

/** Ranges sorted by start with overlapping and touching ranges joined, for filters (order no longer matters). */
export function mergeRanges(ranges: readonly VerseRange[]): VerseRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: VerseRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end + 1) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

function lastVerseKey(book: BookInfo): number {
  const lastChapter = book.chapters;
  return verseKey(book.number, lastChapter, KJV.verseCount(book.osis, lastChapter));
}
