import { useQuery } from '@tanstack/react-query';
import type { TimelineEvent } from '../../../core/api/timeline';
import { apiGet } from '../../api/client';

/** Every event of the timeline (filtered on the page, so switching filters needs no request). */
export function useTimelineEvents() {
  return useQuery({
    queryKey: ['timeline', 'events'],
    queryFn: () => apiGet<TimelineEvent[]>('/api/timeline/events'),
    staleTime: 5 * 60_000,
  });
}
