import { useState } from 'react';
import { Link } from '../../app/routing';
import type { MonthlyGift } from '../../../core/api/donations';
import { formatDollars } from '../../../core/donations/amounts';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast/toastStore';
import { donationToasts } from './donationMessages';
import { useCancelMonthly, useMyDonations } from './donationsApi';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const when = (iso: string) => day.format(new Date(iso));

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  incomplete: 'Waiting for the first payment',
  past_due: 'Payment overdue',
  canceled: 'Cancelled',
};

/** Monthly gifts the donor can still cancel. */
const cancellable = (gift: MonthlyGift) => !['canceled', 'incomplete_expired'].includes(gift.status);

/** /account: the donor's gifts and monthly gifts, with Cancel (issue 20). */
export function MyGiftsSection() {
  const { data, isPending, isError } = useMyDonations(true);
  const cancel = useCancelMonthly();
  const [confirming, setConfirming] = useState<MonthlyGift>();

  return (
    <section aria-labelledby="my-gifts" className="grid gap-4">
      <h2 id="my-gifts" className="font-serif text-2xl font-bold text-brand-800">
        Your gifts
      </h2>
      {isPending ? <Spinner label="Loading your gifts…" /> : null}
      {isError ? <p role="alert">Your gifts could not be loaded. Please reload the page.</p> : null}
      {data && data.gifts.length === 0 && data.monthly.length === 0 ? (
        <p className="text-muted">
          No gifts yet.{' '}
          <Link to="/support" className="font-medium text-brand-700 underline underline-offset-2">
            Support this ministry
          </Link>
        </p>
      ) : null}
      {data && data.monthly.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink">Monthly support</h3>
          <ul className="grid gap-2">
            {data.monthly.map((gift) => (
              <li
                key={gift.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-parchment-dark p-3"
              >
                <div className="grid gap-0.5 text-sm">
                  <span className="font-medium text-ink">{formatDollars(gift.amountCents)}/month</span>
                  <span className="text-muted">
                    Since {when(gift.createdAt)} · {STATUS_LABELS[gift.status] ?? gift.status}
                    {gift.canceledAt ? ` on ${when(gift.canceledAt)}` : ''}
                  </span>
                </div>
                {cancellable(gift) ? (
                  <Button variant="outline" size="sm" onClick={() => setConfirming(gift)}>
                    Cancel monthly gift of {formatDollars(gift.amountCents)}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data && data.gifts.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink">Payments</h3>
          <ul className="grid gap-1 text-sm">
            {data.gifts.map((gift) => (
              <li
                key={gift.id}
                className="flex flex-wrap justify-between gap-2 border-b border-parchment-dark py-1.5"
              >
                <span>
                  {when(gift.createdAt)} · {gift.kind === 'monthly' ? 'Monthly support' : 'One-time gift'}
                </span>
                <span className={gift.status === 'failed' ? 'text-danger-600' : 'font-medium text-ink'}>
                  {formatDollars(gift.amountCents)}
                  {gift.status === 'failed'
                    ? ` · failed${gift.failureMessage ? `: ${gift.failureMessage}` : ''}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== undefined}
        title="Cancel this monthly gift?"
        description={
          confirming
            ? `No further payments of ${formatDollars(confirming.amountCents)} will be taken. Gifts already made stay.`
            : undefined
        }
        confirmLabel="Cancel monthly gift"
        busy={cancel.isPending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          if (!confirming) return;
          cancel.mutate(confirming.id, {
            onSuccess: () => {
              toast(donationToasts.cancelled());
              setConfirming(undefined);
            },
            onError: (error) => toast(donationToasts.cancelFailed(error)),
          });
        }}
      />
    </section>
  );
}
