import type { SearchResponse } from '../api/search';
import { hasWordLevelTerms } from '../search/grammar-query';
import {
  MAX_QUERY_LENGTH,
  MAX_SEARCH_PREFIXES,
  MAX_SEARCH_TERMS,
  SEARCH_LIMIT_MESSAGES,
  SEARCH_PAGE_SIZE,
} from '../search/limits';
import { suggestedSearches } from '../search/nearest-words';
import { personalTerms } from '../search/personal-fields';
import { presentSearch, versionPage } from '../search/present';
import { parseQuery, termCounts, type Query } from '../search/query';
import { pageRequestOf } from './page-request';
import { PackAnswerError, type PackedVersion } from './version-pack';

/** The one box's options, read from the call's query as the server reads them. */
export interface OfflineSearchOptions {
  q: string;
  version: string;
  page: number;
  limit: number;
  includeStrongs: boolean;
}

/** A query that needs the server's data: topics, the reader's own marks, grammar, cross-references. */
const NEEDS_SERVER = /(?:^|[\s(])xref:/i;

/** Results a page of each version when every kept version is searched, as on the server. */
const ALL_VERSIONS_LIMIT = 30;

/** Reads `q`, `version`, `page`, `limit` and `includeStrongs` as the server's schema does; 400 when out of bounds. */
export function searchOptionsOf(query: URLSearchParams): OfflineSearchOptions {
  const flag = query.get('includeStrongs');
  return {
    q: query.get('q') ?? '',
    version: query.get('version') ?? 'kjv',
    ...pageRequestOf(query, SEARCH_PAGE_SIZE),
    includeStrongs: flag === 'true' || flag === '1',
  };
}

/** Parses the search text with the server's bounds: none for an empty text, a 400 for a bad one. */
function parse(q: string): Query | undefined {
  if (q.length > MAX_QUERY_LENGTH) {
    throw new PackAnswerError(400, SEARCH_LIMIT_MESSAGES.queryTooLong(MAX_QUERY_LENGTH));
  }
  if (!q.trim()) return undefined;
  const query = parseQuery(q);
  if ('error' in query) throw new PackAnswerError(400, query.error, query.suggestions);
  const counts = termCounts(query);
  if (counts.terms > MAX_SEARCH_TERMS) {
    throw new PackAnswerError(400, SEARCH_LIMIT_MESSAGES.tooManyTerms(MAX_SEARCH_TERMS));
  }
  if (counts.prefixes > MAX_SEARCH_PREFIXES) {
    throw new PackAnswerError(400, SEARCH_LIMIT_MESSAGES.tooManyPrefixes(MAX_SEARCH_PREFIXES));
  }
  return query;
}

/**
 * The one box's answer (`GET /api/search-strongs`) from kept versions: the same parsing, index and presentation
 * as the server's SearchService, so one version's answer is the server's (decision 415). `all` searches the
 * versions kept here. What needs the server's other data (topics, marks, grammar, cross-references) answers 503.
 */
export function searchPacks(
  kept: ReadonlyMap<string, PackedVersion>,
  options: OfflineSearchOptions,
): SearchResponse {
  if (options.version === 'all' && options.limit > ALL_VERSIONS_LIMIT) {
    throw new PackAnswerError(400, `limit must be at most ${ALL_VERSIONS_LIMIT} when version is all`);
  }
  const versions = options.version === 'all' ? [...kept.values()] : [kept.get(options.version)];
  if (!versions.length || versions.some((version) => version === undefined)) {
    throw new PackAnswerError(503, offlineMessage(`Searching ${options.version.toUpperCase()}`));
  }
  const searched = versions as PackedVersion[];
  const query = parse(options.q);
  if (
    query?.kind === 'search' &&
    (query.topic !== undefined ||
      personalTerms(query).length > 0 ||
      hasWordLevelTerms(query.root) ||
      NEEDS_SERVER.test(options.q))
  ) {
    throw new PackAnswerError(503, offlineMessage('This kind of search'));
  }
  const pages = searched.map((loaded) => versionPage(loaded, query, options));
  const first = searched[0]!;
  const matchedWords = query ? first.index.matchedWords(query, 30) : [];
  if (query && pages.every((page) => page.totalResults === 0)) {
    const suggestions = suggestedSearches(options.q, first.index.nearestToUnknownWords(query));
    if (suggestions.length) return presentSearch(options, { query, pages, matchedWords, suggestions });
  }
  return presentSearch(options, { query, pages, matchedWords });
}

/** What a reader reads when something is not kept on the device: `what` needs a connection. */
export function offlineMessage(what: string): string {
  return `You are offline. ${what} needs a connection to the server.`;
}
