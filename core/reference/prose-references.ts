import { type BookInfo, bookByNumber, bookByOsis, splitVerseKey, verseKey } from '../bible/books';
import { KJV } from '../bible/versification';
import { parseReference } from './parse-reference';
import type { VerseRange } from './verse-range';

/** A piece of prose: plain text, or a Scripture reference read into KJV verse ranges. */
export type ProsePiece = { text: string } | { text: string; ranges: VerseRange[] };

/** What the reference reader found in one text. */
export interface ReadProse {
  paragraphs: ProsePiece[][];
  /** References read into verse ranges. */
  read: number;
  /** Reference-shaped texts (`Book ch:v`) that name no Bible book or no existing verse, as written. */
  unread: string[];
}

// A book as written before `ch:v`: `Gen.`, `1 Chr.`, `2 Kings`, `1Thess.`, `Cant.`, `Ro`; then the chapter and
// verse; then the continuations that inherit the book: `, 27-30`, `; 21:6`, `; 22:13`.
const PIECE = String.raw`\d{1,3}:\d{1,3}(?:\s*[-–]\s*\d{1,3}(?::\d{1,3})?)?`;
// A verse alone after a separator; not the `1` of a numbered book that follows (`; 1 Chr. 2:10`).
const VERSE_ONLY = String.raw`\d{1,3}(?:\s*[-–]\s*\d{1,3})?(?![\d:])(?!\s?\p{L})`;
const VERSES = String.raw`\d{1,3}(?:\s*[-–]\s*\d{1,3})?(?:\s*,\s*\d{1,3}(?:\s*[-–]\s*\d{1,3})?)*(?![\d:])`;
const CITATION = new RegExp(
  String.raw`(?<![\p{L}\d])((?:[1-3]\s?)?\p{Lu}\p{Ll}+\.?)\s(${PIECE}(?:\s*[,;]\s*(?:${PIECE}|${VERSE_ONLY}))*)` +
    // A continuation in brackets with no book, `(2:1, 4; 7:7)`, inherits the last book named.
    String.raw`|\((${PIECE}(?:\s*[,;]\s*(?:${PIECE}|${VERSE_ONLY}))*)(?=[);])` +
    // A commentary's verses of the chapter it comments on: `ver. 12`, `verses 7-13`, `v. 3, 5`.
    String.raw`|(?<![\p{L}\d])((?:[Vv]erses?|[Vv]er\.?|[Vv]v?\.)\s?)(${VERSES})`,
  'gu',
);
const SEPARATOR = /\s*[,;]\s*/g;

// Older abbreviations the reference parser does not know: Easton's (`Cant.` is the Song of Songs) and the
// SWORD commentaries' (`He` Hebrews, `De` Deuteronomy).
const BOOK_ALIASES: Record<string, string> = {
  cant: 'Song',
  exek: 'Ezek',
  judge: 'Judg',
  king: 'Kgs',
  he: 'Heb',
  de: 'Deut',
};

const books = new Map<string, BookInfo | undefined>();

/** The book as the reference parser reads it, or undefined for a word that names no book (`Comp.`). */
function bookOf(written: string): BookInfo | undefined {
  if (books.has(written)) return books.get(written);
  const bare = written.replace(/\.$/, '').replace(/\s+/g, ' ');
  const [, number, name] = /^(?:([1-3])\s?)?(.+)$/.exec(bare)!;
  const alias = BOOK_ALIASES[name!.toLowerCase()];
  const spelled = `${number ? `${number} ` : ''}${alias ?? name}`;
  // The parser reads the abbreviations (`Matt`, `Ex`, `1Thess`); asked once per spelling, with a verse.
  const parsed = parseReference(`${spelled} 1:1`);
  const found = parsed.ok ? bookByNumber(splitVerseKey(parsed.ranges[0]!.start).book) : undefined;
  const book = found && !found.deuterocanonical ? found : undefined;
  books.set(written, book);
  return book;
}

