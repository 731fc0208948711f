import type {
  ConcordanceEntry,
  Definition,
  EntrySummary,
  ListResponse,
  StaticDefinition,
} from '../../../core/api/concordance';
import type { VerseSegment } from '../../../core/api/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../api/client';
import { dictionaryQueryDefaults } from '../../app/queryClient';
import { CONCORDANCE_PAGE_SIZE } from '../../../core/search/limits';

export type {
  ConcordanceEntry,
  Definition,
  EntrySummary,
  ListResponse,
  Occurrence,
  Pagination,
  ScholarlyArticle,
} from '../../../core/api/concordance';

export type Language = EntrySummary['language'];
export type ListTab = 'all' | Language;

/** A piece of a verse for display (the server's and the search's own type). */
export type Segment = VerseSegment;

const LIST_ERROR_MESSAGE = 'Failed to fetch Concordance entries';

/** The list call of a tab: `/api/concordance/search` for all, `/api/concordance/{language}` otherwise. */
export function listUrl(tab: ListTab, options: { q: string; page: number; limit: number }): string {
  const params = new URLSearchParams({ page: String(options.page), limit: String(options.limit) });
  if (options.q.trim()) params.set('query', options.q.trim());
  return `/api/concordance/${tab === 'all' ? 'search' : tab}?${params.toString()}`;
}

export function useConcordanceList(tab: ListTab, options: { q: string; page: number; limit: number }) {
  return useQuery({
    queryKey: ['concordance', 'list', tab, options.q.trim(), options.page, options.limit],
    queryFn: async () => {
      try {
        return await apiGet<ListResponse>(listUrl(tab, options));
      } catch (error) {
        throw new ApiError(LIST_ERROR_MESSAGE, error instanceof ApiError ? error.status : 0);
      }
    },
    placeholderData: keepPreviousData,
    ...dictionaryQueryDefaults,
  });
}

/** `Failed to fetch: {status text}` (the catalogue's entry-fetch error), keeping the status. */
async function getOrExplain<T>(url: string, prefix: string): Promise<T> {
  try {
    return await apiGet<T>(url);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(`${prefix}: ${detail}`, error instanceof ApiError ? error.status : 0);
  }
}

function entryUrl(number: string, page = 1): string {
  const query = page > 1 ? `?page=${page}&limit=${CONCORDANCE_PAGE_SIZE}` : '';
  return `/api/concordance/${encodeURIComponent(number)}${query}`;
}

/** The entry page's call: the definition and the first page of occurrences. */
export function useConcordanceEntry(number: string) {
  return useQuery({
    queryKey: ['concordance', 'entry', number],
    queryFn: () => getOrExplain<ConcordanceEntry>(entryUrl(number), 'Failed to fetch'),
    enabled: number !== '',
    ...dictionaryQueryDefaults,
  });
}

/** A later page of an entry's occurrences (page 1 comes with the entry). */
export function useOccurrencesPage(number: string, page: number) {
  return useQuery({
    queryKey: ['concordance', 'occurrences', number, page],
    queryFn: async () =>
      (await getOrExplain<ConcordanceEntry>(entryUrl(number, page), 'Failed to fetch verses')).occurrences,
    enabled: page > 1,
    placeholderData: keepPreviousData,
    ...dictionaryQueryDefaults,
  });
}

/** The full definition of one number (the popup's call), for the analysis dialog. */
export function useDefinition(number: string | undefined) {
  return useQuery({
    // The same key as the Strong's popup, so both share one cached copy.
    queryKey: ['strongs-definition', number],
    queryFn: () => apiGet<Definition>(`/api/strongs/definition/${encodeURIComponent(number!)}`),
    enabled: Boolean(number),
    ...dictionaryQueryDefaults,
  });
}

/** The short definition (word, pronunciation, definition) of one number. */
export function useStaticDefinition(number: string) {
  return useQuery({
    queryKey: ['strongs', 'static', number],
    queryFn: () => apiGet<StaticDefinition>(`/api/static-strongs/${encodeURIComponent(number)}`),
    ...dictionaryQueryDefaults,
  });
}
