import { type BookInfo, bookByNumber, findBook, verseKey } from '../../core/bible/books';
import { IngestError, type VerseRecord, type VerseToken, type VersionMeta } from '../model';

/** Options every upload reader accepts. */
export interface UploadOptions {
  /** Metadata the administrator gives (code, name, licence, …); it wins over what the file says. */
  meta?: Partial<VersionMeta>;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes an uploaded file as UTF-8 (BOM removed); invalid bytes are reported with their line. */
export function decodeUpload(fileName: string, bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    let line = 1;
    let start = 0;
    for (let index = 0; index <= bytes.length; index++) {
      if (index < bytes.length && bytes[index] !== 0x0a) continue;
      try {
        utf8.decode(bytes.subarray(start, index));
      } catch {
        break;
      }
      line++;
      start = index + 1;
    }
    throw new IngestError(fileName, line, 'the file is not UTF-8 text; save it as UTF-8 and upload it again');
  }
}

/** A book given as a canonical number (1-66), an OSIS id, a name or an abbreviation. */
export function resolveBook(value: string | number, fileName: string, line: number): BookInfo {
  const text = String(value).trim();
  const book = /^\d+$/.test(text) ? bookByNumber(Number(text)) : findBook(text);
  if (!book) throw new IngestError(fileName, line, `unknown book "${text}"`);
  return book;
}

/** A chapter or verse number: a positive integer, given as a number or digits. */
export function positiveNumber(value: string | number, what: string, fileName: string, line: number): number {
  const text = String(value).trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new IngestError(fileName, line, `${what} "${text}" is not a positive whole number`);
  }
  return Number(text);
}

/**
 * Gathers the verses of an upload: rejects a verse given twice or without text, naming the line, and returns
 * them in canonical order (uploads, SQL dumps especially, need not be sorted).
 */
export class VerseCollector {
  private readonly verses = new Map<number, VerseRecord>();
  private readonly lines = new Map<number, number>();

  constructor(private readonly fileName: string) {}

  add(
    book: BookInfo,
    chapter: number,
    verse: number,
    text: string,
    line: number,
    tokens: VerseToken[] = [],
  ): void {
    const key = verseKey(book.number, chapter, verse);
    const clean = text.replace(/\s+/g, ' ').trim();
    const reference = `${book.osis} ${chapter}:${verse}`;
    if (!clean) throw new IngestError(this.fileName, line, `${reference} has no text`);
    const earlier = this.lines.get(key);
    if (earlier !== undefined) {
      throw new IngestError(this.fileName, line, `${reference} was already given on line ${earlier}`);
    }
    this.lines.set(key, line);
    this.verses.set(key, { book: book.osis, chapter, verse, text: clean, tokens });
  }

  /** The verses in canonical order; an upload without any verse is an error. */
  finish(): VerseRecord[] {
    if (this.verses.size === 0) throw new IngestError(this.fileName, undefined, 'no verses found');
    return [...this.verses.entries()].sort(([a], [b]) => a - b).map(([, record]) => record);
  }
}
