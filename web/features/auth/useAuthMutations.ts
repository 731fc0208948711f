import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '../../../core/api/auth.requests';
import { useApi } from '../../api/context';
import type { Credentials, PasswordChange, Registration, User } from '../../api/types';
import { USER_QUERY_KEY } from './useUser';

function toUser(record: User): User {
  return {
    id: record.id,
    username: record.username,
    role: record.role,
    mustChangePassword: record.mustChangePassword ?? false,
  };
}

/** POST /api/login; on success the session cache holds the new user. */
export function useLogin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => api.call(authCalls.login, { body: credentials }),
    onSuccess: (record) => queryClient.setQueryData(USER_QUERY_KEY, toUser(record)),
  });
}

/** POST /api/register (which signs the new user in); on success the session cache holds the user. */
export function useRegister() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registration: Registration) => api.call(authCalls.register, { body: registration }),
    onSuccess: (record) => queryClient.setQueryData(USER_QUERY_KEY, toUser(record)),
  });
}

/** POST /api/logout; on success the session cache is cleared and account-bound data dropped. */
export function useLogout() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(authCalls.logout),
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ queryKey: ['account'] });
    },
  });
}

/** POST /api/user/password; on success the session cache holds the user, no longer asked to change it. */
export function useChangePassword() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => api.call(authCalls.changePassword, { body: change }),
    onSuccess: (record) => queryClient.setQueryData(USER_QUERY_KEY, toUser(record)),
  });
}

/** POST /api/password-reset/request: answers the same neutral message whether or not the account exists. */
export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({
    mutationFn: (username: string) => api.call(authCalls.requestPasswordReset, { body: { username } }),
  });
}

/**
 * POST /api/password-reset: sets a new password with a mailed link's token. Every session of the account ends
 * (this browser's too, if it was signed in to it) and nobody is signed in, so the session cache is cleared.
 */
export function useResetPassword() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reset: { token: string; password: string }) =>
      api.call(authCalls.resetPassword, { body: reset }),
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ queryKey: ['account'] });
    },
  });
}
