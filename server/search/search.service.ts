import type { VerseResult, VersionPage } from '../../core/api/search';
import { bookByNumber, splitVerseKey } from '../../core/bible/books';
import { VERSION_CATALOGUE } from '../../core/bible/version-catalogue';
import { formatReference } from '../../core/reference/parse-reference';
import { parseQuery, termCounts, type Query } from '../../core/search/query';
import type { MatchSpan } from '../../core/search/index';
import { inlineTaggedText, segmentVerse } from '../../core/search/segments';
import { errors } from '../errors';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { LoadedVersion } from '../bible-index/loaded-version';
import { keepVerse, verseResult } from './verse-json';

export type { VerseResult, VersionPage };

export const MAX_QUERY_LENGTH = 500;
/**
 * Terms a search may hold (decision 100): enough for a quoted verse of 24 words. Prefixes are bounded
 * apart because each stands for every word starting so (`th*` for 148 words of the KJV).
 */
export const MAX_SEARCH_TERMS = 24;
export const MAX_SEARCH_PREFIXES = 6;
/** Results a page of each version when every version is searched: the web's page (decision 100). */
export const MAX_ALL_VERSIONS_LIMIT = 30;
/** Parsed queries kept: readers repeat the same searches ("John 3:16", "love"), and parsing a reference costs more than answering it. */
const PARSED_QUERIES_KEPT = 1_000;

export interface SearchOptions {
  q: string;
  version: string;
  page: number;
  limit: number;
  includeStrongs: boolean;
}

/**
 * Turns a hit into the result shape of the spec, with the spans to highlight. A verse's other fields are made
 * once and kept with its loaded version (at most two per verse: with and without inline Strong's tags).
 */
export function presentVerse(
  loaded: LoadedVersion,
  key: number,
  matches: MatchSpan[],
  includeStrongs: boolean,
): VerseResult | undefined {
  const keptVerses = includeStrongs ? loaded.keptResults.tagged : loaded.keptResults.plain;
  let kept = keptVerses.get(key);
  if (!kept) {
    const verse = loaded.verse(key);
    if (!verse) return undefined;
    const { book, chapter, verse: number } = splitVerseKey(key);
    const reference = formatReference(key);
    kept = keepVerse({
      id: key,
      book,
      bookName: bookByNumber(book)?.name ?? `Book ${book}`,
      chapter,
      verse: number,
      reference,
      title: reference,
      text: includeStrongs ? inlineTaggedText(segmentVerse(verse.text, verse.tokens)) : verse.text,
      content: verse.text,
    });
    keptVerses.set(key, kept);
  }
  // Pieces depend on the matches, so they are made for each hit; only Strong's views ask for them.
  const segments = includeStrongs
    ? segmentVerse(kept.fields.content, loaded.verse(key)?.tokens ?? [], matches)
    : undefined;
  return verseResult(kept, matches, segments);
}

/** Searches one version or all of them with the one-box query language. */
export class SearchService {
  /** Recently parsed texts, oldest first (a Map keeps insertion order); parsed queries are never modified. */
  private readonly parsed = new Map<string, ReturnType<typeof parseQuery>>();

  constructor(private readonly registry: IndexRegistry) {}

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
    if ('error' in query) throw errors.invalidQuery(query.error);
    const counts = termCounts(query);
    if (counts.terms > MAX_SEARCH_TERMS) throw errors.tooManySearchTerms(MAX_SEARCH_TERMS);
    if (counts.prefixes > MAX_SEARCH_PREFIXES) throw errors.tooManySearchPrefixes(MAX_SEARCH_PREFIXES);
    return query;
  }

  /** The installed version with this code; 400 for a code nobody knows, 404 for a known one not installed. */
  async version(code: string): Promise<LoadedVersion> {
    const loaded = await this.registry.get(code);
    if (loaded) return loaded;
    const known = VERSION_CATALOGUE.find((entry) => entry.code === code);
    if (!known) throw errors.unknownVersion(code);
    throw errors.versionNotInstalled(known.name);
  }

  /** One page of one version. */
  searchVersion(loaded: LoadedVersion, query: Query | undefined, options: SearchOptions): VersionPage {
    const page = query
      ? loaded.index.search(query, { offset: (options.page - 1) * options.limit, limit: options.limit })
      : { total: 0, results: [] };
    return {
      version: loaded.version.code,
      versionName: loaded.version.name,
      direction: loaded.version.direction,
      language: loaded.version.language,
      totalResults: page.total,
      results: page.results.flatMap(
        (hit) => presentVerse(loaded, hit.key, hit.matches, options.includeStrongs) ?? [],
      ),
    };
  }

  /** A search of one version (`version` a code) or of every installed version (`all`), page by page. */
  async search(
    options: SearchOptions,
  ): Promise<{ query: Query | undefined; pages: VersionPage[]; matchedWords: string[] }> {
    if (options.version === 'all' && options.limit > MAX_ALL_VERSIONS_LIMIT) {
      throw errors.allVersionsLimit(MAX_ALL_VERSIONS_LIMIT);
    }
    const query = this.parse(options.q);
    const versions =
      options.version === 'all' ? await this.registry.all() : [await this.version(options.version)];
    const pages = versions.map((loaded) => this.searchVersion(loaded, query, options));
    const matchedWords = query && versions[0] ? versions[0].index.matchedWords(query, 30) : [];
    return { query, pages, matchedWords };
  }
}
