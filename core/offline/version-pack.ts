import type { BookSummary, BooksResponse, ChapterResponse, VersionInfo } from '../api/reader';
import { type BookInfo, bookByNumber, findBook, splitVerseKey } from '../bible/books';
import { ChapterOutline } from '../bible/chapter-outline';
import { chapterLink } from '../bible/chapter-links';
import { formatReference } from '../reference/format-reference';
import { nearestBooks } from '../reference/nearest-books';
import { unknownBookMessage } from '../reference/parse-reference';
import { VerseIndex } from '../search/index';
import type { VerseRow } from '../search/index-builder';
import type { SearchLanguage } from '../search/normalise';
import type { KeptVerses, SearchedVersion } from '../search/present';
import { segmentVerse, type TaggedToken } from '../search/segments';
import type { KeptVerse } from '../search/verse-json';

/** Bumped when the pack's shape changes: a browser holding another format downloads the version again. */
export const VERSION_PACK_FORMAT = 1;

/**
 * One version as a browser keeps it to read and search offline (decision 415): the texts and the words that carry
 * Strong's numbers, nothing the browser can rebuild (the search index is built from these on the device). The
 * server makes it from the version it has loaded, so a chapter or a search answered from it is the server's.
 */
export interface VersionPack {
  format: typeof VERSION_PACK_FORMAT;
  kind: 'version';
  version: VersionInfo;
  /** The version's books answer (`GET /api/bible/:version`), as the server gives it. */
  books: BookSummary[];
  /** The verse keys (BBCCCVVV) in ascending order, each written as its difference from the one before. */
  keys: number[];
  /** Verse texts, in key order. */
  texts: string[];
  /**
   * The words of each verse that carry Strong's numbers, each as `[word, number, …]` in reading order, or 0 for
   * none; absent for a version without Strong's numbers. Words without numbers are left out: neither the index
   * nor the display pieces place them.
   */
  tagged?: (string[][] | 0)[];
  /** Verse position → its keys in the KJV's numbering, only where they differ from its own (decision 403). */
  kjv?: Record<string, number[]>;
}

/** The verses a pack is made from, in key order, with their KJV keys where the version numbers otherwise. */
export interface PackedVerse {
  key: number;
  text: string;
  tokens?: readonly TaggedToken[] | null;
  kjv?: readonly number[];
}

/** Verses written to the pack's JSON at a time: a part of some hundred kilobytes. */
const VERSES_A_PART = 1_000;

/**
 * A version's pack as JSON, in parts (`VersionPack`'s fields in order, a thousand verses at a time), so that a
 * server never holds the whole text nor its objects at once: `verses` is called twice (texts, then tagged words)
 * and must give the same verses, in ascending key order, each time.
 */
export function* versionPackJson(
  version: VersionInfo,
  books: readonly BookSummary[],
  verses: () => Iterable<PackedVerse>,
): Iterable<string> {
  const keys: number[] = [];
  const kjv: Record<string, number[]> = {};
  let previous = 0;
  let batch: string[] = [];
  yield `{"format":${VERSION_PACK_FORMAT},"kind":"version","version":${JSON.stringify(version)},"books":${JSON.stringify(books)},"texts":[`;
  for (const verse of verses()) {
    if (verse.key <= previous) throw new Error(`verse ${verse.key} is out of key order`);
    keys.push(verse.key - previous);
    previous = verse.key;
    if (verse.kjv) kjv[keys.length - 1] = [...verse.kjv];
    batch.push(JSON.stringify(verse.text));
    if (batch.length === VERSES_A_PART) {
      yield `${keys.length > VERSES_A_PART ? ',' : ''}${batch.join(',')}`;
      batch = [];
    }
  }
  if (batch.length) yield `${keys.length > batch.length ? ',' : ''}${batch.join(',')}`;
  yield `],"keys":${JSON.stringify(keys)}`;
  if (version.hasStrongs) {
    yield ',"tagged":[';
    let written = 0;
    batch = [];
    for (const verse of verses()) {
      const words = (verse.tokens ?? []).flatMap((token) =>
        token.s?.length && token.t ? [[token.t, ...token.s]] : [],
      );
      batch.push(words.length ? JSON.stringify(words) : '0');
      if (batch.length === VERSES_A_PART) {
        yield `${written > 0 ? ',' : ''}${batch.join(',')}`;
        written += batch.length;
        batch = [];
      }
    }
    if (batch.length) yield `${written > 0 ? ',' : ''}${batch.join(',')}`;
    yield ']';
  }
  yield Object.keys(kjv).length ? `,"kjv":${JSON.stringify(kjv)}}` : '}';
}

