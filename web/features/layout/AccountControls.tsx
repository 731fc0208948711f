import { LogIn, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../ui/toast/toastStore';
import { authToasts } from '../auth/authMessages';
import { useLoginDialog } from '../auth/loginDialogContext';
import { useLogout } from '../auth/useAuthMutations';
import { useUser } from '../auth/useUser';

const headerButton =
  'inline-flex min-h-10 shrink-0 items-center gap-2 rounded-md border border-white/40 px-2.5 text-sm font-medium text-white hover:bg-white/10 disabled:opacity-60 sm:px-3';

/** Login button when anonymous; "Welcome, name", the Account link and Logout when signed in. */
export function AccountControls({ layout, onChoose }: { layout: 'bar' | 'menu'; onChoose?: () => void }) {
  const { data: user } = useUser();
  const { openLogin } = useLoginDialog();
  const logout = useLogout();

  if (!user) {
    return (
      <button type="button" className={headerButton} onClick={() => openLogin('login')}>
        <LogIn aria-hidden="true" className="size-4" />
        Login
      </button>
    );
  }

  return (
    <div
      className={
        layout === 'bar' ? 'flex items-center gap-3' : 'flex flex-wrap items-center justify-between gap-3'
      }
    >
      <span className="text-sm text-white">Welcome, {user.username}</span>
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
            (error: unknown) =>
              toast(authToasts.logoutFailed(error instanceof Error ? error.message : undefined)),
          );
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </button>
    </div>
  );
}
