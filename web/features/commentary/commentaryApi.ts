import { useQuery } from '@tanstack/react-query';
import { commentaryCalls } from '../../../core/api/commentary.requests';
import { useApi } from '../../api/context';

/** Every commentary's notes on a chapter, numbered as the reader's version numbers its verses. */
export function useChapterCommentary(version: string, book: string, chapter: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['commentary', 'chapter', version, book.toLowerCase(), chapter],
    queryFn: () => api.call(commentaryCalls.chapter, { params: { book, chapter }, query: { version } }),
    // The commentaries change only with an installed package: keep what was read for the visit.
    staleTime: 30 * 60 * 1000,
    gcTime: 30 * 60 * 1000,
  });
}
