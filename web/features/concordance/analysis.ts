import type { Segment } from './concordanceApi';

// An optional book number, a book name of one or more words, a chapter and a verse: "Genesis 5:1", "1 John 4:8".
const VERSE_REFERENCE = /^(?:[1-3]\s*)?[A-Za-z]+(?:\s+[A-Za-z]+)*\s+\d{1,3}:\d{1,3}$/;

/** Whether a reference names one verse as the analysis dialog needs; otherwise the special edition is not asked. */
export function isVerseReference(reference: string): boolean {
  return VERSE_REFERENCE.test(reference.trim());
}

export interface WordRow {
  /** Position of the word in the verse, for a stable key. */
  position: number;
  word: string;
  strongs: string;
}

/** The word table of a verse: one row per Strong's number of each tagged word, in reading order. */
export function wordRows(segments: readonly Segment[]): WordRow[] {
  return segments.flatMap((segment, position) =>
    (segment.strongs ?? []).map((strongs) => ({
      position,
      word: segment.text.trim().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
      strongs,
    })),
  );
}
