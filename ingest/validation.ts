import type { Versification } from '../core/bible/versification';
import type { BibleText } from './model';

const EXAMPLES = 20;

export interface BookCount {
  book: string;
  chapters: number;
  verses: number;
  expectedVerses?: number;
}

/** What an import found, checked against the versification and the dictionaries. */
export interface ValidationReport {
  version: string;
  books: number;
  chapters: number;
  verses: number;
  perBook: BookCount[];
  /** References the versification has and the text lacks (first few, and how many in all). */
  missing: { count: number; examples: string[] };
  /** References the text has and the versification lacks. */
  extra: { count: number; examples: string[] };
  emptyVerses: { count: number; examples: string[] };
  /** Strong's numbers in the tokens that no dictionary holds. */
  unknownStrongs: { count: number; examples: string[] };
  duplicateVerses: { count: number; examples: string[] };
  /** The reader's mapping report: verses renumbered onto ours, placeholders skipped, books left out. */
  mapping: { count: number; examples: string[] };
}

function sample(values: string[]): { count: number; examples: string[] } {
  return { count: values.length, examples: values.slice(0, EXAMPLES) };
}

/** Checks a parsed text: counts per book against the versification, gaps, extras, empty verses, unknown numbers. */
export function validateBibleText(
  text: BibleText,
  versification?: Versification,
  knownStrongs?: ReadonlySet<string>,
): ValidationReport {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const empty: string[] = [];
  const unknown = new Set<string>();
  const perBook = new Map<string, { chapters: Set<number>; verses: number }>();
  for (const record of text.verses) {
    const reference = `${record.book} ${record.chapter}:${record.verse}`;
    if (seen.has(reference)) duplicates.push(reference);
    seen.add(reference);
    if (!record.text.trim()) empty.push(reference);
    const count = perBook.get(record.book) ?? { chapters: new Set<number>(), verses: 0 };
    count.chapters.add(record.chapter);
    count.verses += 1;
    perBook.set(record.book, count);
    if (knownStrongs?.size) {
      for (const token of record.tokens)
        for (const number of token.strongs) if (!knownStrongs.has(number)) unknown.add(number);
    }
  }
  const missing: string[] = [];
  const extra: string[] = [];
  if (versification) {
    for (const book of versification.books) {
      if (!perBook.has(book)) continue;
      for (let chapter = 1; chapter <= versification.chapterCount(book); chapter++) {
        for (let verse = 1; verse <= versification.verseCount(book, chapter); verse++) {
          if (!seen.has(`${book} ${chapter}:${verse}`)) missing.push(`${book} ${chapter}:${verse}`);
        }
      }
    }
    for (const record of text.verses) {
      if (!versification.isValid(record.book, record.chapter, record.verse))
        extra.push(`${record.book} ${record.chapter}:${record.verse}`);
    }
  }
  const books = [...perBook.entries()].map(([book, count]) => ({
    book,
    chapters: count.chapters.size,
    verses: count.verses,
    ...(versification?.hasBook(book) ? { expectedVerses: versification.totalVerses(book) } : {}),
  }));
  return {
    version: text.meta.code,
    books: books.length,
    chapters: books.reduce((sum, book) => sum + book.chapters, 0),
    verses: text.verses.length,
    perBook: books,
    missing: sample(missing),
    extra: sample(extra),
    emptyVerses: sample(empty),
    unknownStrongs: sample([...unknown].sort()),
    duplicateVerses: sample(duplicates),
    mapping: sample(text.notes ?? []),
  };
}
