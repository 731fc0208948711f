import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommentaryResponse,
  DailyReading,
  DevotionalPreferences,
  HistoryResponse,
  PlansResponse,
  PreferencesBody,
  SaveNotesBody,
  SaveNotesResponse,
} from '../../../core/api/devotional';
import type { ReadingPlanId } from '../../../core/devotional/plans';
import { apiGet, apiPost, apiRequest } from '../../api/client';

const KEY = ['devotional'] as const;

/** The browser's local date, YYYY-MM-DD: the day a reader is on. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The day's reading: the account's plan when signed in; a visitor's plan counted from `start` (started in this
 * browser) or from 1 January. Not asked while `enabled` is false (a browser's plan is being moved to the account).
 */
export function useDailyReading(
  planType: ReadingPlanId | undefined,
  day: number | undefined,
  signedIn: boolean,
  start?: string,
  enabled = true,
) {
  const params = new URLSearchParams({ date: localToday() });
  if (planType) params.set('planType', planType);
  if (start) params.set('start', start);
  if (day) params.set('day', String(day));
  return useQuery({
    queryKey: [...KEY, 'reading', signedIn, planType ?? '', start ?? '', day ?? 0],
    queryFn: () => apiGet<DailyReading>(`/api/devotional/daily-reading?${params.toString()}`),
    retry: false,
    enabled,
  });
}

export function usePlans(signedIn: boolean) {
  return useQuery({
    queryKey: [...KEY, 'plans', signedIn],
    queryFn: () => apiGet<PlansResponse>('/api/devotional/plans'),
  });
}

export function usePreferences(signedIn: boolean) {
  return useQuery({
    queryKey: [...KEY, 'preferences'],
    queryFn: () => apiGet<DevotionalPreferences>('/api/devotional/preferences'),
    enabled: signedIn,
  });
}

/** The reader's saved readings, a page at a time (decision 255): `fetchNextPage` asks for older ones. */
export function useHistory(signedIn: boolean, words: string) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'history', words],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (words) params.set('q', words);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiGet<HistoryResponse>(`/api/devotional/history${query ? `?${query}` : ''}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: signedIn,
  });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) =>
      apiPost<DevotionalPreferences>('/api/devotional/preferences', body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSaveNotes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNotesBody) => apiPost<SaveNotesResponse>('/api/devotional/save-notes', body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'create' | 'revoke') =>
      apiRequest<{ url: string | null }>(action === 'create' ? 'POST' : 'DELETE', '/api/devotional/calendar'),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'preferences'] }),
  });
}

export function useCommentary(query: string) {
  return useQuery({
    queryKey: [...KEY, 'commentary', query],
    queryFn: () => apiGet<CommentaryResponse>(`/api/devotional/commentary?${query}`),
  });
}
