import { useQuery } from '@tanstack/react-query';
import type { SessionAnswer } from '../../../core/api/auth';
import { authCalls } from '../../../core/api/auth.requests';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/context';
import type { User } from '../../api/types';

export const USER_QUERY_KEY = ['user'] as const;
const USER_FETCH_ERROR = 'Failed to fetch user data';

/**
 * Asks the server who is signed in (GET /api/session: null for a visitor, so no page of a visitor logs a
 * failed request); a failure is an error.
 */
async function fetchCurrentUser(api: ApiClient): Promise<User | null> {
  let answer: SessionAnswer;
  try {
    answer = await api.call(authCalls.session);
  } catch (error) {
    throw new Error(USER_FETCH_ERROR, { cause: error });
  }
  const { user } = answer;
  return user
    ? { id: user.id, username: user.username, role: user.role, mustChangePassword: user.mustChangePassword }
    : null;
}

/** The signed-in user, `null` when anonymous, `undefined` while the first check runs. */
export function useUser() {
  const api = useApi();
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: () => fetchCurrentUser(api), staleTime: 60 * 1000 });
}