/** `ch:v`, `ch:v-v` or `ch:v-ch:v` of a book as KJV verse range, or undefined when a verse does not exist. */
function rangeOf(book: BookInfo, spec: string): VerseRange | undefined {
  const match = /^(\d+):(\d+)(?:[-–](\d+)(?::(\d+))?)?$/.exec(spec);
  if (!match) return undefined;
  const chapter = Number(match[1]);
  const verse = Number(match[2]);
  const endChapter = match[4] === undefined ? chapter : Number(match[3]);
  const endVerse = match[4] === undefined ? Number(match[3] ?? verse) : Number(match[4]);
  if (!KJV.isValid(book.osis, chapter, verse) || !KJV.isValid(book.osis, endChapter, endVerse))
    return undefined;
  const range = {
    start: verseKey(book.number, chapter, verse),
    end: verseKey(book.number, endChapter, endVerse),
  };
  return range.end >= range.start ? range : undefined;
}

/** Where a text stands, for the verses it names without a book (`ver. 12`): a commentary's chapter. */
export interface ProseContext {
  /** OSIS id. */
  book: string;
  chapter: number;
}

/**
 * Splits a text into paragraphs and reads its prose references (`Ex. 4:14, 27-30`, `Gen. 35:19; Matt. 2:1`,
 * `(2:1, 4; 7:7)` after a book) into KJV verse ranges, one piece per reference, each continuation inheriting
 * the book and chapter before it. With a context, `ver. 12` and `verses 7-13` are read in its chapter; without
 * one they stay text. What looks like a reference but cannot be read is counted and kept as text (decision 307).
 */
export function readProse(definition: string, context?: ProseContext): ReadProse {
  const result: ReadProse = { paragraphs: [], read: 0, unread: [] };
  const here = context && bookByOsis(context.book);
  let lastBook: BookInfo | undefined;
  for (const paragraph of definition.split(/\n{2,}/)) {
    const pieces: ProsePiece[] = [];
    let at = 0;
    const text = (to: number): void => {
      if (to > at) pieces.push({ text: paragraph.slice(at, to) });
    };
    for (const match of paragraph.matchAll(CITATION)) {
      const [whole, written, cited, bracketed, relative, verses] = match;
      let book: BookInfo | undefined;
      let start = match.index;
      // The words before the first number (`Ex. `, `verses `) belong to the first reference's link.
      let prefix = '';
      let sequence: string;
      let chapter: string | undefined;
      if (verses !== undefined) {
        if (!here) continue;
        book = here;
        chapter = String(context!.chapter);
        prefix = relative!;
        sequence = verses;
      } else if (written !== undefined) {
        book = bookOf(written);
        if (!book) {
          // A capitalised word before numbers that names no book: `Comp. 2:3`, `Ant. 4:8`.
          result.unread.push(whole);
          continue;
        }
        lastBook = book;
        sequence = cited!;
        prefix = whole.slice(0, whole.length - sequence.length);
      } else {
        book = lastBook;
        if (!book) continue; // a bracketed `(2:1)` with no book before it is not a reference
        start += 1; // the bracket stays text
        sequence = bracketed!;
      }
      text(start);
      for (const part of splitKeeping(sequence)) {
        if (part.separator) {
          pieces.push({ text: part.text });
          continue;
        }
        const hasChapter = part.text.includes(':');
        if (hasChapter) chapter = part.text.split(':')[0]!;
        const spec = hasChapter ? part.text : `${chapter}:${part.text}`;
        const range = rangeOf(book, spec.replace(/\s+/g, ''));
        const display = `${prefix}${part.text}`;
        prefix = '';
        if (range) {
          result.read++;
          pieces.push({ text: display, ranges: [range] });
        } else {
          result.unread.push(`${book.name} ${spec}`);
          pieces.push({ text: display });
        }
      }
      at = match.index + whole.length;
    }
    text(paragraph.length);
    result.paragraphs.push(mergeText(pieces));
  }
  return result;
}

/** The parts of a `,`/`;`-separated sequence with its separators kept as parts of their own. */
function splitKeeping(sequence: string): { text: string; separator: boolean }[] {
  const parts: { text: string; separator: boolean }[] = [];
  let at = 0;
  for (const match of sequence.matchAll(SEPARATOR)) {
    parts.push({ text: sequence.slice(at, match.index), separator: false });
    parts.push({ text: match[0], separator: true });
    at = match.index + match[0].length;
  }
  parts.push({ text: sequence.slice(at), separator: false });
  return parts;
}

/** Adjacent plain pieces joined. */
function mergeText(pieces: ProsePiece[]): ProsePiece[] {
  const merged: ProsePiece[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && !('ranges' in last) && !('ranges' in piece)) last.text += piece.text;
    else merged.push({ ...piece });
  }
  return merged;
}
