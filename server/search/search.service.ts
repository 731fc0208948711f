import type {
  ByNumberResponse,
  SearchResponse,
  SpecialSearchResponse,
  VerseResult,
  VersionPage,
} from '../../core/api/search';
import { normaliseStrongs, strongsOutOfRange } from '../../core/bible/strongs';
import { textCodeOf, VERSION_CATALOGUE } from '../../core/bible/version-catalogue';
import { suggestedSearches } from '../../core/search/nearest-words';
import { parseQuery, termCounts, type Query } from '../../core/search/query';
import { fieldData } from '../../core/search/query-fields';
import { MAX_QUERY_LENGTH, MAX_SEARCH_PREFIXES, MAX_SEARCH_TERMS } from '../../core/search/limits';
import { personalTerms, withPersonalVerses, type PersonalTerm } from '../../core/search/personal-fields';
import { mentionsPersonalTerms } from '../../core/search/personal-terms';
import { hasWordLevelTerms, type WordLevel } from '../../core/search/grammar-query';
import { withTopicVerses } from '../../core/search/topic-query';
import type { VerseRange } from '../../core/reference/verse-range';
import { errors } from '../errors';
import { KeptJson } from '../http/kept-json';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { SettingsService } from '../settings/settings.service';
import { presentByNumber, presentSearch, presentSpecialSearch, versionPage } from '../../core/search/present';
import { answerJson } from '../../core/search/verse-json';
import { CACHE_BUDGET } from '../http/cache-budget';

export type { VerseResult, VersionPage };

/** What `topic:` needs of the topics (server/topics/topics.service.ts). */
export interface TopicVerses {
  topic(name: string): Promise<{ headword: string }>;
  topicVerses(name: string): Promise<VerseRange[]>;
  /** Whether the topics are installed and switched on. */
  isOn(): Promise<boolean>;
  /** The topics read (replaced when read again): what a kept `topic:` answer was built from. */
  load(): object | null;
}

/** What `note:`, `tag:`, `highlight:` and `bookmark:` need of the reader's marks (server/study/mark-search.service.ts). */
export interface MarkVerses {
  versesOf(userId: string, terms: readonly PersonalTerm[]): Promise<VerseRange[][]>;
}

/** Who answers the grammatical terms of the one box (server/grammar/grammar.service.ts). */
export interface WordLevelTexts {
  /** A 400 naming the parsed texts when `loaded` has no word-level grammar. */
  wordsFor(loaded: LoadedVersion): Promise<WordLevel>;
  /** Undefined for a version without word-level grammar. */
  wordsIfParsed(loaded: LoadedVersion): Promise<WordLevel> | undefined;
}

