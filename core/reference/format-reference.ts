import { bookName, bookByNumber, splitVerseKey } from '../bible/books';
import { KJV } from '../bible/versification';
import { OPEN_END, type VerseRange } from './verse-range';

/** `Genesis 1:1` for the key 1001001. */
export function formatReference(key: number): string {
  const { book, chapter, verse } = splitVerseKey(key);
  return `${bookName(book)} ${chapter}:${verse}`;
}

/**
 * A range as readers write it, as short as it can be without losing anything: `Genesis 1:1-5`,
 * `Genesis 1:26-2:3`, whole chapters `Genesis 1` and `Genesis 1-3`, whole books `Genesis` and
 * `Genesis-Deuteronomy`, across books `Genesis 50:26-Exodus 1:1`.
 */
export function formatRange(range: VerseRange): string {
  if (range.start === range.end) return formatReference(range.start);
  const start = splitVerseKey(range.start);
  const end = splitVerseKey(range.end);
  const wholeChapters = start.verse === 1 && isLastVerse(end.book, end.chapter, end.verse);
  const wholeBooks = wholeChapters && start.chapter === 1 && end.chapter === chapterCount(end.book);
  const startName = bookName(start.book);
  if (start.book !== end.book) {
    if (wholeBooks) return `${startName}-${bookName(end.book)}`;
    return `${formatReference(range.start)}-${formatReference(range.end)}`;
  }
  if (wholeBooks) return startName;
  if (wholeChapters) {
    return start.chapter === end.chapter
      ? `${startName} ${start.chapter}`
      : `${startName} ${start.chapter}-${end.chapter}`;
  }
  if (start.chapter === end.chapter) return `${startName} ${start.chapter}:${start.verse}-${end.verse}`;
  return `${startName} ${start.chapter}:${start.verse}-${end.chapter}:${end.verse}`;
}

function chapterCount(book: number): number {
  const info = bookByNumber(book);
  return info?.deuterocanonical ? OPEN_END : (info?.chapters ?? 0);
}

function isLastVerse(book: number, chapter: number, verse: number): boolean {
  const info = bookByNumber(book);
  if (info?.deuterocanonical) return verse === OPEN_END;
  return info !== undefined && KJV.verseCount(info.osis, chapter) === verse;
}