/** The pack itself, for what holds it whole anyway (the tests, a browser after parsing it). */
export function packVersion(
  version: VersionInfo,
  books: readonly BookSummary[],
  verses: readonly PackedVerse[],
): VersionPack {
  return JSON.parse([...versionPackJson(version, books, () => verses)].join('')) as VersionPack;
}

/** A failure answered as the server would: its status and the sentence a reader sees. */
export class PackAnswerError extends Error {
  override readonly name = 'PackAnswerError';
  constructor(
    readonly status: number,
    message: string,
    readonly suggestions?: readonly string[],
  ) {
    super(message);
  }
}

const NO_TOKENS: readonly TaggedToken[] = [];

/**
 * A kept version opened for reading and searching: the chapter and books answers the server would give, and the
 * search index built from the pack's verses the first time a search needs it.
 */
export class PackedVersion implements SearchedVersion {
  readonly version: VersionInfo & { direction: 'ltr' | 'rtl' };
  readonly keys: Uint32Array;
  readonly keptResults: { plain: KeptVerses; tagged: KeptVerses } = {
    plain: new Map<number, KeptVerse>(),
    tagged: new Map<number, KeptVerse>(),
  };
  /** The verse keys by book and chapter (a pack of one book has only its own). */
  private readonly outline: ChapterOutline;
  private built: VerseIndex | undefined;

  constructor(private readonly pack: VersionPack) {
    if (pack.format !== VERSION_PACK_FORMAT || pack.kind !== 'version') {
      throw new Error('This kept version was saved by another release: download it again');
    }
    if (pack.texts.length !== pack.keys.length) throw new Error('The kept version is damaged');
    this.version = pack.version as VersionInfo & { direction: 'ltr' | 'rtl' };
    this.keys = new Uint32Array(pack.keys.length);
    let key = 0;
    for (let at = 0; at < pack.keys.length; at++) this.keys[at] = key += pack.keys[at]!;
    this.outline = new ChapterOutline(this.keys);
  }

  /** The search index, built from the pack's verses when first asked for (decision 415). */
  get index(): VerseIndex {
    this.built ??= VerseIndex.fromRows(this.rows(), this.pack.version.language as SearchLanguage);
    return this.built;
  }

  /** Whether the index has been built yet. */
  get indexed(): boolean {
    return this.built !== undefined;
  }

  private *rows(): Iterable<VerseRow> {
    for (let at = 0; at < this.keys.length; at++) {
      yield { key: this.keys[at]!, text: this.pack.texts[at]!, tokens: this.tokensAt(at) };
    }
  }

