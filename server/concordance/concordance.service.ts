import type {
  ConcordanceEntry,
  Definition,
  ListResponse,
  ScholarlyArticle,
  StaticDefinition,
} from '../../core/api/concordance';
import { kjvOccurrences, pagination, presentEntry, type PageRequest } from '../../core/lexicon/entry-page';
import { normaliseStrongs, parseLexiconNumber } from '../../core/bible/strongs';
import type { Database } from '../db/database';
import type { Query } from '../../core/search/query';
import { errors } from '../errors';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { StoredToken } from '../db/schema/index';
import type { SearchService } from '../search/search.service';
import { AnswerCache } from './answer-cache';
import { originalCountsJson, type OriginalText } from './original-counts';
import {
  displayDefinition,
  presentDefinition,
  presentScholarly,
  presentSummary,
} from './concordance.present';
import { countRenderings, type KjvRendering } from '../../core/lexicon/kjv-usage';
import { dominantPartOfSpeech } from '../../core/lexicon/part-of-speech';
import type { LexiconCatalogue, LexiconLanguage, LexiconRow } from './lexicon-catalogue';
import { LexiconRepository, type ScholarlyRow } from './lexicon.repository';
import { LexiconStore } from './lexicon-store';
import { LruCache } from '../http/lru-cache';
import { referencedEntries, sanitiseScholarlyHtml } from './scholarly-html';
import { CACHE_BUDGET } from '../http/cache-budget';

const KJV = 'kjv';
/** Renderings listed per number: the article G3588 alone has over 2,000 phrase renderings in the KJV. */
export const MAX_RENDERINGS = 100;
/** The original-language texts whose counts an entry shows, by the entry's language. */
const ORIGINAL_TEXTS: Record<LexiconLanguage, string[]> = { hebrew: ['wlc'], greek: ['tr', 'sblgnt'] };
/**
 * Entry answers kept per language (decisions 053, 248): at most 150 pages and 2 MB of their JSON. The objects
 * take about 1.7 times their JSON on the heap besides, so a full cache holds some 5.4 MB per language.
 */
const ENTRIES_KEPT = CACHE_BUDGET.entries.answers;
const ENTRY_BYTES_KEPT = CACHE_BUDGET.entries.bytes;
/** List pages kept: a page is at most about 4 KB of JSON. */
const PAGES_KEPT = CACHE_BUDGET.dictionaryPages.answers;
const PAGE_BYTES_KEPT = CACHE_BUDGET.dictionaryPages.bytes;

/** The Strong's dictionary, its scholarly lexicons and the KJV's use of each number. */
export class ConcordanceService {
  private readonly definitions = new LruCache<string, Promise<Definition>>(CACHE_BUDGET.definitions);
  private readonly usages = new LruCache<
    string,
    { total: number; kjvUsage: KjvRendering[]; kjvUsageMore: number; partOfSpeech: string | null }
  >(CACHE_BUDGET.usages);
  private readonly searches = new LruCache<string, LexiconRow[]>(CACHE_BUDGET.dictionarySearches);
  /** Finished list pages, valid while the dictionary stays loaded. */
  private readonly pages: AnswerCache<ListResponse>;
  /** Finished entry answers of each language, valid while its dictionary, KJV and original texts stay loaded. */
  private readonly entries: Record<LexiconLanguage, AnswerCache<ConcordanceEntry>>;

  /** `keepAnswers: false` builds every entry and list answer again (for measuring what building costs). */
  constructor(
    private readonly store: LexiconStore,
    private readonly repository: LexiconRepository,
    private readonly indexes: IndexRegistry,
    private readonly search: SearchService,
    { keepAnswers = true }: { keepAnswers?: boolean } = {},
  ) {
    const kept = (count: number) => (keepAnswers ? count : 0);
    this.pages = new AnswerCache(kept(PAGES_KEPT), PAGE_BYTES_KEPT);
    this.entries = {
      hebrew: new AnswerCache(kept(ENTRIES_KEPT), ENTRY_BYTES_KEPT),
      greek: new AnswerCache(kept(ENTRIES_KEPT), ENTRY_BYTES_KEPT),
    };
  }

