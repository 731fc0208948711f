import { findBook } from '../../../core/bible/books';

/** Where in the reader a search-box text points: a book, a chapter and perhaps a verse. */
export interface ReaderReference {
  /** OSIS id, as the reader's address uses it. */
  book: string;
  chapter: number;
  verse?: number;
}

// A book name (numbered or not, abbreviated or not) then a chapter, optionally `:verse` and a range end:
// `John 3:16`, `Ps 23`, `1 Cor 13:4-7`, `Song of Solomon 2`, `ii kings 5.1`.
const BOOK_THEN_NUMBERS =
  /^((?:[1-4]|i{1,3}|iv)\s*)?(\p{L}[\p{L} .'’]*?)\.?\s*(\d{1,3})(?:\s*[:.]\s*(\d{1,3}))?(?:\s*[-–—]\s*\d{1,3}(?:\s*[:.]\s*\d{1,3})?)?$/iu;

/**
 * The place in the reader that a search-box text names, or undefined when it is words to search for
 * (decision 236). Only one book with a chapter counts: a book alone (`Job`, `Mark`) stays a word search, as
 * does anything with search syntax or several references, which the results page lists. A chapter the book
 * does not have is left to the results page too, which says why.
 */
export function readerReference(text: string): ReaderReference | undefined {
  const match = BOOK_THEN_NUMBERS.exec(text.trim());
  if (!match) return undefined;
  const [, number, name, chapterText, verseText] = match;
  const book = findBook(`${number ?? ''}${name}`.trim()) ?? findBook(`${number ?? ''} ${name}`.trim());
  const chapter = Number(chapterText);
  if (!book || chapter < 1 || chapter > book.chapters) return undefined;
  const verse = verseText === undefined ? undefined : Number(verseText);
  if (verse === 0) return undefined;
  return { book: book.osis, chapter, ...(verse ? { verse } : {}) };
}
