import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useDailyReading(
  planType: ReadingPlanId | undefined,
  day: number | undefined,
  signedIn: boolean,
) {
  const params = new URLSearchParams({ date: localToday() });
  if (planType) params.set('planType', planType);
  if (day) params.set('day', String(day));
  return useQuery({
    queryKey: [...KEY, 'reading', signedIn, planType ?? '', day ?? 0],
    queryFn: () => apiGet<DailyReading>(`/api/devotional/daily-reading?${params.toString()}`),
    retry: false,
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

export function useHistory(signedIn: boolean, words: string) {
  return useQuery({
    queryKey: [...KEY, 'history', words],
    queryFn: () =>
      apiGet<HistoryResponse>(`/api/devotional/history${words ? `?q=${encodeURIComponent(words)}` : ''}`),
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
