import type { Account } from '../../../core/api/account';
import { EmailForm } from './EmailForm';

/** Username and email address of the reader. */
export function ProfileSection({ account }: { account: Account }) {
  return (
    <section aria-labelledby="account-profile" className="grid gap-4">
      <h2 id="account-profile" className="font-serif text-xl font-bold text-brand-800">
        Profile
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-ink">Username</dt>
        <dd data-testid="account-username">{account.username}</dd>
        <dt className="font-medium text-ink">Email address</dt>
        <dd data-testid="account-email">
          {account.email ?? <span className="text-muted">None yet</span>}
          {account.pendingEmail ? (
            <span className="mt-1 block text-muted">
              Waiting for confirmation: <strong className="text-ink">{account.pendingEmail}</strong>
            </span>
          ) : null}
        </dd>
      </dl>
      <EmailForm account={account} />
    </section>
  );
}
