import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, AccountSessionsResponse } from '../../../core/api/account';
import type { MessageResponse } from '../../../core/api/common';
import { apiGet, apiPost, apiRequest } from '../../api/client';
import { USER_QUERY_KEY } from '../auth/useUser';

export const ACCOUNT_QUERY_KEY = ['account'] as const;
export const SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;

/** GET /api/account: the signed-in reader's own account. */
export function useAccount(enabled: boolean) {
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => apiGet<Account>('/api/account'),
    enabled,
  });
}

/** GET /api/account/sessions: the reader's sessions, the current one marked. */
export function useSessions(enabled: boolean) {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => apiGet<AccountSessionsResponse>('/api/account/sessions'),
    enabled,
  });
}

/** DELETE /api/account/sessions/:id: signs out one other session. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<MessageResponse>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

/** POST /api/account/sessions/sign-out-others. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<MessageResponse>('/api/account/sessions/sign-out-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export interface WordOfDayChoice {
  enabled: boolean;
  time: string;
  timeZone: string;
}

/** PUT /api/account/word-of-day; the answer is the whole account. */
export function useSetWordOfDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: WordOfDayChoice) => apiRequest<Account>('PUT', '/api/account/word-of-day', choice),
    onSuccess: (account) => queryClient.setQueryData(ACCOUNT_QUERY_KEY, account),
  });
}

/** POST /api/account/email: stores the address as pending and mails a confirmation link to it. */
export function useSetEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiPost<Account>('/api/account/email', { email }),
    onSuccess: (account) => queryClient.setQueryData(ACCOUNT_QUERY_KEY, account),
  });
}

/** POST /api/account/delete with the password; on success the reader is signed out everywhere. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiPost<MessageResponse>('/api/account/delete', { password }),
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
    },
  });
}

/** The browser's own IANA time zone (UTC when it cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
