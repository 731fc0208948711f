import { bookByOsis, verseKey } from '../../core/bible/books';
import type { PlanSegment } from '../../core/devotional/plans';
import { formatRange } from '../../core/reference/format-reference';
import type { LoadedVersion } from '../bible-index/loaded-version';

/** The verses of a plan segment that the version holds, each with its reference. */
export function segmentVerses(version: LoadedVersion, segment: PlanSegment) {
  const book = bookByOsis(segment.book)!.number;
  const verses: { reference: string; verse: number; text: string }[] = [];
  for (let verse = segment.from; verse <= segment.to; verse++) {
    const text = version.text(verseKey(book, segment.chapter, verse));
    if (text)
      verses.push({
        reference: `${bookByOsis(segment.book)!.name} ${segment.chapter}:${verse}`,
        verse,
        text,
      });
  }
  return verses;
}

/** A range of verses of one chapter as readers write it (`John 3:16-18`). */
export function rangeName(book: string, chapter: number, from: number, to: number): string {
  const number = bookByOsis(book)!.number;
  return formatRange({ start: verseKey(number, chapter, from), end: verseKey(number, chapter, to) });
}

/** The ISO date `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
