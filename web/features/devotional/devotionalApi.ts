import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreferencesBody, SaveNotesBody } from '../../../core/api/devotional';
import { devotionalCalls, type CommentaryQuery } from '../../../core/api/devotional.requests';
import type { ReadingPlanId } from '../../../core/devotional/plans';
import { useApi } from '../../api/context';

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
  const api = useApi();
  const query = { date: localToday(), planType, start: start || undefined, day: day || undefined };
  return useQuery({
    queryKey: [...KEY, 'reading', signedIn, planType ?? '', start ?? '', day ?? 0],
    queryFn: () => api.call(devotionalCalls.dailyReading, { query }),
    retry: false,
    enabled,
  });
}

export function usePlans(signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...KEY, 'plans', signedIn],
    queryFn: () => api.call(devotionalCalls.plans),
  });
}

export function usePreferences(signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...KEY, 'preferences'],
    queryFn: () => api.call(devotionalCalls.preferences),
    enabled: signedIn,
  });
}

/** The reader's saved readings, a page at a time (decision 255): `fetchNextPage` asks for older ones. */
export function useHistory(signedIn: boolean, words: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...KEY, 'history', words],
    queryFn: ({ pageParam }) =>
      api.call(devotionalCalls.history, { query: { q: words || undefined, cursor: pageParam || undefined } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: signedIn,
  });
}

export function useSavePreferences() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) => api.call(devotionalCalls.savePreferences, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSaveNotes() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNotesBody) => api.call(devotionalCalls.saveNotes, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCalendar() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'create' | 'revoke') =>
      api.call(action === 'create' ? devotionalCalls.createCalendar : devotionalCalls.revokeCalendar),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'preferences'] }),
  });
}

export function useCommentary(query: CommentaryQuery) {
  const api = useApi();
  return useQuery({
    queryKey: [...KEY, 'commentary', query.module, query.book, query.chapter, query.verse],
    queryFn: () => api.call(devotionalCalls.commentary, { query }),
  });
}
