import { BookMarked, LogOut, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../../app/routing';
import { useApi } from '../../api/context';
import type { User } from '../../api/types';
import { ApiError } from '../../api/client';
import { toast } from '../../ui/toast/toastStore';
import { authToasts } from '../auth/authMessages';
import { useLogout } from '../auth/useAuthMutations';
import { offlineMarksKey } from '../study/offlineMarks';
import { headerButton } from './headerButton';

/**
 * Once signed in, the marks made in this browser before (decision 320) go to the account: their code loads
 * only when the browser holds some.
 */
function useBrowserMarksMerged() {
  const api = useApi();
  const client = useQueryClient();
  useEffect(() => {
    let held: boolean;
    try {
      held = !!window.localStorage.getItem('oc-marks:v1');
    } catch {
      held = false;
    }
    if (!held) return;
    void import('../study/mergeBrowserMarks')
      .then(({ mergeBrowserMarks }) => mergeBrowserMarks(api, client))
      .then(
        (result) => {
          if (result?.added)
            toast({
              title: 'Your marks are in your account',
              description: `${result.added} from this browser added${result.skipped ? `, ${result.skipped} already there` : ''}.`,
            });
        },
        () =>
          toast({
            title: 'Marks not moved yet',
            description: 'The marks made in this browser stay here; they are offered again next time.',
          }),
      );
  }, [api, client]);
}

/**
 * The marks this reader made offline (decision 414) go to their account when the connection is back, and at
 * start when some wait: their code loads only then. A send that finds the network down again leaves them
 * waiting for the next `online` event.
 */
function useOfflineMarksSent(userId: string) {
  const api = useApi();
  const client = useQueryClient();
  useEffect(() => {
    const send = () => {
      let held: boolean;
      try {
        held = !!window.localStorage.getItem(offlineMarksKey(userId));
      } catch {
        held = false;
      }
      if (!held || !navigator.onLine) return;
      void import('../study/mergeBrowserMarks')
        .then(({ sendOfflineMarks }) => sendOfflineMarks(api, client, userId))
        .then(
          (result) => {
            if (result)
              toast({
                title: 'Your marks made offline are in your account',
                description: `${result.added + result.skipped} sent from this device.`,
              });
          },
          (error: unknown) => {
            if (error instanceof TypeError) return;
            toast({
              title: 'Marks made offline not sent yet',
              description: 'They stay on this device; they are sent again next time.',
            });
          },
        );
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [api, client, userId]);
}

/** "Welcome, name", the Account link and Logout (loaded once someone is signed in, decision 222). */
export function SignedInControls({
  user,
  layout,
  onChoose,
}: {
  user: User;
  layout: 'bar' | 'menu';
  onChoose?: () => void;
}) {
  const logout = useLogout();
  useBrowserMarksMerged();
  useOfflineMarksSent(user.id);

  return (
    <div
      className={
        layout === 'bar' ? 'flex items-center gap-3' : 'flex flex-wrap items-center justify-between gap-3'
      }
    >
      <span className="text-sm text-white">Welcome, {user.username}</span>
      <Link to="/study" className={headerButton} onClick={onChoose} title="My study">
        <BookMarked aria-hidden="true" className="size-4" />
        {/* Beside the other controls in the bar, only the icon (the site's name keeps its room). */}
        <span className={layout === 'bar' ? 'sr-only' : undefined}>My study</span>
      </Link>
      <Link to="/account" className={headerButton} onClick={onChoose}>
        <UserRound aria-hidden="true" className="size-4" />
        Account
      </Link>
      <button
        type="button"
        className={headerButton}
        disabled={logout.isPending}
        onClick={() => {
          logout.mutateAsync().then(
            () => toast(authToasts.loggedOut()),
            // A server answer carries its message; a network fault gets the general text.
            (error: unknown) =>
              toast(authToasts.logoutFailed(error instanceof ApiError ? error.message : undefined)),
          );
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </button>
    </div>
  );
}
