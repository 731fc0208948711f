import type { Definition, StaticDefinition } from '../api/concordance';
import type { BookSummary, BooksResponse, VersionInfo } from '../api/reader';
import type { VersionsResponse } from '../api/site';
import { textCodeOf } from '../bible/version-catalogue';
import { definitionIn, entryPageNumber, keptEntry } from './kept-entry';
import { openLexicon, type KeptLexicon, type LexiconPack } from './lexicon-pack';
import { offlineMessage, searchOptionsOf, searchPacks } from './offline-search';
import {
  NO_VERSES,
  packBooks,
  PackAnswerError,
  PackedVersion,
  resolveBook,
  type VersionPack,
} from './version-pack';

/** A kept version's description, books and size: what a pack's `meta` entry holds (decision 415). */
export interface KeptSummary {
  version: VersionInfo;
  books: BookSummary[];
  verseCount: number;
}

/** What the device keeps, opened when first needed. */
export interface KeptData {
  /** A kept version by its code, whole (for searches), or undefined when it is not kept. */
  version(code: string): Promise<PackedVersion | undefined>;
  /**
   * A kept version holding at least `book`'s verses (none when the version lacks the book), for its chapters:
   * one book opens far faster than the whole version. Undefined when the version is not kept.
   */
  book(code: string, book: number): Promise<PackedVersion | undefined>;
  /** Every kept version's summary, by code, without opening any. */
  summaries(): Promise<ReadonlyMap<string, KeptSummary>>;
  /** Every kept version, by code. */
  versions(): Promise<ReadonlyMap<string, PackedVersion>>;
  /** The kept lexicon, opened, or undefined when it is not kept. */
  lexicon(): Promise<KeptLexicon | undefined>;
}

/** A call's answer from kept data: its status and its body (the server's answer, or `{ message }`). */
export interface KeptAnswer {
  status: number;
  body: unknown;
}

const CHAPTER = /^\/api\/bible\/([^/]+)\/([^/]+)\/([^/]+)$/;
const BOOKS = /^\/api\/bible\/([^/]+)$/;
const DEFINITION = /^\/api\/strongs\/definition\/([^/]+)$/;
const STATIC_DEFINITION = /^\/api\/static-strongs\/([^/]+)$/;

/**
 * Answers an API call (`/api/…?…`) from what the device keeps, as the server would (decision 415): the reader's
 * chapters and books, the one box's search, the Strong's popup's definitions, the concordance's entry pages
 * (decision 416), and the list of versions (the kept ones). Anything else, or a version or lexicon not kept,
 * answers 503 with a sentence saying it needs a connection.
 */
export async function answerFromKept(address: string, kept: KeptData): Promise<KeptAnswer> {
  const url = new URL(address, 'http://offline.invalid');
  const route = url.pathname;
  try {
    let match = CHAPTER.exec(route);
    if (match) {
      const chapter = Number(decodeURIComponent(match[3]!));
      if (!Number.isInteger(chapter) || chapter < 1) {
        throw new PackAnswerError(400, 'chapter must be a whole number of 1 or more');
      }
      const bookText = decodeURIComponent(match[2]!);
      const code = decodeURIComponent(match[1]!);
      const version = await kept.book(textCodeOf(code), resolveBook(bookText).number);
      if (!version) throw notKept('This version', code);
      return { status: 200, body: version.chapter(bookText, chapter) };
    }
    match = BOOKS.exec(route);
    if (match) {
      const code = decodeURIComponent(match[1]!);
      const summary = (await kept.summaries()).get(textCodeOf(code));
      if (!summary) throw notKept('This version', code);
      return {
        status: 200,
        body: { version: summary.version, books: summary.books } satisfies BooksResponse,
      };
    }
    if (route === '/api/search-strongs') {
      const options = searchOptionsOf(url.searchParams);
      const versions =
        options.version === 'all'
          ? await kept.versions()
          : new Map([[options.version, await keptVersion(kept, options.version, 'Searching this version')]]);
      return { status: 200, body: searchPacks(versions, options) };
    }
    if (route === '/api/versions') {
      // Offline, the versions a reader can open are the kept ones.
      const versions = [...(await kept.summaries()).values()].map(({ version, verseCount }) => ({
        code: version.code,
        name: version.name,
        language: version.language,
        direction: version.direction,
        installed: true,
        hasStrongs: version.hasStrongs,
        strongsAuthoritative: version.strongsAuthoritative,
        licence: version.licence,
        attribution: version.attribution,
        verseCount,
      }));
      return { status: 200, body: { versions } satisfies VersionsResponse };
    }
    match = DEFINITION.exec(route) ?? STATIC_DEFINITION.exec(route);
    if (match) {
      const definition = await keptDefinition(kept, decodeURIComponent(match[1]!));
      if (route.startsWith('/api/strongs/')) return { status: 200, body: definition };
      const short: StaticDefinition = {
        word: definition.word,
        pronunciation: definition.pronunciation,
        definition: definition.definition,
      };
      return { status: 200, body: short };
    }
    const entryNumber = entryPageNumber(route);
    if (entryNumber !== undefined) {
      return { status: 200, body: await keptEntry(entryNumber, url.searchParams, kept) };
    }
    return { status: 503, body: { message: offlineMessage('This page') } };
  } catch (error) {
    if (!(error instanceof PackAnswerError)) throw error;
    return {
      status: error.status,
      body: { message: error.message, ...(error.suggestions ? { suggestions: error.suggestions } : {}) },
    };
  }
}

async function keptVersion(kept: KeptData, code: string, what: string): Promise<PackedVersion> {
  const version = await kept.version(textCodeOf(code));
  if (!version) throw notKept(what, code);
  return version;
}

/** The 503 for a version not kept on the device: `what` (of the version `code`) needs a connection. */
function notKept(what: string, code: string): PackAnswerError {
  return new PackAnswerError(503, offlineMessage(`${what} (${code.toUpperCase()})`));
}

async function keptDefinition(kept: KeptData, text: string): Promise<Definition> {
  const lexicon = await kept.lexicon();
  if (!lexicon) throw new PackAnswerError(503, offlineMessage("The Strong's lexicon"));
  return definitionIn(lexicon, text);
}

/** What the device keeps, from packs already parsed (the tests'): chapters opened from each book's own pack. */
export function keptFrom(packs: readonly VersionPack[], lexicon?: LexiconPack): KeptData {
  const whole = new Map(packs.map((pack) => [pack.version.code, new PackedVersion(pack, pack)]));
  const books = new Map(
    packs.map((pack) => [
      pack.version.code,
      new Map([...packBooks(pack)].map(([n, part]) => [n, new PackedVersion(pack, part)])),
    ]),
  );
  const summaries = new Map(packs.map((pack) => [pack.version.code, summaryOf(pack)]));
  const opened = lexicon && openLexicon(lexicon);
  return {
    version: (code) => Promise.resolve(whole.get(code)),
    book: (code, book) => {
      const pack = packs.find((entry) => entry.version.code === code);
      if (!pack) return Promise.resolve(undefined);
      return Promise.resolve(books.get(code)?.get(book) ?? new PackedVersion(pack, NO_VERSES));
    },
    versions: () => Promise.resolve(whole),
    summaries: () => Promise.resolve(summaries),
    lexicon: () => Promise.resolve(opened),
  };
}

/** A pack's summary: its description, its books, how many verses. */
export function summaryOf(pack: VersionPack): KeptSummary {
  return { version: pack.version, books: pack.books, verseCount: pack.keys.length };
}
