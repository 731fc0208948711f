import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { BooksResponse, ChapterResponse, InterlinearResponse } from './readerTypes';

// Bible text changes only when an administrator imports a version: keep what was read for the visit.
const TEXT_CACHE = { staleTime: 30 * 60 * 1000, gcTime: 30 * 60 * 1000 } as const;

function chapterPath(version: string, book: string, chapter: number): string {
  return `/api/bible/${encodeURIComponent(version)}/${encodeURIComponent(book)}/${chapter}`;
}

/** One chapter of a version; the previous chapter stays on screen while the next one loads. */
export function useChapter(version: string, book: string, chapter: number) {
  return useQuery({
    queryKey: ['reader', 'chapter', version, book.toLowerCase(), chapter],
    queryFn: () => apiGet<ChapterResponse>(chapterPath(version, book, chapter)),
    placeholderData: keepPreviousData,
    // A chapter the server refused (an unknown book: the page's 404) stays refused when the page is drawn,
    // on the server and on hydration, rather than showing "Loading" while it is asked again; Try Again asks.
    retryOnMount: false,
    ...TEXT_CACHE,
  });
}

/** The books of a version with their chapters, for the passage picker. */
export function useBooks(version: string) {
  return useQuery({
    queryKey: ['reader', 'books', version],
    queryFn: () => apiGet<BooksResponse>(`/api/bible/${encodeURIComponent(version)}`),
    ...TEXT_CACHE,
  });
}

/** A chapter word by word (KJV numbering); `source` picks tr or sblgnt in the New Testament. */
export function useInterlinear(book: string, chapter: number, source: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['reader', 'interlinear', book.toLowerCase(), chapter, source ?? ''],
    queryFn: () => {
      const query = source ? `?source=${encodeURIComponent(source)}` : '';
      return apiGet<InterlinearResponse>(`/api/interlinear/${encodeURIComponent(book)}/${chapter}${query}`);
    },
    enabled,
    placeholderData: keepPreviousData,
    ...TEXT_CACHE,
  });
}
