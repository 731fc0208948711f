import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from '../app/routing';
import { DataSection } from '../features/account/DataSection';
import { PasswordSection } from '../features/account/PasswordSection';
import { ProfileSection } from '../features/account/ProfileSection';
import { SessionsSection } from '../features/account/SessionsSection';
import { useAccount } from '../features/account/useAccount';
import { WordOfDaySection } from '../features/account/WordOfDaySection';
import { MyGiftsSection } from '../features/donations/MyGiftsSection';
import { accountToasts } from '../features/account/accountMessages';
import { useLoginDialog } from '../features/auth/loginDialogContext';
import { usePageUser } from '../features/auth/usePageUser';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/toast/toastStore';

const card = 'rounded-xl border border-parchment-dark bg-white p-4 shadow-sm sm:p-6';

function SignInPrompt({ confirmed }: { confirmed: boolean }) {
  const { openLogin } = useLoginDialog();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <section aria-labelledby="account-signin" className={card}>
        <h1 id="account-signin" className="mb-3 font-serif text-2xl font-bold text-brand-800">
          Your account
        </h1>
        {confirmed ? (
          <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 text-sm">
            Your email address is confirmed.
          </p>
        ) : null}
        <p className="mb-5 text-sm text-muted">Sign in to see and manage your account.</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => openLogin('login')}>Login</Button>
          <Button variant="outline" onClick={() => openLogin('signup')}>
            Create an account
          </Button>
        </div>
      </section>
    </div>
  );
}

/**
 * What the server renders (as a visitor, decision 266) and the browser shows until it knows who is signed in:
 * what an account offers, with neither the sign-in buttons nor the account, so a signed-in reader never sees
 * an offer to sign in.
 */
function CheckingSession() {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <section aria-labelledby="account-checking" className={card}>
        <h1 id="account-checking" className="mb-3 font-serif text-2xl font-bold text-brand-800">
          Your account
        </h1>
        <p className="mb-3 text-sm text-muted">
          An account keeps your notes, reading plans, timeline events and students, sends the word of the day
          by email if you wish, and lists your gifts.
        </p>
        <Spinner label="Checking your session…" className="py-4" />
      </section>
    </div>
  );
}

/** /account: the signed-in reader's own account (issue 16). */
export default function AccountPage() {
  const { data: user, isPending: userPending } = usePageUser();
  const { data: account, isPending, isError } = useAccount(!!user);
  const [params, setParams] = useSearchParams();
  const confirmed = params.get('email') === 'confirmed';
  const announced = useRef(false);

  useEffect(() => {
    if (!confirmed || !user || announced.current) return;
    announced.current = true;
    toast(accountToasts.emailConfirmed());
  }, [confirmed, user]);

  if (userPending) return <CheckingSession />;
  if (!user) return <SignInPrompt confirmed={confirmed} />;
  if (user.mustChangePassword) return <Navigate to="/change-password" replace />;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-800">Your account</h1>
      <p>
        Your highlights, bookmarks, notes and tags are on{' '}
        <Link to="/study" className="font-medium text-brand-700 underline underline-offset-2">
          your study page
        </Link>
        .
      </p>
      {confirmed ? (
        <p
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-brand-50 p-3 text-sm"
        >
          Your email address is confirmed.
          <button
            type="button"
            className="font-medium text-brand-700 underline underline-offset-2"
            onClick={() => setParams({}, { replace: true })}
          >
            Dismiss
          </button>
        </p>
      ) : null}
      {isPending ? <Spinner label="Loading your account…" /> : null}
      {isError ? <p role="alert">Your account could not be loaded. Please reload the page.</p> : null}
      {account ? (
        <>
          <div className={card}>
            <ProfileSection account={account} />
          </div>
          <div className={card}>
            <PasswordSection />
          </div>
          <div className={card}>
            <SessionsSection />
          </div>
          <div className={card}>
            <WordOfDaySection
              key={`${account.wordOfDay.enabled}-${account.wordOfDay.time}`}
              account={account}
            />
          </div>
          <div className={card}>
            <MyGiftsSection />
          </div>
          <div className={card}>
            <DataSection />
          </div>
        </>
      ) : null}
    </div>
  );
}
