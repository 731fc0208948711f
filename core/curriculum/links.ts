import { findBook } from '../bible/books';

/**
 * The book (canonical number and OSIS id) and chapter a course reference starts in, read without the full
 * reference parser so the web bundle stays small; the course test proves it agrees with the parser for every
 * reference of the course.
 */
export function chapterOf(reference: string): { book: number; osis: string; chapter: number } | undefined {
  const match = /^(.+?)\s+(\d+)(?::\d+.*)?$/.exec(reference.trim());
  if (!match) return undefined;
  const book = findBook(match[1]!);
  const chapter = Number(match[2]);
  if (!book || chapter < 1 || chapter > book.chapters) return undefined;
  return { book: book.number, osis: book.osis, chapter };
}

/** The reader's address of the chapter a course reference starts in ("Genesis 12:1-9" → `/bible/Gen/12`). */
export function readerPathOf(reference: string): string | undefined {
  const found = chapterOf(reference);
  return found ? `/bible/${found.osis}/${found.chapter}` : undefined;
}

/** The concordance entry of a Strong's number ("H1254" → `/concordance/H1254`). */
export function concordancePathOf(strongs: string): string {
  return `/concordance/${encodeURIComponent(strongs)}`;
}
