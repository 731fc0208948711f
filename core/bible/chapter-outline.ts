import { splitVerseKey } from './books';

/** The books, chapters and verse keys one loaded version holds, in its own numbering. */
export class ChapterOutline {
  /**
   * book number → chapter number → verse keys in order: views of one array of every key, where an array of
   * numbers a chapter took some 400 KB a version.
   */
  private readonly books = new Map<number, Map<number, Uint32Array>>();

  constructor(keys: Iterable<number>) {
    // In key order, a chapter's keys are side by side.
    const all = Uint32Array.from(keys).sort();
    let start = 0;
    for (let at = 1; at <= all.length; at++) {
      const { book, chapter } = splitVerseKey(all[start]!);
      if (at < all.length) {
        const next = splitVerseKey(all[at]!);
        if (next.book === book && next.chapter === chapter) continue;
      }
      let chapters = this.books.get(book);
      if (!chapters) this.books.set(book, (chapters = new Map()));
      chapters.set(chapter, all.subarray(start, at));
      start = at;
    }
  }

  /** Book numbers present, in canonical order. */
  bookNumbers(): number[] {
    return [...this.books.keys()].sort((a, b) => a - b);
  }

  /** The chapter numbers of a book, in order; empty when the version lacks the book. */
  chapters(book: number): number[] {
    return [...(this.books.get(book)?.keys() ?? [])].sort((a, b) => a - b);
  }

  /** The verse keys of a chapter, or undefined when the version lacks it. */
  verseKeys(book: number, chapter: number): Uint32Array | undefined {
    return this.books.get(book)?.get(chapter);
  }

  /** The chapter before or after this one, across books; undefined at either end of the version. */
  neighbour(book: number, chapter: number, step: -1 | 1): { book: number; chapter: number } | undefined {
    const chapters = this.chapters(book);
    const position = chapters.indexOf(chapter) + step;
    if (position >= 0 && position < chapters.length) return { book, chapter: chapters[position]! };
    const books = this.bookNumbers();
    const next = books[books.indexOf(book) + step];
    if (next === undefined) return undefined;
    const nextChapters = this.chapters(next);
    return { book: next, chapter: step === 1 ? nextChapters[0]! : nextChapters.at(-1)! };
  }
}
