import { useQuery } from '@tanstack/react-query';
import { crossReferenceCalls } from '../../../core/api/cross-references.requests';
import { useApi } from '../../api/context';

// The links change only when an administrator uploads a newer file: keep what was read for the visit.
const KEPT = { staleTime: 30 * 60 * 1000, gcTime: 30 * 60 * 1000, retry: false } as const;

/** Per verse of a chapter, how many links it has (shown and hidden); none when cross-references are off. */
export function useChapterCrossReferences(version: string, book: string, chapter: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['cross-references', 'chapter', version, book.toLowerCase(), chapter],
    queryFn: () => api.call(crossReferenceCalls.chapter, { params: { version, book, chapter } }),
    ...KEPT,
  });
}

export interface VerseLinksOptions {
  all: boolean;
  negative: boolean;
  direction: 'from' | 'to';
}

/** A verse's links (or what points to it), the five strongest or all, with previews in the version. */
export function useVerseCrossReferences(
  version: string,
  book: string,
  chapter: number,
  verse: number,
  { all, negative, direction }: VerseLinksOptions,
) {
  const api = useApi();
  return useQuery({
    queryKey: [
      'cross-references',
      'verse',
      version,
      book.toLowerCase(),
      chapter,
      verse,
      all,
      negative,
      direction,
    ],
    queryFn: () =>
      api.call(crossReferenceCalls.verse, {
        params: { version, book, chapter, verse },
        query: { limit: all ? 500 : 5, negative: negative ? 1 : 0, direction },
      }),
    ...KEPT,
  });
}