  /** `H7225`, `h07225` and `H6887a` are accepted and made canonical (`H7225`, `H6887`); anything else is a 400. */
  parseNumber(input: string): string {
    const number = parseLexiconNumber(input);
    if (typeof number === 'string') return number;
    if (number.outOfRange) throw errors.strongsOutOfRange(number.outOfRange);
    throw errors.invalidStrongs();
  }

  /** The full definition of a number: dictionary fields, KJV renderings, scholarly entries, neighbours. */
  async definition(input: string): Promise<Definition> {
    const number = this.parseNumber(input);
    const { stamp, catalogue } = await this.store.current();
    const row = this.entryOf(catalogue, number);
    const kjv = await this.indexes.get(KJV);
    return this.keptDefinition(stamp, catalogue, row, kjv);
  }

  /**
   * What the lexicon a browser keeps offline (decisions 415, 416) would be built from now: the dictionary's
   * import stamp and the editions of the KJV and the original texts (`source`), and how many entries it would
   * hold.
   */
  async everyDefinitionSource(): Promise<{ source: string; definitions: number }> {
    const { stamp, catalogue } = await this.store.current();
    const editions = [];
    for (const code of [KJV, ...ORIGINAL_TEXTS.hebrew, ...ORIGINAL_TEXTS.greek]) {
      editions.push((await this.indexes.get(code))?.editionId ?? 0);
    }
    return { source: `${stamp}-${editions.join('-')}`, definitions: catalogue.size };
  }

  /**
   * Every entry's full definition ("Not Used" stubs too), as the popup's call answers it, in catalogue order:
   * the JSON of an array, in parts (entry by entry, so that fourteen thousand answers are never held at once).
   * Built without being kept: they would push every reader's out of the definitions' cache.
   */
  async *everyDefinitionJson(): AsyncIterable<string> {
    const { catalogue } = await this.store.current();
    const kjv = await this.indexes.get(KJV);
    // One pass over the KJV's tokens instead of a search for each of 14,000 numbers.
    const versesOf = kjv ? versesByNumber(kjv) : new Map<string, number[]>();
    // And one read of the scholarly entries instead of two queries for each number.
    const articlesOf = scholarlyByNumber(await this.repository.allScholarly());
    let first = true;
    for (const row of catalogue.entries()) {
      const verses = (versesOf.get(row.strongs) ?? []).map((at) => kjv!.verses.tokens(at));
      const usage = kjv ? usageOf(verses.length, verses, row.strongs) : NO_USAGE;
      const articles = articlesOf(row.strongs);
      const definition = await this.buildDefinition(catalogue, row, kjv, usage, articles);
      yield `${first ? '[' : ','}${JSON.stringify(definition)}`;
      first = false;
    }
    yield first ? '[]' : ']';
  }

  /**
   * What the entry pages show that a browser cannot count (decision 416): every entry's counts in the original
   * texts loaded now, as the lexicon pack's `originals`.
   */
  async *originalCountsJson(): AsyncIterable<string> {
    const { catalogue } = await this.store.current();
    const originals: OriginalText[] = [];
    for (const language of ['hebrew', 'greek'] as const) {
      for (const code of ORIGINAL_TEXTS[language]) {
        const loaded = await this.indexes.get(code);
        if (loaded) originals.push({ code, language, loaded });
      }
    }
    yield* originalCountsJson(catalogue, originals);
  }

  /** The short definition the static files of the original site held: word, pronunciation, definition. */
  async staticDefinition(input: string): Promise<StaticDefinition> {
    const number = this.parseNumber(input);
    const { catalogue } = await this.store.current();
    const row = this.entryOf(catalogue, number);
    return { word: row.lemma, pronunciation: row.pronunciation, definition: displayDefinition(row) };
  }

