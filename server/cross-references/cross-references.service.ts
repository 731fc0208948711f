import type {
  ChapterCrossReferencesResponse,
  CrossReferenceLink,
  StudyCredit,
  VerseCrossReferencesResponse,
} from '../../core/api/cross-references';
import { bookByNumber, splitVerseKey, verseKey } from '../../core/bible/books';
import { pairingSystem, type PairingSystem } from '../../core/bible/verse-pairing';
import { coveredKeys, type CrossReferenceIndex } from '../../core/cross-references/cross-reference-index';
import { formatRange, formatReference } from '../../core/reference/format-reference';
import type { LoadedVersion } from '../bible-index/loaded-version';
import { errors } from '../errors';
import { CACHE_BUDGET } from '../http/cache-budget';
import { KeptJson } from '../http/kept-json';
import { resolveBook } from '../reader/reader.service';
import type { ReferenceDataStore } from '../reader/reference-data';
import type { SearchService } from '../search/search.service';
import type { StudySourcesService } from '../study-sources/study-sources.service';
import type { CrossReferencesSource } from './cross-references.source';

/** Verses of a range shown in a link's preview; the rest are counted in `more`. */
export const PREVIEW_VERSES = 12;
/** The most links one answer carries (the most any verse has is 97; what points here reaches about 300). */
export const MAX_LINKS = 500;

/** Maps keys between the file's (KJV) numbering and a version's. */
type Pair = (key: number) => number[];

/**
 * Cross-references answered from the in-memory index (core/cross-references/), in the reader's version:
 * the version's numbering is mapped to the file's and back through the verse maps (decision 296).
 */
export class CrossReferencesService {
  constructor(
    private readonly source: CrossReferencesSource,
    private readonly registry: StudySourcesService,
    private readonly search: SearchService,
    private readonly referenceData: ReferenceDataStore,
  ) {}

  private readonly keptChapters = new KeptJson(
    CACHE_BUDGET.crossReferenceChapters.answers,
    CACHE_BUDGET.crossReferenceChapters.bytes,
  );

  /**
   * The verses whose links point at a verse (KJV numbering), sorted, those voted below zero left out: what
   * `xref:` finds. None while cross-references are off or removed.
   */
  pointingTo(key: number): Int32Array {
    const index = this.source.index;
    if (!index || !this.registry.enabledNow(this.source.id)) return new Int32Array(0);
    const keys = new Set<number>();
    for (const link of index.linksTo(key)) if (index.votes[link]! >= 0) keys.add(index.fromKey(link));
    return Int32Array.from(keys).sort();
  }

  /** The index when cross-references are on; 404 when turned off or removed. */
  async index(): Promise<CrossReferenceIndex> {
    const index = this.source.index;
    if (!index || !(await this.registry.enabled(this.source.id)))
      throw errors.studySourceOff('Cross-references');
    return index;
  }

  credit(index: CrossReferenceIndex): StudyCredit {
    return {
      text: this.source.credit,
      url: this.source.creditUrl,
      licence: this.source.licence,
      dataVersion: index.dataVersion,
    };
  }

  private readonly keptVerses = new KeptJson(
    CACHE_BUDGET.crossReferenceVerses.answers,
    CACHE_BUDGET.crossReferenceVerses.bytes,
  );

  /**
   * What a kept answer of a version was built from: the index, the version's text and, for a version numbered
   * apart from the KJV, the verse map.
   */
  private async sources(index: CrossReferenceIndex, loaded: LoadedVersion): Promise<object[]> {
    return pairingSystem(loaded.version.versification) === 'KJV'
      ? [index, loaded]
      : [index, loaded, await this.referenceData.current()];
  }

