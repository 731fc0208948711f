import type { HighlightColor } from '../../../core/study/marks';

/** What a chapter shows of the reader's marks: each marked verse's colour, icons and spoken description. */
export interface VerseMarksView {
  color: HighlightColor | undefined;
  bookmark: boolean;
  note: boolean;
  description: string;
}

export type ChapterMarksView = ReadonlyMap<number, VerseMarksView>;

/** The chapters holding the reader's marks, as `Gen.1` keys (`chapterKey`). */
export type MarkedChapters = ReadonlySet<string>;

export function chapterKey(book: string, chapter: number): string {
  return `${book}.${chapter}`;
}

/** What verses of many chapters show of the reader's marks, by `John.3.16` keys (`verseRefKey`). */
export type VersesMarksView = ReadonlyMap<string, VerseMarksView>;

export function verseRefKey(book: string, chapter: number, verse: number): string {
  return `${book}.${chapter}.${verse}`;
}