  /**
   * The entry page: the definition plus a page of KJV occurrences, original-text counts and related words.
   * Answers are kept (frozen) until an import replaces the dictionary or one of the texts they come from.
   */
  async entry(input: string, request: PageRequest): Promise<ConcordanceEntry> {
    const number = this.parseNumber(input);
    const { stamp, catalogue } = await this.store.current();
    const row = this.entryOf(catalogue, number);
    const kjv = await this.indexes.get(KJV);
    const originals: [string, LoadedVersion | undefined][] = [];
    for (const code of ORIGINAL_TEXTS[row.language]) originals.push([code, await this.indexes.get(code)]);
    const cache = this.entries[row.language];
    const key = `${number}:${request.page}:${request.limit}`;
    // Everything below is built from these, so the answer is kept against them.
    const sources = [catalogue, kjv, ...originals.map(([, loaded]) => loaded)];
    const kept = cache.get(key, sources);
    if (kept) return kept;
    const definition = await this.keptDefinition(stamp, catalogue, row, kjv);
    const query = this.search.parse(number);
    const answer = presentEntry(definition, {
      ...kjvOccurrences(kjv, query, request),
      originalCounts: this.originalCounts(originals, query),
      related: catalogue.related(number).map(presentSummary),
    });
    return cache.set(key, sources, answer);
  }

  /** One page of the dictionary list, filtered by language and search text; kept until the dictionary changes. */
  async list(options: { language?: LexiconLanguage | undefined; q?: string | undefined } & PageRequest) {
    const { stamp, catalogue } = await this.store.current();
    const text = `${stamp}:${options.language ?? 'all'}:${options.q?.trim() ?? ''}`;
    const key = `${text}:${options.page}:${options.limit}`;
    const kept = this.pages.get(key, [catalogue]);
    if (kept) return kept;
    let matches = this.searches.get(text);
    if (!matches) {
      matches = catalogue.search(options);
      this.searches.set(text, matches);
    }
    const start = (options.page - 1) * options.limit;
    return this.pages.set(key, [catalogue], {
      entries: matches.slice(start, start + options.limit).map(presentSummary),
      pagination: pagination(matches.length, options),
    });
  }

  private entryOf(catalogue: LexiconCatalogue, number: string): LexiconRow {
    const row = catalogue.get(number);
    if (!row) throw errors.strongsNotFound(number);
    return row;
  }

  /** The definition of an entry of this dictionary load (`stamp`) and this KJV, built once and kept. */
  private keptDefinition(
    stamp: number,
    catalogue: LexiconCatalogue,
    row: LexiconRow,
    kjv: LoadedVersion | undefined,
  ): Promise<Definition> {
    const key = `${stamp}:${kjv?.editionId ?? 0}:${row.strongs}`;
    let cached = this.definitions.get(key);
    if (!cached) {
      cached = this.buildDefinition(catalogue, row, kjv);
      this.definitions.set(key, cached);
      // A failed build (database down) is not kept.
      cached.catch(() => this.definitions.delete(key));
    }
    return cached;
  }

  private async buildDefinition(
    catalogue: LexiconCatalogue,
    row: LexiconRow,
    kjv: LoadedVersion | undefined,
    usage = this.kjvUsage(kjv, row.strongs),
    scholarly: Promise<ScholarlyArticle[]> | ScholarlyArticle[] = this.scholarly(row.strongs),
  ): Promise<Definition> {
    return presentDefinition(row, {
      // Strong's Greek dictionary has no part of speech: the KJV's morphology codes give it.
      partOfSpeech: row.partOfSpeech ?? (row.language === 'greek' ? usage.partOfSpeech : null),
      kjvUsage: usage.kjvUsage,
      kjvUsageMore: usage.kjvUsageMore,
      totalOccurrences: usage.total,
      scholarly: await scholarly,
      ...catalogue.neighbours(row.strongs),
    });
  }

  /** How the KJV renders the number, over every verse that carries it. */
  private kjvUsage(kjv: LoadedVersion | undefined, number: string) {
    if (!kjv) return NO_USAGE;
    const key = `${kjv.editionId}:${number}`;
    const cached = this.usages.get(key);
    if (cached) return cached;
    const query = this.search.parse(number)!;
    const { total, results } = kjv.index.search(query, { offset: 0, limit: Number.MAX_SAFE_INTEGER });
    const usage = usageOf(
      total,
      results.map((hit) => kjv.tokens(hit.key)),
      number,
    );
    this.usages.set(key, usage);
    return usage;
  }

