import { useQuery } from '@tanstack/react-query';
import { verseAllCalls } from '../../../core/api/verse-all.requests';
import { useApi } from '../../api/context';

/** The query key of the verse page's one call (declared as the page's content in web/app/routing/pages.ts). */
export function verseAllKey(book: string, chapter: number, verse: number) {
  return ['verse-all', book.toLowerCase(), chapter, verse] as const;
}

/** One verse in every installed version, with its differences, original line, links and notes. */
export function useVerseAll(book: string, chapter: number, verse: number) {
  const api = useApi();
  return useQuery({
    queryKey: verseAllKey(book, chapter, verse),
    queryFn: () => api.call(verseAllCalls.verse, { params: { book, chapter, verse } }),
    staleTime: 30 * 60 * 1000,
    retry: false,
  });
}

export { verseAllUrl } from './verseAllUrl';
