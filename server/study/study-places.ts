import { bookByNumber, bookByOsis, splitVerseKey, verseKey } from '../../core/bible/books';
import { lowerBound } from '../../core/search/doc-sets';
import { parseOsisRef } from '../../core/study/marks';
import { pairingSystem, type PairingSystem } from '../../core/bible/verse-pairing';
import { parseReference, type ReferenceResult } from '../../core/reference/parse-reference';
import { errors } from '../errors';
import { MARK_SPAN_KEYS } from './study.repository';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { ReferenceDataStore } from '../reader/reference-data';

/** A place as a version numbers it, and the same verses in the KJV's numbering (what a mark keeps). */
export interface MarkPlace {
  /** OSIS in the version's numbering: `John.3.16` or `John.3.16-John.3.18`. */
  ref: string;
  startKey: number;
  endKey: number;
}

/** The verses of a version asked for (a chapter, verse or range) with each verse's KJV keys. */
export interface VersionVerses {
  keys: number[];
  /** The KJV keys each of `keys` stands for (the same key outside the verse maps). */
  kjv: Map<number, number[]>;
}

const LAST_VERSE = 199;

/** References kept parsed: a reader's chapters come back often, and a bound keeps odd input from growing it. */
const MOST_KEPT_REFERENCES = 2_000;

const OSIS_CHAPTER = /^([1-4]?[A-Za-z]+)\.(\d{1,3})$/;

/**
 * A mark's own OSIS reference (`Mal.3.19`, `Mal.3.19-Mal.3.20`) or a chapter (`Mal.3`), read as written: for a
 * version not numbered as the KJV, whose verses the KJV's counts do not bound (the Hebrew Bible's Malachi 3
 * has 24 verses, the KJV's 18). Whether the verses exist is the version's to say. Undefined for other text.
 */
function ownNumbering(ref: string): ReferenceResult | undefined {
  const verses = parseOsisRef(ref);
  if (verses) {
    const book = bookByOsis(verses.book);
    return book
      ? {
          ok: true,
          ranges: [
            {
              start: verseKey(book.number, verses.chapter, verses.from),
              end: verseKey(book.number, verses.chapter, verses.to),
            },
          ],
        }
      : undefined;
  }
  const chapter = OSIS_CHAPTER.exec(ref);
  const book = chapter && bookByOsis(chapter[1]!);
  if (!chapter || !book) return undefined;
  const number = Number(chapter[2]);
  return {
    ok: true,
    ranges: [{ start: verseKey(book.number, number, 1), end: verseKey(book.number, number, LAST_VERSE) }],
  };
}

function osis(key: number): string {
  const { book, chapter, verse } = splitVerseKey(key);
  return `${bookByNumber(book)?.osis ?? book}.${chapter}.${verse}`;
}

/** An OSIS reference for keys of one chapter (the first and last verse). */
export function osisRange(first: number, last: number): string {
  return first === last ? osis(first) : `${osis(first)}-${osis(last)}`;
}

/**
 * Marks follow their verse across versions (issue 37): a version's verse is turned into the KJV's numbering
 * through the verse maps the reader already pairs with (decision 023; only the Hebrew Bible's numbering differs),
 * and back when a chapter of that version is shown.
 */
export class StudyPlaces {
  constructor(
    private readonly versionOf: (code: string) => Promise<LoadedVersion>,
    private readonly verseMaps: ReferenceDataStore,
  ) {}

  /** Each reference asked for, parsed once (the chapter's marks are asked at every page turn; issue 37). */
  private readonly parsed = new Map<string, ReferenceResult>();

  /**
   * A reference to verses of `version`: as the search box reads it (in the KJV's numbering), but a mark's
   * own OSIS in the numbering of a version not numbered as the KJV (`ownNumbering`).
   */
  private parse(ref: string, version: LoadedVersion): ReferenceResult {
    const text = ref.trim();
    return (
      (pairingSystem(version.version.versification) === 'KJV' ? undefined : ownNumbering(text)) ??
      this.parseAsKjv(text)
    );
  }

