import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../api/client';
import { dictionaryQueryDefaults } from '../../app/queryClient';
import type { SearchResponse } from '../../../core/api/search';
import { resultSegments } from '../../../core/search/segments';

const VERSE_ERROR_MESSAGE = 'Failed to fetch verse';

/** One verse with its Strong's numbers, through the search call (a reference is a query); null when missing. */
export function useAnalysisVerse(reference: string | undefined, version: string, enabled = true) {
  return useQuery({
    queryKey: ['concordance', 'analysis-verse', version, reference],
    queryFn: async () => {
      const params = new URLSearchParams({ q: reference!, version, includeStrongs: 'true', limit: '1' });
      try {
        const answer = await apiGet<SearchResponse>(`/api/search-strongs?${params.toString()}`);
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
