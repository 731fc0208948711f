import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../core/api/common';
import type {
  ChapterTimelineResponse,
  ReaderTimelineEvent,
  ReaderTimelineEventBody,
  ReaderTimelineEventsResponse,
  TimelineEvent,
} from '../../../core/api/timeline';
import { apiGet, apiPost, apiRequest } from '../../api/client';

const MY_EVENTS_KEY = ['timeline', 'my-events'] as const;

/** Every event of the timeline (filtered on the page, so switching filters needs no request). */
export function useTimelineEvents() {
  return useQuery({
    queryKey: ['timeline', 'events'],
    queryFn: () => apiGet<TimelineEvent[]>('/api/timeline/events'),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in reader's own events (private); asked for only while someone is signed in. */
export function useMyTimelineEvents(signedIn: boolean) {
  return useQuery({
    queryKey: [...MY_EVENTS_KEY, signedIn],
    queryFn: async () => (await apiGet<ReaderTimelineEventsResponse>('/api/timeline/my-events')).events,
    enabled: signedIn,
  });
}

/** The id of the reader-event calls inside an event id `mine-{n}`. */
export function ownEventNumber(id: string): number | undefined {
  const match = /^mine-(\d+)$/.exec(id);
  return match ? Number(match[1]) : undefined;
}

export function useSaveMyEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: ReaderTimelineEventBody }) =>
      id === undefined
        ? apiPost<ReaderTimelineEvent>('/api/timeline/my-events', body)
        : apiRequest<ReaderTimelineEvent>('PUT', `/api/timeline/my-events/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_EVENTS_KEY }),
  });
}

export function useDeleteMyEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageResponse>('DELETE', `/api/timeline/my-events/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_EVENTS_KEY }),
  });
}

/** The query of the site's events citing a chapter (book by number), shared by every screen that asks. */
export function chapterTimelineQuery(book: number, chapter: number) {
  return {
    queryKey: ['timeline', 'chapter', book, chapter],
    queryFn: () => apiGet<ChapterTimelineResponse>(`/api/timeline/chapter/${book}/${chapter}`),
    staleTime: 5 * 60_000,
  };
}

/** The site's events citing a chapter, for the reader's "On the timeline" links. */
export function useChapterTimeline(book: number, chapter: number) {
  return useQuery(chapterTimelineQuery(book, chapter));
}
