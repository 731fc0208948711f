import { bookByNumber, findBook, splitVerseKey, verseKey } from '../../core/bible/books';
import { KJV } from '../../core/bible/versification';
import { parseReference } from '../../core/reference/parse-reference';
import type { VerseRange } from '../../core/reference/verse-range';

/** The most verses one reference of a batch may stand for (`Ps 119` has 176). */
export const MAX_VERSES_PER_REFERENCE = 200;

// `Genesis 1:1`, `1 Sam. 3.4`, `Gen 32:33`: one verse, numbered as the caller's version numbers it.
const SINGLE_VERSE = /^\s*(.+?)\.?\s+(\d{1,3})\s*[:.]\s*(\d{1,3})\s*$/;

/**
 * The verse keys a reference stands for, in order. A single verse is read as written, so that a Hebrew
 * Bible reference such as Genesis 32:33 (which the KJV lacks) still resolves; anything else goes through the
 * reference parser (KJV numbering). Empty when the text is not a reference.
 */
export function referenceKeys(reference: string): number[] {
  const single = SINGLE_VERSE.exec(reference);
  const book = single && findBook(single[1]!);
  if (single && book) {
    const chapter = Number(single[2]);
    const verse = Number(single[3]);
    return chapter > 0 && verse > 0 ? [verseKey(book.number, chapter, verse)] : [];
  }
  const parsed = parseReference(reference);
  if (!parsed.ok) return [];
  const keys: number[] = [];
  for (const range of parsed.ranges) {
    for (const key of expandRange(range, MAX_VERSES_PER_REFERENCE - keys.length)) keys.push(key);
    if (keys.length >= MAX_VERSES_PER_REFERENCE) break;
  }
  return keys;
}

/** The KJV verses of a range, at most `max` of them. */
function expandRange(range: VerseRange, max: number): number[] {
  const keys: number[] = [];
  let key = range.start;
  while (key <= range.end && keys.length < max) {
    keys.push(key);
    const { book, chapter, verse } = splitVerseKey(key);
    const osis = bookByNumber(book)?.osis ?? '';
    if (verse < KJV.verseCount(osis, chapter)) key = verseKey(book, chapter, verse + 1);
    else if (chapter < KJV.chapterCount(osis)) key = verseKey(book, chapter + 1, 1);
    else if (book < 66) key = verseKey(book + 1, 1, 1);
    else break;
  }
  return keys;
}