  private parseAsKjv(ref: string): ReferenceResult {
    const text = ref.trim();
    let result = this.parsed.get(text);
    if (!result) {
      result = parseReference(text);
      if (this.parsed.size >= MOST_KEPT_REFERENCES) this.parsed.clear();
      this.parsed.set(text, result);
    }
    return result;
  }

  version(code: string | undefined): Promise<LoadedVersion> {
    return this.versionOf((code ?? 'kjv').toLowerCase());
  }

  private async pairer(system: PairingSystem, to: PairingSystem): Promise<(key: number) => number[]> {
    if (system === to) return (key) => [key];
    const { pairing } = await this.verseMaps.current();
    return (key) => pairing.pair(key, system, to);
  }

  /** Turns a KJV key (what a mark keeps) into the keys of `code`'s own numbering. */
  async fromKjv(code: string | undefined): Promise<(key: number) => number[]> {
    const version = await this.version(code);
    return this.pairer('KJV', pairingSystem(version.version.versification));
  }

  /** A mark's place from what a reader sent: one verse or a forward range within one chapter, in `version`. */
  async place(ref: string, code: string | undefined): Promise<MarkPlace> {
    const version = await this.version(code);
    const parsed = this.parse(ref, version);
    if (!parsed.ok) throw errors.validation(`ref: ${parsed.message}`);
    if (parsed.ranges.length !== 1)
      throw errors.validation('ref: a range runs forward from its first verse, for example John 3:16-18');
    const { start, end } = parsed.ranges[0]!;
    if (Math.floor(start / 1_000) !== Math.floor(end / 1_000))
      throw errors.validation('ref: a mark covers verses of one chapter; make one mark a chapter');
    const toKjv = await this.pairer(pairingSystem(version.version.versification), 'KJV');
    const kjv: number[] = [];
    for (let key = start; key <= end; key++) {
      if (!version.has(key))
        throw errors.validation(`ref: ${osisRange(key, key)} is not in the ${version.version.name}`);
      kjv.push(...toKjv(key));
    }
    if (kjv.length === 0) throw errors.validation(`ref: ${ref} has no counterpart in the KJV's numbering`);
    const [startKey, endKey] = [Math.min(...kjv), Math.max(...kjv)];
    if (endKey - startKey > MARK_SPAN_KEYS)
      throw errors.validation(`ref: ${ref} spreads over more than two chapters in the KJV's numbering`);
    return { ref: osisRange(start, end), startKey, endKey };
  }

  /**
   * The verses of `version` that a chapter, verse or range names (a whole chapter: every verse it has), read
   * from the version's own keys: a book or `Gen-Rev` costs its verses, never the keys between them.
   */
  async verses(ref: string, code: string | undefined): Promise<VersionVerses & { version: LoadedVersion }> {
    const version = await this.version(code);
    const parsed = this.parse(ref, version);
    if (!parsed.ok) throw errors.validation(`ref: ${parsed.message}`);
    const toKjv = await this.pairer(pairingSystem(version.version.versification), 'KJV');
    const keys: number[] = [];
    const kjv = new Map<number, number[]>();
    for (const range of parsed.ranges) {
      const wholeChapter = range.start % 1_000 === 1 && !version.has(range.end + 1);
      const last = wholeChapter ? range.end - (range.end % 1_000) + LAST_VERSE : range.end;
      const held = version.verses.keys;
      for (let at = lowerBound(held, range.start); at < held.length && held[at]! <= last; at++) {
        const key = held[at]!;
        if (key % 1_000 === 0) continue;
        keys.push(key);
        kjv.set(key, toKjv(key));
      }
    }
    return { keys, kjv, version };
  }
}

/** The verse keys of a book (KJV numbering), for the list's book filter; undefined for an unknown book. */
export function bookKeys(osisId: string): { from: number; to: number } | undefined {
  const info = bookByOsis(osisId);
  return info ? { from: verseKey(info.number, 0, 0), to: verseKey(info.number, 999, 999) } : undefined;
}
