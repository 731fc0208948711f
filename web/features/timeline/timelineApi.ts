import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReaderTimelineEventBody } from '../../../core/api/timeline';
import { timelineCalls } from '../../../core/api/timeline.requests';
import { useApi } from '../../api/context';

const MY_EVENTS_KEY = ['timeline', 'my-events'] as const;

/** Every event of the timeline (filtered on the page, so switching filters needs no request). */
export function useTimelineEvents() {
  const api = useApi();
  return useQuery({
    queryKey: ['timeline', 'events'],
    queryFn: () => api.call(timelineCalls.events),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in reader's own events (private); asked for only while someone is signed in. */
export function useMyTimelineEvents(signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...MY_EVENTS_KEY, signedIn],
    queryFn: async () => (await api.call(timelineCalls.myEvents)).events,
    enabled: signedIn,
  });
}

/** The id of the reader-event calls inside an event id `mine-{n}`. */
export function ownEventNumber(id: string): number | undefined {
  const match = /^mine-(\d+)$/.exec(id);
  return match ? Number(match[1]) : undefined;
}

export function useSaveMyEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: ReaderTimelineEventBody }) =>
      id === undefined
        ? api.call(timelineCalls.addMyEvent, { body })
        : api.call(timelineCalls.updateMyEvent, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_EVENTS_KEY }),
  });
}

export function useDeleteMyEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(timelineCalls.deleteMyEvent, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_EVENTS_KEY }),
  });
}
