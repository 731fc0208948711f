import { bookByOsis, splitVerseKey, verseKey } from '../../../core/bible/books';
import type { ChapterMove } from '../../../core/bible/verse-pairing';
import { osisRef, parseOsisRef, type Mark, type VerseRange } from '../../../core/study/marks';

export type { ChapterMove };

/**
 * Where a browser's marks show (decision 403). A mark keeps the KJV keys of its verses beside its `ref`, as the
 * account keeps its marks; a chapter's answer gives each verse its KJV keys where its version numbers it
 * otherwise, and a book the KJV verses it numbers in another chapter. The verse maps themselves stay on the
 * server: the browser only compares keys.
 */

/** The KJV keys (BBCCCVVV) of a mark's first and last verse. */
export interface KjvSpan {
  startKey: number;
  endKey: number;
}

/** A mark kept in the browser: the KJV keys are absent on marks made before they were kept. */
export type LocalMark = Mark & Partial<KjvSpan>;

/** A verse of a chapter as shown: its key in its version's numbering and, where they differ, its KJV keys. */
export interface ShownVerse {
  verse: number;
  /** BBCCCVVV in the version's own numbering; unknown for verses shown outside a chapter's answer. */
  id?: number;
  /** The chapter answer's `kjv`: absent when the version numbers the verse as the KJV does. */
  kjv?: readonly number[];
}

/** A chapter of a version as shown. */
export interface ShownChapter {
  /** OSIS id of the book. */
  book: string;
  chapter: number;
  version: string;
  verses: readonly ShownVerse[];
}

/** A verse's KJV keys: its own key (`id`) where its version numbers it as the KJV does. */
function kjvKeysOf(verse: ShownVerse, id: number): readonly number[] {
  return verse.kjv ?? [id];
}

/**
 * The KJV keys of verses `from`-`to` of a chapter shown, for a new mark; undefined when the verses' keys are
 * not known (verses shown outside a chapter's answer) or none has a KJV verse (a Psalm's title).
 */
export function kjvSpan(verses: readonly ShownVerse[], from: number, to: number): KjvSpan | undefined {
  let startKey = Number.POSITIVE_INFINITY;
  let endKey = Number.NEGATIVE_INFINITY;
  for (const verse of verses) {
    if (verse.verse < from || verse.verse > to) continue;
    if (verse.id === undefined) return undefined;
    for (const key of kjvKeysOf(verse, verse.id)) {
      startKey = Math.min(startKey, key);
      endKey = Math.max(endKey, key);
    }
  }
  return startKey <= endKey ? { startKey, endKey } : undefined;
}

/** The KJV keys of a mark's verses: kept with it, or (a mark made before they were kept) its `ref` read so. */
function spanOf(mark: LocalMark, range: VerseRange | undefined): KjvSpan | undefined {
  if (mark.startKey !== undefined && mark.endKey !== undefined)
    return { startKey: mark.startKey, endKey: mark.endKey };
  const book = range && bookByOsis(range.book);
  return book
    ? {
        startKey: verseKey(book.number, range.chapter, range.from),
        endKey: verseKey(book.number, range.chapter, range.to),
      }
    : undefined;
}

/** Whether a mark without KJV keys is placed by its `ref` as written: in the version it was made in. */
function placedAsWritten(mark: LocalMark, version: string): boolean {
  return mark.startKey === undefined && (mark.version ?? 'kjv').toLowerCase() === version.toLowerCase();
}

/**
 * The browser's marks over a chapter shown, each with its `ref` in the chapter's numbering (as the account
 * answers its marks): a mark covers the verses whose KJV keys fall within its own (a verse without its key is
 * placed by nothing but a mark's `ref`). A mark made before the keys
 * were kept is placed by its `ref` in the version it was made in, and read as the KJV's numbering elsewhere.
 */
export function marksInChapter<T extends LocalMark>(marks: readonly T[], chapter: ShownChapter): T[] {
  const verses = chapter.verses.flatMap((verse) =>
    verse.id === undefined ? [] : [{ verse: verse.verse, keys: kjvKeysOf(verse, verse.id) }],
  );
  const shown: T[] = [];
  for (const mark of marks) {
    const range = parseOsisRef(mark.ref);
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    if (placedAsWritten(mark, chapter.version)) {
      if (range?.book !== chapter.book || range.chapter !== chapter.chapter) continue;
      [first, last] = [range.from, range.to];
    } else {
      const span = spanOf(mark, range);
      if (!span) continue;
      for (const { verse, keys } of verses) {
        if (keys.some((key) => key >= span.startKey && key <= span.endKey)) {
          first = Math.min(first, verse);
          last = Math.max(last, verse);
        }
      }
    }
    if (first <= last) shown.push({ ...mark, ref: osisRef(chapter.book, chapter.chapter, first, last) });
  }
  return shown;
}

/** The chapter a version numbers a KJV verse in, from the book's moved verses. */
function chapterIn(key: number, moved: readonly ChapterMove[]): number {
  return moved.find((move) => key >= move.from && key <= move.to)?.chapter ?? splitVerseKey(key).chapter;
}

/**
 * The chapters of `book` (OSIS id) holding the browser's marks, in the numbering of `version`, whose book
 * answer lists the KJV verses it numbers in another chapter (`moved`; none for a version numbered as the KJV).
 */
export function localMarkedChapters(
  marks: readonly LocalMark[],
  book: string,
  version: string,
  moved: readonly ChapterMove[] = [],
): Set<number> {
  const number = bookByOsis(book)?.number;
  const chapters = new Set<number>();
  if (number === undefined) return chapters;
  for (const mark of marks) {
    const range = parseOsisRef(mark.ref);
    if (placedAsWritten(mark, version)) {
      if (range?.book === book) chapters.add(range.chapter);
      continue;
    }
    const span = spanOf(mark, range);
    if (!span) continue;
    for (const key of [span.startKey, span.endKey])
      if (splitVerseKey(key).book === number) chapters.add(chapterIn(key, moved));
  }
  return chapters;
}
