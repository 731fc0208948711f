import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { grammarCalls } from '../../../core/api/grammar.requests';
import { SEARCH_PAGE_SIZE } from '../../../core/search/limits';
import { useApi } from '../../api/context';

/** Hits a page of the grammatical concordance: the one box's page size. */
export const GRAMMAR_PAGE_SIZE = SEARCH_PAGE_SIZE;

/**
 * One page of `GET /api/grammar`: counts, breakdowns and hits; the previous page stays while the next loads. The
 * Hebrew Bible is read as written (ketiv) unless `reading` asks for the qere.
 */
export function useGrammar(
  q: string,
  version: string | undefined,
  page: number,
  limit = GRAMMAR_PAGE_SIZE,
  reading?: 'ketiv' | 'qere',
) {
  const api = useApi();
  return useQuery({
    queryKey: ['grammar', q, version ?? '', page, limit, reading ?? ''],
    queryFn: () => api.call(grammarCalls.search, { query: { q, version, page, limit, reading } }),
    enabled: q.length > 0,
    retry: false,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === q && previousQuery.queryKey[2] === (version ?? '')
        ? keepPreviousData(previous)
        : undefined,
  });
}