  /**
   * The same without a promise, for the answers found by URL (decision 409): only for a version numbered as the
   * KJV (the verse map is read behind a promise), and while cross-references are surely on (no setting changed
   * since their switch was read).
   */
  private sourcesNow(code: string): { loaded: LoadedVersion; sources: object[] } | undefined {
    const index = this.source.index;
    if (!index || !this.registry.enabledSurely(this.source.id)) return undefined;
    const loaded = this.search.loadedNow(code);
    if (!loaded || pairingSystem(loaded.version.versification) !== 'KJV') return undefined;
    return { loaded, sources: [index, loaded] };
  }

  /**
   * `chapter`'s answer as JSON, kept while the index, the version's text and (for a version numbered apart
   * from the KJV) the verse map it was built from stay loaded (decision 346): the reader asks it of every
   * chapter it opens, and writing it cost more than the look-up.
   */
  async chapterJson(code: string, bookText: string, chapter: number): Promise<Buffer> {
    const index = await this.index();
    const book = resolveBook(bookText);
    const loaded = await this.search.version(code);
    return this.keptChapters.answer(
      chapterKey(loaded, book.number, chapter),
      await this.sources(index, loaded),
      () => this.chapter(code, bookText, chapter),
    );
  }

  /** The kept JSON of a chapter's counts, found without a promise; undefined when it must be built. */
  keptChapterJson({ version, book, chapter }: ChapterInput): Buffer | undefined {
    const now = this.sourcesNow(version);
    return (
      now && this.keptChapters.get(chapterKey(now.loaded, resolveBook(book).number, chapter), now.sources)
    );
  }

  /**
   * A verse's answer as JSON, kept as the chapter's counts are (decision 409): a verse's full list with its
   * previews is up to 45 KB, whose building and writing cost about 2 ms.
   */
  async verseJson(input: VerseInput): Promise<Buffer> {
    const index = await this.index();
    const book = resolveBook(input.book);
    const loaded = await this.search.version(input.version);
    return this.keptVerses.answer(
      verseAnswerKey(loaded, book.number, input),
      await this.sources(index, loaded),
      () =>
        this.verse(input.version, input.book, input.chapter, input.verse, {
          limit: input.limit,
          negative: input.negative,
          direction: input.direction,
        }),
    );
  }

  /** The kept JSON of a verse's answer, found without a promise; undefined when it must be built. */
  keptVerseJson(input: VerseInput): Buffer | undefined {
    const now = this.sourcesNow(input.version);
    return (
      now &&
      this.keptVerses.get(verseAnswerKey(now.loaded, resolveBook(input.book).number, input), now.sources)
    );
  }

  /** Per verse of one chapter of a version: links shown and hidden. */
  async chapter(code: string, bookText: string, chapter: number): Promise<ChapterCrossReferencesResponse> {
    const index = await this.index();
    const book = resolveBook(bookText);
    const loaded = await this.search.version(code);
    const system = pairingSystem(loaded.version.versification);
    const verses: ChapterCrossReferencesResponse['verses'] = [];
    const first = verseKey(book.number, chapter, 0);
    if (system === 'KJV') {
      for (const row of index.countsBetween(first, first + 999)) {
        verses.push({ verse: row.key % 1000, links: row.links - row.negative, hidden: row.negative });
      }
    } else {
      const toFile = await this.pairer(system, 'KJV');
      for (let key = first + 1; key <= first + 999 && loaded.has(key); key++) {
        let links = 0;
        let hidden = 0;
        for (const fileKey of toFile(key)) {
          const counts = index.counts(fileKey);
          links += counts.links - counts.negative;
          hidden += counts.negative;
        }
        if (links + hidden) verses.push({ verse: key % 1000, links, hidden });
      }
    }
    return { version: loaded.version.code, book: book.osis, chapter, verses, credit: this.credit(index) };
  }

