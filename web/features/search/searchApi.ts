import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { VERSION_CATALOGUE } from '../../../core/bible/version-catalogue';
import { SEARCH_PAGE_SIZE } from '../../../core/search/limits';
import { mentionsPersonalTerms } from '../../../core/search/personal-terms';
import { searchCalls, type SearchQuery } from '../../../core/api/search.requests';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/context';
import { useSpecialEdition } from '../site/useSite';
import { useUser } from '../auth/useUser';
import type { SearchResponse, VerseSegment, VersionGroup } from './searchTypes';
import { resultSegments, segmentsFromTaggedText } from './verseSegments';

/**
 * Whether a query of the one box holds a grammatical term (`lemma:`, `root:`, `morph:`, `near:`), which the
 * grammatical concordance answers (decision 370). It lives here, in code only the results screens load, so that
 * they load the concordance's screen only when it says yes and the other pages carry none of it.
 */
export function isGrammaticalQuery(q: string): boolean {
  return /(?:^|[\s(])-?(?:lemma|root|morph|near):/i.test(q);
}

/** A verse as the screens show it. */
export interface DisplayVerse {
  id: number;
  book: number;
  chapter: number;
  verse: number;
  reference: string;
  segments: VerseSegment[];
}

export type ResultGroup = Omit<VersionGroup, 'results'> & { results: DisplayVerse[] };

/** One page of results, one group per version (several for `version=all`). */
export interface ResultsPage {
  interpretedAs: SearchResponse['interpretedAs'];
  matchedWords: string[];
  /** Only when nothing was found: searches to try instead (the nearest words of the version). */
  suggestions?: string[];
  /** For a `topic:` search: the Nave's topic found. */
  topic?: string;
  totalResults: number;
  totalPages: number;
  currentPage: number;
  groups: ResultGroup[];
}

export interface SearchParameters {
  q: string;
  version: string;
  page: number;
  strongs: boolean;
}

/** The query of the call that answers a page, by the call it goes to (see `searchCall`). */
export type SearchCall =
  | { special: true; query: { q: string; page: number; includeStrongs: boolean } }
  | { special: false; query: SearchQuery };

/**
 * The call that answers a page: the special edition (the site's `specialEdition`) has its own,
 * GET /api/rstne/search; any other version, or all, the search call.
 */
export function searchCall(
  { q, version, page, strongs }: SearchParameters,
  specialEdition: string | undefined,
): SearchCall {
  if (version === specialEdition) {
    return { special: true, query: { q, page, includeStrongs: strongs } };
  }
  return {
    special: false,
    query: { q, version, page, limit: SEARCH_PAGE_SIZE, includeStrongs: strongs },
  };
}

async function searchVersions(api: ApiClient, query: SearchQuery): Promise<ResultsPage> {
  const answer = await api.call(searchCalls.search, { query });
  return {
    interpretedAs: answer.interpretedAs,
    matchedWords: answer.matchedWords,
    ...(answer.suggestions?.length ? { suggestions: answer.suggestions } : {}),
    ...(answer.topic ? { topic: answer.topic } : {}),
    totalResults: answer.totalResults,
    totalPages: answer.totalPages,
    currentPage: answer.currentPage,
    groups: answer.groups.map((group) => ({
      ...group,
      results: (group.results ?? answer.results).map((result) => ({
        id: result.id,
        book: result.book,
        chapter: result.chapter,
        verse: result.verse,
        reference: result.reference,
        segments: resultSegments(result),
      })),
    })),
  };
}

/** The special edition's answer carries inline tags only, no display pieces. */
async function searchSpecialEdition(
  api: ApiClient,
  query: { q: string; page: number; includeStrongs: boolean },
  { version, page }: SearchParameters,
): Promise<ResultsPage> {
  const answer = await api.call(searchCalls.specialEdition, { query });
  const catalogued = VERSION_CATALOGUE.find((entry) => entry.code === version);
  return {
    interpretedAs: 'search',
    matchedWords: [],
    totalResults: answer.resultCount,
    totalPages: Math.ceil(answer.resultCount / SEARCH_PAGE_SIZE),
    currentPage: page,
    groups: [
      {
        version,
        versionName: catalogued?.name ?? version.toUpperCase(),
        direction: 'ltr',
        language: 'en',
        totalResults: answer.resultCount,
        results: answer.results.map((result) => ({
          id: result.book * 1_000_000 + result.chapter * 1000 + result.verse,
          book: result.book,
          chapter: result.chapter,
          verse: result.verse,
          reference: result.reference,
          segments: segmentsFromTaggedText(result.text),
        })),
      },
    ],
  };
}

/**
 * The key of a search's answer. A search that may name the reader's own marks (`tag:sermon`, decision 333) is
 * `search-mine`, a personal call (web/app/routing/pages.ts) that the server never renders into a page, and is
 * kept under the reader's id, so that signing in or out asks again and nobody is shown another's marks.
 */
export function searchQueryKey(parameters: SearchParameters, userId: string | null | undefined) {
  const { version, q, page, strongs } = parameters;
  return mentionsPersonalTerms(q)
    ? ['search-mine', version, q, page, strongs, userId ?? null]
    : ['search', version, q, page, strongs];
}

/**
 * A page of results for the results screens; nothing is asked while the query is empty, nor before the site
 * says which version is the special edition (a failed answer leaves every version to the search call), nor,
 * for a search of the reader's own marks, before the session says who reads.
 */
export function useSearchResults(parameters: SearchParameters) {
  const api = useApi();
  const special = useSpecialEdition();
  const personal = mentionsPersonalTerms(parameters.q);
  const user = useUser();
  return useQuery({
    queryKey: searchQueryKey(parameters, user.data?.id),
    queryFn: () => {
      const call = searchCall(parameters, special.code);
      return call.special
        ? searchSpecialEdition(api, call.query, parameters)
        : searchVersions(api, call.query);
    },
    enabled: parameters.q.length > 0 && !special.isPending && !(personal && user.isPending),
    // While the next page loads the current one stays on screen (marked busy) instead of a blank flash.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === parameters.version && previousQuery.queryKey[2] === parameters.q
        ? keepPreviousData(previous)
        : undefined,
  });
}

/** Records a search a reader ran; a failure is only logged. */
export function recordSearch(
  api: ApiClient,
  searchTerm: string,
  resultCount: number,
  searchType = 'strongs',
): void {
  api
    .call(searchCalls.record, { body: { searchTerm: searchTerm.slice(0, 500), resultCount, searchType } })
    .catch((error: unknown) => console.error('Recording the search failed', error));
}
