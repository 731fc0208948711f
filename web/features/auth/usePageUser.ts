import { useSyncExternalStore } from 'react';
import type { User } from '../../api/types';
import { useUser } from './useUser';

const noChanges = () => () => {};

/**
 * The signed-in user for a screen the server renders as a visitor (decision 266): `isPending` while the page
 * is on the server and while the browser takes over the server's HTML, whatever the session call has answered
 * by then (a screen's code can load after it has), so the browser's first render draws what the server drew,
 * and the signed-in or visitor's view follows at once. A screen drawn in the browser gets the user directly.
 */
export function usePageUser(): { data: User | null | undefined; isPending: boolean } {
  const query = useUser();
  // React reads the server's value (false) on the server and while hydrating, the browser's (true) after.
  const live = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return live ? { data: query.data, isPending: query.isPending } : { data: undefined, isPending: true };
}
