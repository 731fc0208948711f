import type { BookSummary, ChapterLink } from '../api/reader';
import { type BookInfo, bookByNumber, bookName } from './books';
import type { ChapterMove } from './verse-pairing';

/** The previous or next chapter, for the reader's navigation. */
export function chapterLink(book: number, chapter: number): ChapterLink {
  const info = bookByNumber(book);
  const name = bookName(book);
  return {
    book: info?.osis ?? String(book),
    bookNumber: book,
    bookName: name,
    chapter,
    reference: `${name} ${chapter}`,
  };
}

/**
 * A book with the chapters the version holds, and the KJV's verses it numbers in another chapter (`moved`, for a
 * version not numbered as the KJV; left out when none move).
 */
export function presentBook(
  book: BookInfo,
  chapters: readonly number[],
  moved: readonly ChapterMove[] = [],
): BookSummary {
  return {
    number: book.number,
    osis: book.osis,
    name: book.name,
    testament: book.testament,
    deuterocanonical: book.deuterocanonical,
    chapters: [...chapters],
    ...(moved.length ? { movedFromKjv: moved.map((move) => ({ ...move })) } : {}),
  };
}
