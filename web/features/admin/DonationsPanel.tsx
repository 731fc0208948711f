import type { AdminDonationsResponse } from '../../../core/api/donations';
import { formatDollars } from '../../../core/donations/amounts';
import { ErrorBox } from '../search/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { Link } from '../../app/routing';
import { useAdminDonations, useDonationSetup } from '../donations/donationsApi';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

const th = 'px-3 py-2 text-left font-semibold text-ink';
const td = 'px-3 py-2';

function PaymentsTable({ caption, rows }: { caption: string; rows: AdminDonationsResponse['recent'] }) {
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="mb-2 text-left font-serif text-xl font-bold text-brand-800">{caption}</caption>
        <thead className="bg-parchment-dark">
          <tr>
            <th scope="col" className={th}>
              When
            </th>
            <th scope="col" className={th}>
              Donor
            </th>
            <th scope="col" className={th}>
              Kind
            </th>
            <th scope="col" className={th}>
              Amount
            </th>
            <th scope="col" className={th}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-parchment-dark">
              <td className={td}>{day.format(new Date(row.createdAt))}</td>
              <td className={`${td} break-all`}>{row.donor}</td>
              <td className={td}>{row.kind === 'monthly' ? 'Monthly' : 'One-time'}</td>
              <td className={td}>{formatDollars(row.amountCents)}</td>
              <td className={`${td} ${row.status === 'failed' ? 'text-danger-600' : ''}`}>
                {row.status === 'failed'
                  ? `Failed${row.failureMessage ? `: ${row.failureMessage}` : ''}`
                  : 'Succeeded'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where to turn giving on: the donations settings (Stripe keys) and the published contact details. */
export const DONATION_SETTINGS_URL = '/admin?tab=settings&category=donations';
export const CONTACT_SETTINGS_URL = '/admin?tab=settings&category=contact';

/** Said first while online giving is off, with the way to the settings that turn it on. */
function GivingOff() {
  return (
    <div role="status" className="rounded-xl border border-gold-700/50 bg-white p-4 text-ink">
      <p className="font-semibold">Online giving is off.</p>
      <p className="mt-1">
        The support page takes no card payments until the Stripe publishable and secret keys are set; it shows
        donors the other ways to give and the contact details instead.
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <Link to={DONATION_SETTINGS_URL} className="font-medium text-brand-700 underline underline-offset-2">
          Turn online giving on in the donation settings
        </Link>
        <Link to={CONTACT_SETTINGS_URL} className="font-medium text-brand-700 underline underline-offset-2">
          Edit the contact details
        </Link>
      </p>
    </div>
  );
}

/** The dashboard's Donations tab: totals by month, monthly gifts, recent payments and failures (issue 20). */
export function DonationsPanel() {
  const { data, isPending, isError, refetch } = useAdminDonations();
  const setup = useDonationSetup();
  if (isPending) return <Spinner label="Loading donations…" />;
  if (isError) return <ErrorBox message="Failed to load donations" onRetry={() => void refetch()} />;
  return (
    <div className="grid gap-8">
      {setup.data && !setup.data.enabled ? <GivingOff /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border border-parchment-dark bg-white p-4">
          <p className="text-sm text-muted">Active monthly gifts</p>
          <p className="text-2xl font-bold text-brand-800">{data.activeMonthly.count}</p>
        </div>
        <div className="rounded-xl border border-parchment-dark bg-white p-4">
          <p className="text-sm text-muted">Monthly support pledged</p>
          <p className="text-2xl font-bold text-brand-800">{formatDollars(data.activeMonthly.cents)}/month</p>
        </div>
      </div>
      <div className="overflow-x-auto" role="region" aria-label="Totals by month" tabIndex={0}>
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="mb-2 text-left font-serif text-xl font-bold text-brand-800">
            Totals by month
          </caption>
          <thead className="bg-parchment-dark">
            <tr>
              <th scope="col" className={th}>
                Month
              </th>
              <th scope="col" className={th}>
                One-time
              </th>
              <th scope="col" className={th}>
                Monthly
              </th>
              <th scope="col" className={th}>
                Total
              </th>
              <th scope="col" className={th}>
                Failed payments
              </th>
            </tr>
          </thead>
          <tbody>
            {data.months.length === 0 ? (
              <tr>
                <td className={td} colSpan={5}>
                  No donations yet.
                </td>
              </tr>
            ) : null}
            {data.months.map((month) => (
              <tr key={month.month} className="border-b border-parchment-dark">
                <th scope="row" className={`${td} text-left font-medium`}>
                  {monthName(month.month)}
                </th>
                <td className={td}>
                  {formatDollars(month.oneTimeCents)} ({month.oneTimeCount})
                </td>
                <td className={td}>
                  {formatDollars(month.monthlyCents)} ({month.monthlyCount})
                </td>
                <td className={`${td} font-semibold`}>
                  {formatDollars(month.oneTimeCents + month.monthlyCents)}
                </td>
                <td className={td}>{month.failedCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.failures.length ? <PaymentsTable caption="Failed payments" rows={data.failures} /> : null}
      {data.recent.length ? <PaymentsTable caption="Recent payments" rows={data.recent} /> : null}
      <p className="text-sm text-muted">
        Card details are never seen or stored by this site: Stripe holds them. Refunds and disputes are
        handled in the Stripe dashboard.
      </p>
    </div>
  );
}
