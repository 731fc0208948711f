import { splitVerseKey } from '../bible/books';

/**
 * The chapters of a book holding marks, in a version's own numbering (the chapter navigation's dots): each
 * mark's first verse, kept as a KJV key, is turned into the version's keys by `toVersion` (the verse maps;
 * Malachi 4:1 in the KJV is Malachi 3:19 in the Hebrew Bible), and a verse with no counterpart shows no dot.
 */
export function chaptersInNumbering(
  kjvKeys: readonly number[],
  toVersion: (key: number) => readonly number[],
  book: number,
): number[] {
  const chapters = new Set<number>();
  for (const kjv of kjvKeys) {
    for (const key of toVersion(kjv)) {
      const place = splitVerseKey(key);
      if (place.book === book) chapters.add(place.chapter);
    }
  }
  return [...chapters].sort((a, b) => a - b);
}
