import type { BooksResponse, ChapterResponse } from '../../core/api/reader';
import { type BookInfo, bookByNumber, findBook } from '../../core/bible/books';
import { nearestBooks } from '../../core/reference/nearest-books';
import { unknownBookMessage } from '../../core/reference/parse-reference';
import { errors } from '../errors';
import { KeptJson } from '../http/kept-json';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { SearchService } from '../search/search.service';
import { outlineOf } from './chapter-outline';
import { presentVerse, presentVersion } from './reader.present';
import { chapterLink, presentBook } from '../../core/bible/chapter-links';
import { CACHE_BUDGET } from '../http/cache-budget';
import { pairingSystem, type VersePairing } from '../../core/bible/verse-pairing';
import type { ReferenceData, ReferenceDataStore } from './reference-data';
import { type PackedVerse, versionPackJson } from '../../core/offline/version-pack';

/** A book given as a number (1-83), an OSIS id, a name or an abbreviation; 400 otherwise. */
export function resolveBook(text: string): BookInfo {
  const trimmed = text.trim();
  const book = /^\d+$/.test(trimmed) ? bookByNumber(Number(trimmed)) : findBook(trimmed);
  if (!book) {
    const suggestions = nearestBooks(trimmed).map((nearest) => nearest.name);
    throw errors.unknownBook(unknownBookMessage(trimmed, suggestions), suggestions);
  }
  return book;
}

/** Chapters of one version for the reader, answered from the in-memory copy of the version. */
export class ReaderService {
  /** Chapters' JSON (decision 216): 400 chapters of 10-90 KB, at most 16 MB. */
  private readonly kept = new KeptJson(CACHE_BUDGET.chapters.answers, CACHE_BUDGET.chapters.bytes);

  constructor(
    private readonly search: SearchService,
    private readonly referenceData: ReferenceDataStore,
  ) {}

  /**
   * The verse maps a version's answers are built with: none for a version numbered as the KJV (its answers
   * carry no KJV keys and stay as they were), the current reference data for the Hebrew Bible's numbering.
   */
  private async numbering(loaded: LoadedVersion): Promise<ReferenceData | undefined> {
    return pairingSystem(loaded.version.versification) === 'KJV' ? undefined : this.referenceData.current();
  }

  /** The installed version with this code: 400 for a code nobody knows, 404 for one not installed. */
  version(code: string): Promise<LoadedVersion> {
    return this.search.version(code);
  }

  /** The books of a version with the chapter numbers each has, for the book and chapter picker. */
  async books(code: string): Promise<BooksResponse> {
    const loaded = await this.version(code);
    const outline = outlineOf(loaded);
    const pairing = (await this.numbering(loaded))?.pairing;
    return {
      version: presentVersion(loaded.version),
      books: outline.bookNumbers().flatMap((number) => {
        const book = bookByNumber(number);
        return book ? [presentBook(book, outline.chapters(number), moved(loaded, number, pairing))] : [];
      }),
    };
  }

  /** One chapter in the version's own numbering, with its neighbours for previous and next. */
  async chapter(code: string, bookText: string, chapter: number): Promise<ChapterResponse> {
    const loaded = await this.version(code);
    const data = await this.numbering(loaded);
    return this.chapterOf(loaded, resolveBook(bookText), chapter, data?.pairing);
  }

  /**
   * The chapter's answer as JSON, kept for the next reader of it while its version's text (and, for a version
   * not numbered as the KJV, the verse maps its KJV keys come from) stay loaded.
   */
  async chapterJson(code: string, bookText: string, chapter: number): Promise<Buffer> {
    const book = resolveBook(bookText);
    const loaded = await this.version(code);
    const key = `${loaded.version.code} ${book.number} ${chapter}`;
    const data = await this.numbering(loaded);
    const sources = data ? [loaded, data] : [loaded];
    return this.kept.answer(key, sources, () => this.chapterOf(loaded, book, chapter, data?.pairing));
  }

  /**
   * What a version's offline pack is made from besides its edition: for a version numbered otherwise than the
   * KJV, the verse map's import (its pack carries KJV keys); undefined for the others.
   */
  async packNumbering(code: string): Promise<number | undefined> {
    const loaded = await this.version(code);
    if (pairingSystem(loaded.version.versification) === 'KJV') return undefined;
    return this.referenceData.stamp();
  }

  /**
   * The version as a browser keeps it offline (decision 415), as JSON in parts: its books answer and every verse
   * in key order, with their KJV keys where the version numbers otherwise, as its chapters' answers carry them.
   */
  async pack(code: string): Promise<Iterable<string>> {
    const loaded = await this.version(code);
    const pairing = (await this.numbering(loaded))?.pairing;
    const system = pairingSystem(loaded.version.versification);
    const { version, books } = await this.books(code);
    const outline = outlineOf(loaded);
    function* verses(): Iterable<PackedVerse> {
      for (const book of outline.bookNumbers()) {
        for (const chapter of outline.chapters(book)) {
          for (const key of outline.verseKeys(book, chapter)!) {
            const verse = loaded.verse(key)!;
            const kjv = pairing?.pair(key, system, 'KJV');
            const differs = kjv && !(kjv.length === 1 && kjv[0] === key);
            yield { key, text: verse.text, tokens: verse.tokens, ...(differs ? { kjv } : {}) };
          }
        }
      }
    }
    return versionPackJson(version, books, verses);
  }

  private chapterOf(
    loaded: LoadedVersion,
    book: BookInfo,
    chapter: number,
    pairing: VersePairing | undefined,
  ): ChapterResponse {
    const outline = outlineOf(loaded);
    const keys = chapterKeys(loaded, book, chapter);
    const previous = outline.neighbour(book.number, chapter, -1);
    const next = outline.neighbour(book.number, chapter, 1);
    const system = pairingSystem(loaded.version.versification);
    const toKjv = pairing ? (key: number) => pairing.pair(key, system, 'KJV') : undefined;
    return {
      version: presentVersion(loaded.version),
      book: presentBook(book, outline.chapters(book.number), moved(loaded, book.number, pairing)),
      chapter,
      reference: `${book.name} ${chapter}`,
      verses: Array.from(keys).flatMap((key) => presentVerse(loaded, key, toKjv) ?? []),
      previous: previous ? chapterLink(previous.book, previous.chapter) : null,
      next: next ? chapterLink(next.book, next.chapter) : null,
    };
  }
}

/** The KJV's verses of a book that the version numbers in another chapter; none without verse maps. */
function moved(loaded: LoadedVersion, book: number, pairing: VersePairing | undefined) {
  return pairing?.movedChapters(book, 'KJV', pairingSystem(loaded.version.versification)) ?? [];
}

/** The verse keys of a chapter; 404 with a sentence saying what the version holds instead. */
export function chapterKeys(loaded: LoadedVersion, book: BookInfo, chapter: number): Uint32Array {
  const outline = outlineOf(loaded);
  const keys = outline.verseKeys(book.number, chapter);
  if (keys) return keys;
  const chapters = outline.chapters(book.number);
  const name = loaded.version.name;
  if (!chapters.length) throw errors.passageNotFound(`${name} does not include ${book.name}`);
  const last = chapters.at(-1)!;
  if (chapter > last) {
    throw errors.passageNotFound(`${book.name} has ${last} chapter${last === 1 ? '' : 's'} in ${name}`);
  }
  throw errors.passageNotFound(`${name} has no ${book.name} ${chapter}`);
}