/** A query naming a topic (`topic:`), whose answer is never kept. */
const TOPIC_QUERY = /(?:^|[\s(])topic:/i;

export { MAX_QUERY_LENGTH };
export { MAX_SEARCH_TERMS, MAX_SEARCH_PREFIXES };
/** Results a page of each version when every version is searched: the web's page (decision 100). */
export const MAX_ALL_VERSIONS_LIMIT = 30;
/** Parsed queries kept: readers repeat the same searches ("John 3:16", "love"), and parsing a reference costs more than answering it. */
const PARSED_QUERIES_KEPT = 1_000;
/**
 * Search answers kept as JSON (decision 240): at most this many and this many bytes. A page of 30 verses is
 * 5-20 KB; readers repeat the same searches, and a kept answer costs a lookup instead of a search and its JSON.
 */
export const KEPT_SEARCH_ANSWERS = CACHE_BUDGET.searchAnswers;

export interface SearchOptions {
  q: string;
  version: string;
  page: number;
  limit: number;
  includeStrongs: boolean;
}

/** Under what a search's answer is kept: every option that changes it. */
function keptKey(options: SearchOptions): string {
  return `${options.version}|${options.page}|${options.limit}|${options.includeStrongs ? 1 : 0}|${options.q}`;
}

/** Searches one version or all of them with the one-box query language. */
export class SearchService {
  /** Recently parsed texts, oldest first (a Map keeps insertion order); parsed queries are never modified. */
  private readonly parsed = new Map<string, ReturnType<typeof parseQuery>>();
  private readonly kept = new KeptJson(KEPT_SEARCH_ANSWERS.answers, KEPT_SEARCH_ANSWERS.bytes);
  private wordLevel: WordLevelTexts | undefined;

  constructor(
    private readonly registry: IndexRegistry,
    private readonly settings: SettingsService,
    /** Nave's topics, for `topic:` (decision 306); without them a `topic:` search answers 404. */
    private readonly topics?: TopicVerses,
    /** The readers' own marks, for the personal terms (decision 333); without them those answer 400. */
    private readonly marks?: MarkVerses,
  ) {}

  /**
   * A query whose personal terms hold the verses of `reader`'s own marks (one statement for all of them); any
   * other query as it is. A personal term without a reader is refused: the routes ask who is signed in first.
   */
  private async withMarks(query: Query | undefined, reader: string | undefined): Promise<Query | undefined> {
    const terms = query ? personalTerms(query) : [];
    if (!query || terms.length === 0) return query;
    if (reader === undefined) throw errors.signInToSearchMarks();
    if (!this.marks) throw errors.invalidQuery('Searching your own marks is not available on this site');
    return withPersonalVerses(query, await this.marks.versesOf(reader, terms));
  }

  /** Gives the grammatical terms (`lemma:`, `morph:`, …) their texts' word-level indexes (decision 351). */
  useWordLevel(texts: WordLevelTexts): void {
    this.wordLevel = texts;
  }

  /**
   * The word-level index of each version for a query with grammatical terms: a 400 for one version without
   * grammar; of every version, only those that have it (the others find nothing).
   */
  private async wordsOf(query: Query | undefined, versions: LoadedVersion[], all: boolean) {
    const words = new Map<LoadedVersion, WordLevel>();
    if (query?.kind !== 'search' || !hasWordLevelTerms(query.root)) return words;
    if (!this.wordLevel) throw errors.invalidQuery('Grammatical search is not available on this site');
    for (const loaded of versions) {
      const found = all ? await this.wordLevel.wordsIfParsed(loaded) : await this.wordLevel.wordsFor(loaded);
      if (found) words.set(loaded, found);
    }
    return words;
  }

  /** A `topic:` query with its topic's verses filled in; any other query as it is. */
  private async withTopic(query: Query | undefined): Promise<{ query: Query | undefined; topic?: string }> {
    if (query?.kind !== 'search' || query.topic === undefined) return { query };
    if (!this.topics) throw errors.invalidQuery('Topics are not available on this site');
    const topic = await this.topics.topic(query.topic);
    return {
      query: withTopicVerses(query, await this.topics.topicVerses(topic.headword)),
      topic: topic.headword,
    };
  }

  /** Parses the search text; an empty text is no query, a too long, too costly or invalid one a 400. */
  parse(q: string): Query | undefined {
    if (q.length > MAX_QUERY_LENGTH) throw errors.queryTooLong(MAX_QUERY_LENGTH);
    if (!q.trim()) return undefined;
    let query = this.parsed.get(q);
    if (query) {
      this.parsed.delete(q);
    } else {
      query = parseQuery(q);
      if (this.parsed.size >= PARSED_QUERIES_KEPT) this.parsed.delete(this.parsed.keys().next().value!);
    }
    this.parsed.set(q, query);
    if ('error' in query) throw errors.invalidQuery(query.error, query.suggestions);
    const counts = termCounts(query);
    if (counts.terms > MAX_SEARCH_TERMS) throw errors.tooManySearchTerms(MAX_SEARCH_TERMS);
    if (counts.prefixes > MAX_SEARCH_PREFIXES) throw errors.tooManySearchPrefixes(MAX_SEARCH_PREFIXES);
    return query;
  }

  /** The version with this code if its load has finished, without a promise (for kept answers, decision 245). */
  loadedNow(code: string): LoadedVersion | undefined {
    return this.registry.loadedNow(textCodeOf(code));
  }

  /** The installed version with this code; 400 for a code nobody knows, 404 for a known one not installed. */
  async version(code: string): Promise<LoadedVersion> {
    // A view (kjv_strongs, trparsed) reads the text of the version it shows.
    const loaded = await this.registry.get(textCodeOf(code));
    if (loaded) return loaded;
    const known = VERSION_CATALOGUE.find((entry) => entry.code === code);
    if (!known) throw errors.unknownVersion(code);
    throw errors.versionNotInstalled(known.name, known.licensed);
  }

  /** One page of one version. */
  searchVersion(
    loaded: LoadedVersion,
    query: Query | undefined,
    options: SearchOptions,
    words?: WordLevel,
  ): VersionPage {
    return versionPage(loaded, query, options, words);
  }

  /**
   * A search of one version (`version` a code) or of every installed version (`all`), page by page; `reader`,
   * the signed-in reader's id, for a query naming their own marks.
   */
  async search(
    options: SearchOptions,
    reader?: string,
  ): Promise<{
    query: Query | undefined;
    pages: VersionPage[];
    matchedWords: string[];
    suggestions?: string[];
    topic?: string;
  }> {
    if (options.version === 'all' && options.limit > MAX_ALL_VERSIONS_LIMIT) {
      throw errors.allVersionsLimit(MAX_ALL_VERSIONS_LIMIT);
    }
    const { query, topic } = await this.withTopic(await this.withMarks(this.parse(options.q), reader));
    const versions =
      options.version === 'all' ? await this.registry.all() : [await this.version(options.version)];
    const words = await this.wordsOf(query, versions, options.version === 'all');
    if (topic !== undefined) {
      const pages = versions.map((loaded) => this.searchVersion(loaded, query, options, words.get(loaded)));
      const matchedWords = query && versions[0] ? versions[0].index.matchedWords(query, 30) : [];
      return { query, pages, matchedWords, topic };
    }
    const pages = versions.map((loaded) => this.searchVersion(loaded, query, options, words.get(loaded)));
    const matchedWords = query && versions[0] ? versions[0].index.matchedWords(query, 30) : [];
    // Only a search that found nothing looks for the nearest words: a successful one never pays for it.
    if (query && versions[0] && pages.every((page) => page.totalResults === 0)) {
      const suggestions = suggestedSearches(options.q, versions[0].index.nearestToUnknownWords(query));
      if (suggestions.length) return { query, pages, matchedWords, suggestions };
    }
    return { query, pages, matchedWords };
  }

  /** The one box's answer (`GET /api/search-strongs`); `reader` as for `search`. */
  async answer(options: SearchOptions, reader?: string): Promise<SearchResponse> {
    return presentSearch(options, await this.search(options, reader));
  }

  /**
   * The one box's answer as JSON, kept for the next reader who asks the same while the versions it was found in
   * stay loaded (an import replaces a version's loaded text, and with it every answer built from it).
   */
  async answerJson(options: SearchOptions, reader?: string): Promise<Buffer> {
    // One naming the reader's own marks is theirs alone (decision 333): built each time, never kept.
    if (mentionsPersonalTerms(options.q)) return Buffer.from(answerJson(await this.answer(options, reader)));
    // A topic's answer depends on the topics read too: kept with them while the source is on, and built (to
    // its 404) when it is off (decision 409).
    const topics = TOPIC_QUERY.test(options.q) ? await this.topicsRead() : undefined;
    if (topics === null) return Buffer.from(answerJson(await this.answer(options, reader)));
    const versions =
      options.version === 'all' ? await this.registry.all() : [await this.version(options.version)];
    // The fields' data (xref:) is a source too: a newer cross-reference file drops the answers built on the old.
    return this.kept.answer(
      keptKey(options),
      [...versions, fieldData(), ...(topics ? [topics] : [])],
      () => this.answer(options),
      answerJson,
    );
  }

  /** The topics as read while their source is on; null when it is off or missing. */
  private async topicsRead(): Promise<object | null> {
    return this.topics && (await this.topics.isOn()) ? this.topics.load() : null;
  }

  /**
   * The kept JSON of a search of one loaded version, found without a promise: what `answerJson` would give,
   * or undefined when it must be built (decision 245).
   */
  keptJson(options: SearchOptions): Buffer | undefined {
    if (options.version === 'all' || TOPIC_QUERY.test(options.q) || mentionsPersonalTerms(options.q)) {
      return undefined;
    }
    const loaded = this.registry.loadedNow(textCodeOf(options.version));
    return loaded && this.kept.get(keptKey(options), [loaded, fieldData()]);
  }

  /**
   * A search of the special edition named by the `edition.special` setting (`GET /api/rstne/search`); `reader` as
   * for `search`.
   */
  async searchSpecial(
    options: Omit<SearchOptions, 'version'>,
    reader?: string,
  ): Promise<SpecialSearchResponse> {
    const code = await this.settings.get('edition.special');
    const loaded = await this.version(code);
    const { query } = await this.withTopic(await this.withMarks(this.parse(options.q), reader));
    return presentSpecialSearch(
      this.searchVersion(loaded, query, {
        ...options,
        version: code,
      }),
    );
  }

  /** One page of the verses of a version carrying a Strong's number, with inline tags; 400 for a bad number. */
  async byNumber(
    text: string,
    options: { page: number; limit: number; version: string },
  ): Promise<ByNumberResponse> {
    const outOfRange = strongsOutOfRange(text);
    if (outOfRange) throw errors.strongsOutOfRange(outOfRange);
    const number = normaliseStrongs(text);
    if (!number) throw errors.invalidStrongs();
    const loaded = await this.version(options.version);
    const found = this.searchVersion(loaded, (await this.withTopic(this.parse(number))).query, {
      ...options,
      q: number,
      includeStrongs: true,
    });
    return presentByNumber(found, options.page, options.limit);
  }
}
