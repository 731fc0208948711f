import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { useApi } from '../../api/context';
import { dictionaryQueryDefaults } from '../../app/queryClient';
import { searchCalls } from '../../../core/api/search.requests';
import { resultSegments } from '../../../core/search/segments';

const VERSE_ERROR_MESSAGE = 'Failed to fetch verse';

/** One verse with its Strong's numbers, through the search call (a reference is a query); null when missing. */
export function useAnalysisVerse(reference: string | undefined, version: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['concordance', 'analysis-verse', version, reference],
    queryFn: async () => {
      try {
        const answer = await api.call(searchCalls.search, {
          query: { q: reference!, version, includeStrongs: true, limit: 1 },
        });
        const result = answer.results[0];
        return result
          ? { reference: result.reference, content: result.content, segments: resultSegments(result) }
          : null;
      } catch (error) {
        throw new ApiError(VERSE_ERROR_MESSAGE, error instanceof ApiError ? error.status : 0);
      }
    },
    enabled: Boolean(reference) && enabled,
    ...dictionaryQueryDefaults,
  });
}
