import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../api/client';
import type { User } from '../../api/types';

export const USER_QUERY_KEY = ['user'] as const;
const USER_FETCH_ERROR = 'Failed to fetch user data';

/** Asks the server who is signed in: a 401 means anonymous (null); any other failure is an error. */
async function fetchCurrentUser(): Promise<User | null> {
  try {
    const user = await apiGet<User>('/api/user');
    return {
      id: user.id,
      username: user.username,
      role: user.role,
      mustChangePassword: user.mustChangePassword ?? false,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw new Error(USER_FETCH_ERROR, { cause: error });
  }
}

/** The signed-in user, `null` when anonymous, `undefined` while the first check runs. */
export function useUser() {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser, staleTime: 60 * 1000 });
}