  /** The position of a verse key, or -1. */
  private find(key: number): number {
    let low = 0;
    let high = this.keys.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.keys[middle]!;
      if (found === key) return middle;
      if (found < key) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  private tokensAt(at: number): readonly TaggedToken[] {
    const words = this.pack.tagged?.[at];
    if (!words) return NO_TOKENS;
    return words.map(([t, ...s]) => ({ t: t!, s }));
  }

  verse(key: number): { text: string; tokens: readonly TaggedToken[] } | undefined {
    const at = this.find(key);
    return at < 0 ? undefined : { text: this.pack.texts[at]!, tokens: this.tokensAt(at) };
  }

  tokens(key: number): readonly TaggedToken[] {
    const at = this.find(key);
    return at < 0 ? NO_TOKENS : this.tokensAt(at);
  }

  /** `GET /api/bible/:version`. */
  books(): BooksResponse {
    return { version: this.pack.version, books: this.pack.books };
  }

  /** `GET /api/bible/:version/:book/:chapter`, with the server's 400 and 404 sentences. */
  chapter(bookText: string, chapter: number): ChapterResponse {
    const book = resolveBook(bookText);
    const summary = this.pack.books.find((entry) => entry.number === book.number);
    const keys = this.outline.verseKeys(book.number, chapter);
    const name = this.pack.version.name;
    if (!summary || !keys) {
      const chapters = summary?.chapters ?? [];
      if (!chapters.length) throw new PackAnswerError(404, `${name} does not include ${book.name}`);
      const last = chapters.at(-1)!;
      if (chapter > last) {
        const plural = last === 1 ? '' : 's';
        throw new PackAnswerError(404, `${book.name} has ${last} chapter${plural} in ${name}`);
      }
      throw new PackAnswerError(404, `${name} has no ${book.name} ${chapter}`);
    }
    const previous = neighbour(this.pack.books, book.number, chapter, -1);
    const next = neighbour(this.pack.books, book.number, chapter, 1);
    return {
      version: this.pack.version,
      book: summary,
      chapter,
      reference: `${book.name} ${chapter}`,
      verses: Array.from(keys, (key) => {
        const at = this.find(key);
        const text = this.pack.texts[at]!;
        const kjv = this.pack.kjv?.[at];
        return {
          id: key,
          verse: splitVerseKey(key).verse,
          reference: formatReference(key),
          text,
          segments: segmentVerse(text, this.tokensAt(at)),
          ...(kjv ? { kjv } : {}),
        };
      }),
      previous: previous ? chapterLink(previous.book, previous.chapter) : null,
      next: next ? chapterLink(next.book, next.chapter) : null,
    };
  }
}

/**
 * The chapter before or after one, across books, from the version's books answer (as the server's outline finds
 * it from the keys): a pack of one book still links to the books around it.
 */
function neighbour(
  books: readonly BookSummary[],
  book: number,
  chapter: number,
  step: -1 | 1,
): { book: number; chapter: number } | undefined {
  const at = books.findIndex((entry) => entry.number === book);
  const chapters = books[at]?.chapters ?? [];
  const position = chapters.indexOf(chapter) + step;
  if (position >= 0 && position < chapters.length) return { book, chapter: chapters[position]! };
  const other = books[at + step];
  if (!other?.chapters.length) return undefined;
  return { book: other.number, chapter: step === 1 ? other.chapters[0]! : other.chapters.at(-1)! };
}

/** A pack's verses split by book: one pack a book, each with the whole books answer (decision 415). */
export function packBooks(pack: VersionPack): Map<number, VersionPack> {
  const byBook = new Map<number, VersionPack>();
  let key = 0;
  let previous = 0;
  for (let at = 0; at < pack.keys.length; at++) {
    key += pack.keys[at]!;
    const book = Math.floor(key / 1_000_000);
    let part = byBook.get(book);
    if (!part) {
      part = { ...pack, keys: [], texts: [], ...(pack.tagged ? { tagged: [] } : {}), kjv: {} };
      byBook.set(book, part);
      previous = 0;
    }
    part.keys.push(key - previous);
    previous = key;
    part.texts.push(pack.texts[at]!);
    part.tagged?.push(pack.tagged![at]!);
    const kjv = pack.kjv?.[at];
    if (kjv) part.kjv![part.texts.length - 1] = kjv;
  }
  return byBook;
}

/** The books' packs (in book order) joined into the version's. */
export function joinBooks(parts: readonly VersionPack[]): VersionPack {
  const [first] = parts;
  if (!first) throw new Error('The kept version has no books');
  const joined: VersionPack = {
    ...first,
    keys: [],
    texts: [],
    ...(first.tagged ? { tagged: [] } : {}),
    kjv: {},
  };
  let last = 0;
  for (const part of parts) {
    let key = 0;
    for (let at = 0; at < part.keys.length; at++) {
      key += part.keys[at]!;
      joined.keys.push(key - last);
      last = key;
      joined.texts.push(part.texts[at]!);
      joined.tagged?.push(part.tagged![at]!);
      const kjv = part.kjv?.[at];
      if (kjv) joined.kjv![joined.texts.length - 1] = kjv;
    }
  }
  return joined;
}

/** A book given as a number, an OSIS id, a name or an abbreviation, as the server reads it; 400 otherwise. */
export function resolveBook(text: string): BookInfo {
  const trimmed = text.trim();
  const book = /^\d+$/.test(trimmed) ? bookByNumber(Number(trimmed)) : findBook(trimmed);
  if (!book) {
    const suggestions = nearestBooks(trimmed).map((nearest) => nearest.name);
    throw new PackAnswerError(400, unknownBookMessage(trimmed, suggestions), suggestions);
  }
  return book;
}
