import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountCalls } from '../../../core/api/account.requests';
import { useApi } from '../../api/context';
import { USER_QUERY_KEY } from '../auth/useUser';

export const ACCOUNT_QUERY_KEY = ['account'] as const;
export const SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;

/** GET /api/account: the signed-in reader's own account. */
export function useAccount(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEY,
    queryFn: () => api.call(accountCalls.account),
    enabled,
  });
}

/** GET /api/account/sessions: the reader's sessions, the current one marked. */
export function useSessions(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => api.call(accountCalls.sessions),
    enabled,
  });
}

/** DELETE /api/account/sessions/:id: signs out one other session. */
export function useSignOutSession() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(accountCalls.signOutSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

/** POST /api/account/sessions/sign-out-others. */
export function useSignOutOthers() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(accountCalls.signOutOthers),
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
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: WordOfDayChoice) => api.call(accountCalls.setWordOfDay, { body: choice }),
    onSuccess: (account) => queryClient.setQueryData(ACCOUNT_QUERY_KEY, account),
  });
}

/** POST /api/account/email: stores the address as pending and mails a confirmation link to it. */
export function useSetEmail() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.call(accountCalls.setEmail, { body: { email } }),
    onSuccess: (account) => queryClient.setQueryData(ACCOUNT_QUERY_KEY, account),
  });
}

/** POST /api/account/delete with the password; on success the reader is signed out everywhere. */
export function useDeleteAccount() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.call(accountCalls.remove, { body: { password } }),
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
