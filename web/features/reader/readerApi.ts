import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { readerCalls } from '../../../core/api/reader.requests';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/context';

// Bible text changes only when an administrator imports a version: keep what was read for the visit.
const TEXT_CACHE = { staleTime: 30 * 60 * 1000, gcTime: 30 * 60 * 1000 } as const;

/** One chapter of a version; the previous chapter stays on screen while the next one loads. */
export function useChapter(version: string, book: string, chapter: number) {
  return useQuery(chapterQuery(useApi(), version, book, chapter));
}

/** The chapter call, as the reader asks for it and the server starts it before the page's first render. */
export function chapterQuery(api: ApiClient, version: string, book: string, chapter: number) {
  return queryOptions({
    queryKey: ['reader', 'chapter', version, book.toLowerCase(), chapter],
    queryFn: () => api.call(readerCalls.chapter, { params: { version, book, chapter } }),
    placeholderData: keepPreviousData,
    // A chapter the server refused (an unknown book: the page's 404) stays refused when the page is drawn,
    // on the server and on hydration, rather than showing "Loading" while it is asked again; Try Again asks.
    retryOnMount: false,
    ...TEXT_CACHE,
  });
}

/** The books of a version with their chapters, for the passage picker. */
export function useBooks(version: string) {
  return useQuery(booksQuery(useApi(), version));
}

/** The books call, as the passage picker's dialog asks for it when it first opens. */
export function booksQuery(api: ApiClient, version: string) {
  return queryOptions({
    queryKey: ['reader', 'books', version],
    queryFn: () => api.call(readerCalls.books, { params: { version } }),
    ...TEXT_CACHE,
  });
}

/** A chapter word by word (KJV numbering); `source` picks tr or sblgnt in the New Testament. */
export function useInterlinear(book: string, chapter: number, source: string | undefined, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['reader', 'interlinear', book.toLowerCase(), chapter, source ?? ''],
    queryFn: () =>
      api.call(readerCalls.interlinear, {
        params: { book, chapter },
        query: { source: source || undefined },
      }),
    enabled,
    placeholderData: keepPreviousData,
    ...TEXT_CACHE,
  });
}
