import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { VERSION_CATALOGUE } from '../../../core/bible/version-catalogue';
import { SEARCH_PAGE_SIZE } from '../../../core/search/limits';
import { apiGet, apiPost } from '../../api/client';
import type { SearchResponse, SpecialSearchResponse, VerseSegment, VersionGroup } from './searchTypes';
import { resultSegments, segmentsFromTaggedText } from './verseSegments';

/** The version code readers use for the special edition; the server maps it to the edition setting. */
export const SPECIAL_EDITION_CODE = 'rstne';

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

function searchUrl({ q, version, page, strongs }: SearchParameters): string {
  const query = new URLSearchParams({
    q,
    version,
    page: String(page),
    limit: String(SEARCH_PAGE_SIZE),
    includeStrongs: String(strongs),
  });
  return `/api/search-strongs?${query.toString()}`;
}

async function searchVersions(parameters: SearchParameters): Promise<ResultsPage> {
  const answer = await apiGet<SearchResponse>(searchUrl(parameters));
  return {
    interpretedAs: answer.interpretedAs,
    matchedWords: answer.matchedWords,
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

/** The special edition has its own call (GET /api/rstne/search); its text carries inline tags only. */
async function searchSpecialEdition({ q, page, strongs }: SearchParameters): Promise<ResultsPage> {
  const query = new URLSearchParams({ q, page: String(page), includeStrongs: String(strongs) });
  const answer = await apiGet<SpecialSearchResponse>(`/api/rstne/search?${query.toString()}`);
  const catalogued = VERSION_CATALOGUE.find((entry) => entry.code === SPECIAL_EDITION_CODE);
  return {
    interpretedAs: 'search',
    matchedWords: [],
    totalResults: answer.resultCount,
    totalPages: Math.ceil(answer.resultCount / SEARCH_PAGE_SIZE),
    currentPage: page,
    groups: [
      {
        version: SPECIAL_EDITION_CODE,
        versionName: catalogued?.name ?? 'RSTNE',
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

/** A page of results for the results screens; nothing is asked while the query is empty. */
export function useSearchResults(parameters: SearchParameters) {
  return useQuery({
    queryKey: ['search', parameters.version, parameters.q, parameters.page, parameters.strongs],
    queryFn: () =>
      parameters.version === SPECIAL_EDITION_CODE
        ? searchSpecialEdition(parameters)
        : searchVersions(parameters),
    enabled: parameters.q.length > 0,
    // While the next page loads the current one stays on screen (marked busy) instead of a blank flash.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === parameters.version && previousQuery.queryKey[2] === parameters.q
        ? keepPreviousData(previous)
        : undefined,
  });
}

/** Records a search a reader ran; a failure is only logged (spec section 8). */
export function recordSearch(searchTerm: string, resultCount: number, searchType = 'strongs'): void {
  apiPost('/api/analytics/search', { searchTerm: searchTerm.slice(0, 500), resultCount, searchType }).catch(
    (error: unknown) => console.error('Recording the search failed', error),
  );
}