  private async scholarly(number: string) {
    const rows = await this.repository.scholarlyFor(number);
    return Promise.all(
      rows.map(async (row) => {
        const numbers = await this.repository.entryNumbers(row.source, referencedEntries(row.content));
        return presentScholarly(row, sanitiseScholarlyHtml(row.content, numbers));
      }),
    );
  }

  /** Verses carrying the number in each installed original-language text. */
  private originalCounts(originals: [string, LoadedVersion | undefined][], query: Query | undefined) {
    const counts = [];
    for (const [code, loaded] of originals) {
      if (!loaded || !query) continue;
      counts.push({
        version: code,
        name: loaded.version.name,
        count: loaded.index.search(query, { offset: 0, limit: 0 }).total,
      });
    }
    return counts;
  }
}

const NO_USAGE = { total: 0, kjvUsage: [], kjvUsageMore: 0, partOfSpeech: null };

/** A number's KJV usage from the tokens of the `total` verses that carry it. */
function usageOf(total: number, verses: readonly StoredToken[][], number: string) {
  const renderings = countRenderings(verses, number);
  return {
    total,
    kjvUsage: renderings.slice(0, MAX_RENDERINGS),
    kjvUsageMore: Math.max(0, renderings.length - MAX_RENDERINGS),
    partOfSpeech: dominantPartOfSpeech(verses, number),
  };
}

/**
 * A number's scholarly articles from every scholarly entry read at once, as `scholarly` gives them one number at
 * a time: in source and id order, their links to other entries of the same lexicon resolved to numbers.
 */
function scholarlyByNumber(rows: readonly ScholarlyRow[]): (number: string) => ScholarlyArticle[] {
  const byNumber = new Map<string, ScholarlyRow[]>();
  const entries = new Map<string, string[]>();
  for (const row of rows) {
    entries.set(`${row.source} ${row.entryId}`, row.strongs);
    for (const number of row.strongs) {
      let list = byNumber.get(number);
      if (!list) byNumber.set(number, (list = []));
      list.push(row);
    }
  }
  return (number) =>
    (byNumber.get(number) ?? []).map((row) => {
      const numbers = new Map<string, string[]>();
      for (const id of referencedEntries(row.content)) {
        const found = entries.get(`${row.source} ${id}`);
        if (found) numbers.set(id, found);
      }
      return presentScholarly(row, sanitiseScholarlyHtml(row.content, numbers));
    });
}

/**
 * Each Strong's number (canonical, as the index files it) → the positions of the KJV verses that carry it: a few
 * megabytes of numbers, where the verses' decoded tokens would take some eighty.
 */
function versesByNumber(kjv: LoadedVersion): Map<string, number[]> {
  const byNumber = new Map<string, number[]>();
  const canonical = new Map<string, string | undefined>();
  for (let at = 0; at < kjv.verses.length; at++) {
    const numbers = new Set<string>();
    for (const token of kjv.verses.tokens(at)) {
      for (const raw of token.s ?? []) {
        if (!canonical.has(raw)) canonical.set(raw, normaliseStrongs(raw));
        const number = canonical.get(raw);
        if (number) numbers.add(number);
      }
    }
    for (const number of numbers) {
      let verses = byNumber.get(number);
      if (!verses) byNumber.set(number, (verses = []));
      verses.push(at);
    }
  }
  return byNumber;
}

/** The app's services the concordance is built on; built once at start (`app.services` fits). */
export interface ConcordanceDependencies {
  indexes: IndexRegistry;
  search: SearchService;
}

/** The concordance with its repository and in-memory dictionary, as the app and the tests build it. */
export function createConcordanceService(
  db: Database,
  { indexes, search }: ConcordanceDependencies,
  options: { stampCheckMs?: number; keepAnswers?: boolean } = {},
): ConcordanceService {
  const repository = new LexiconRepository(db);
  return new ConcordanceService(
    new LexiconStore(repository, options.stampCheckMs),
    repository,
    indexes,
    search,
    { keepAnswers: options.keepAnswers },
  );
}
