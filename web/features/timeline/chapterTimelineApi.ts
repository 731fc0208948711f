import { useQuery } from '@tanstack/react-query';
import { timelineCalls } from '../../../core/api/timeline.requests';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/context';

// Apart from timelineApi.ts, so the reader's page carries none of the timeline page's calls (decision 368).

/** The query of the site's events citing a chapter (book by number), shared by every screen that asks. */
export function chapterTimelineQuery(api: ApiClient, book: number, chapter: number) {
  return {
    queryKey: ['timeline', 'chapter', book, chapter],
    queryFn: () => api.call(timelineCalls.chapter, { params: { book, chapter } }),
    staleTime: 5 * 60_000,
  };
}

/** The site's events citing a chapter, for the reader's "On the timeline" links. */
export function useChapterTimeline(book: number, chapter: number) {
  return useQuery(chapterTimelineQuery(useApi(), book, chapter));
}
