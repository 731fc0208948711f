import type { ConcordanceEntry, EntrySummary, ListResponse } from '../../../core/api/concordance';
import { concordanceCalls, type ListQuery } from '../../../core/api/concordance.requests';
import type { VerseSegment } from '../../../core/api/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../api/client';
import { useApi } from '../../api/context';
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

/** The query of a list call: the search text, trimmed, as the `query` parameter when there is any. */
export function listQuery(options: { q: string; page: number; limit: number }): ListQuery {
  const q = options.q.trim();
  return { page: options.page, limit: options.limit, ...(q ? { query: q } : {}) };
}

/** The list call of a tab: the search across both languages for all, the language's own list otherwise. */
function fetchList(api: ApiClient, tab: ListTab, query: ListQuery): Promise<ListResponse> {
  return tab === 'all'
    ? api.call(concordanceCalls.search, { query })
    : api.call(concordanceCalls.byLanguage, { params: { language: tab }, query });
}

export function useConcordanceList(tab: ListTab, options: { q: string; page: number; limit: number }) {
  const api = useApi();
  return useQuery({
    queryKey: ['concordance', 'list', tab, options.q.trim(), options.page, options.limit],
    queryFn: async () => {
      try {
        return await fetchList(api, tab, listQuery(options));
      } catch (error) {
        throw new ApiError(LIST_ERROR_MESSAGE, error instanceof ApiError ? error.status : 0);
      }
    },
    placeholderData: keepPreviousData,
    ...dictionaryQueryDefaults,
  });
}

/** `Failed to fetch: {status text}` (the catalogue's entry-fetch error), keeping the status. */
async function getOrExplain<T>(answer: Promise<T>, prefix: string): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(`${prefix}: ${detail}`, error instanceof ApiError ? error.status : 0);
  }
}

function fetchEntry(api: ApiClient, number: string, page = 1): Promise<ConcordanceEntry> {
  const query = page > 1 ? { page, limit: CONCORDANCE_PAGE_SIZE } : {};
  return api.call(concordanceCalls.entry, { params: { number }, query });
}

/** The entry page's call: the definition and the first page of occurrences. */
export function useConcordanceEntry(number: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['concordance', 'entry', number],
    queryFn: () => getOrExplain(fetchEntry(api, number), 'Failed to fetch'),
    enabled: number !== '',
    ...dictionaryQueryDefaults,
  });
}

/** A later page of an entry's occurrences (page 1 comes with the entry). */
export function useOccurrencesPage(number: string, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['concordance', 'occurrences', number, page],
    queryFn: async () =>
      (await getOrExplain(fetchEntry(api, number, page), 'Failed to fetch verses')).occurrences,
    enabled: page > 1,
    placeholderData: keepPreviousData,
    ...dictionaryQueryDefaults,
  });
}

/** The full definition of one number (the popup's call), for the analysis dialog. */
export function useDefinition(number: string | undefined) {
  const api = useApi();
  return useQuery({
    // The same key as the Strong's popup, so both share one cached copy.
    queryKey: ['strongs-definition', number],
    queryFn: () => api.call(concordanceCalls.definition, { params: { number: number! } }),
    enabled: Boolean(number),
    ...dictionaryQueryDefaults,
  });
}

/** The short definition (word, pronunciation, definition) of one number. */
export function useStaticDefinition(number: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['strongs', 'static', number],
    queryFn: () => api.call(concordanceCalls.staticDefinition, { params: { number } }),
    ...dictionaryQueryDefaults,
  });
}
