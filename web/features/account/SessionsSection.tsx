import type { AccountSession } from '../../../core/api/account';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast/toastStore';
import { accountToasts } from './accountMessages';
import { useSessions, useSignOutOthers, useSignOutSession } from './useAccount';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function when(iso: string): string {
  return dateTime.format(new Date(iso));
}

function SessionRow({ session }: { session: AccountSession }) {
  const signOut = useSignOutSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-parchment-dark p-3">
      <div className="grid gap-0.5 text-sm">
        <span className="font-medium text-ink">
          {session.current ? 'This browser' : 'Another browser or device'}
        </span>
        <span className="text-muted">
          Signed in {when(session.createdAt)} · last used {when(session.lastSeenAt)}
        </span>
      </div>
      {session.current ? (
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
          Current session
        </span>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={signOut.isPending}
          aria-label={`Sign out the session signed in ${when(session.createdAt)}`}
          onClick={() => {
            signOut.mutateAsync(session.id).then(
              () => toast(accountToasts.sessionSignedOut()),
              (error: unknown) => toast(accountToasts.failed(error)),
            );
          }}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The reader's sessions: sign out one other, or every other at once. */
export function SessionsSection() {
  const { data, isPending, isError } = useSessions(true);
  const signOutOthers = useSignOutOthers();
  const others = data?.sessions.filter((session) => !session.current).length ?? 0;

  return (
    <section aria-labelledby="account-sessions" className="grid gap-4">
      <h2 id="account-sessions" className="font-serif text-xl font-bold text-brand-800">
        Sessions
      </h2>
      {isPending ? <Spinner label="Loading your sessions…" /> : null}
      {isError ? <p role="alert">Your sessions could not be loaded.</p> : null}
      {data ? (
        <>
          <ul className="grid gap-2" aria-label="Your sessions">
            {data.sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          <div>
            <Button
              variant="outline"
              disabled={others === 0 || signOutOthers.isPending}
              onClick={() => {
                signOutOthers.mutateAsync().then(
                  () => toast(accountToasts.othersSignedOut()),
                  (error: unknown) => toast(accountToasts.failed(error)),
                );
              }}
            >
              Sign out everywhere else
            </Button>
            {others === 0 ? <p className="mt-2 text-sm text-muted">You are signed in nowhere else.</p> : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