  /** A verse's links (`from`) or the links that point to it (`to`), strongest first, with previews. */
  async verse(
    code: string,
    bookText: string,
    chapter: number,
    verse: number,
    options: { limit: number; negative: boolean; direction: 'from' | 'to' },
  ): Promise<VerseCrossReferencesResponse> {
    const index = await this.index();
    const book = resolveBook(bookText);
    const loaded = await this.search.version(code);
    const system = pairingSystem(loaded.version.versification);
    const key = verseKey(book.number, chapter, verse);
    const fileKeys = (await this.pairer(system, 'KJV'))(key);
    const toVersion = await this.pairer('KJV', system);
    const linkNumbers: number[] = [];
    for (const fileKey of fileKeys) {
      if (options.direction === 'from') {
        const { start, end } = index.linksFrom(fileKey);
        for (let i = start; i < end; i++) linkNumbers.push(i);
      } else {
        for (const link of index.linksTo(fileKey)) linkNumbers.push(link);
      }
    }
    if (fileKeys.length > 1) linkNumbers.sort((a, b) => index.votes[b]! - index.votes[a]! || a - b);
    const hidden = linkNumbers.filter((link) => index.votes[link]! < 0).length;
    const shown = options.negative ? linkNumbers : linkNumbers.filter((link) => index.votes[link]! >= 0);
    const links = [...new Set(shown)]
      .slice(0, options.limit)
      .map((link) =>
        options.direction === 'from'
          ? this.link(index.toStart(link), index.toEnd(link), index.votes[link]!, loaded, toVersion)
          : this.link(index.fromKey(link), 0, index.votes[link]!, loaded, toVersion),
      );
    return {
      version: loaded.version.code,
      reference: formatReference(key),
      direction: options.direction,
      total: linkNumbers.length - hidden,
      hidden,
      links,
      credit: this.credit(index),
    };
  }

  /** One link in the version: its verses' text, or "not in this version". */
  private link(
    start: number,
    end: number,
    votes: number,
    loaded: LoadedVersion,
    toVersion: Pair,
  ): CrossReferenceLink {
    const covered = coveredKeys(start, end);
    const preview: CrossReferenceLink['preview'] = [];
    let more = 0;
    for (const fileKey of covered) {
      for (const key of toVersion(fileKey)) {
        const text = loaded.text(key);
        if (text === undefined) continue;
        if (preview.length < PREVIEW_VERSES) preview.push({ reference: formatReference(key), text });
        else more++;
      }
    }
    const firstKeys = toVersion(start).filter((key) => loaded.has(key));
    const at = splitVerseKey(firstKeys[0] ?? start);
    return {
      reference: end ? formatRange({ start, end }) : formatReference(start),
      osis: end ? `${osisOf(start)}-${osisOf(end)}` : osisOf(start),
      votes,
      book: bookByNumber(at.book)?.osis ?? '',
      chapter: at.chapter,
      verse: at.verse,
      found: preview.length > 0,
      preview,
      more,
    };
  }

  private async pairer(from: PairingSystem, to: PairingSystem): Promise<Pair> {
    if (from === to) return (key) => [key];
    const { pairing } = await this.referenceData.current();
    return (key) => pairing.pair(key, from, to);
  }
}

/** A chapter's counts asked for: the route's validated path. */
export interface ChapterInput {
  version: string;
  book: string;
  chapter: number;
}

/** A verse's links asked for: the route's validated path and query. */
export interface VerseInput extends ChapterInput {
  verse: number;
  limit: number;
  negative: boolean;
  direction: 'from' | 'to';
}

function chapterKey(loaded: LoadedVersion, book: number, chapter: number): string {
  return `${loaded.version.code} ${book} ${chapter}`;
}

function verseAnswerKey(loaded: LoadedVersion, book: number, input: VerseInput): string {
  const { chapter, verse, limit, negative, direction } = input;
  return `${loaded.version.code} ${book} ${chapter} ${verse} ${limit} ${negative ? 1 : 0} ${direction}`;
}

/** `John.3.16` for a key. */
export function osisOf(key: number): string {
  const { book, chapter, verse } = splitVerseKey(key);
  return `${bookByNumber(book)?.osis ?? book}.${chapter}.${verse}`;
}
