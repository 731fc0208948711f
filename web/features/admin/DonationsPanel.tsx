import type { AdminDonationsResponse } from '../../../core/api/donations';
import { formatDollars } from '../../../core/donations/amounts';
import { ErrorBox } from '../../ui/ErrorBox';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { Spinner } from '../../ui/Spinner';
import { Link } from '../../app/routing';
import { useAdminDonations, useDonationSetup } from '../donations/donationsApi';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

type Payment = AdminDonationsResponse['recent'][number];
type Month = AdminDonationsResponse['months'][number];

const paymentColumns: DataColumn<Payment>[] = [
  { header: 'When', cell: (row) => day.format(new Date(row.createdAt)) },
  { header: 'Donor', cell: (row) => row.donor, className: 'break-all' },
  { header: 'Kind', cell: (row) => (row.kind === 'monthly' ? 'Monthly' : 'One-time') },
  { header: 'Amount', cell: (row) => formatDollars(row.amountCents) },
  {
    header: 'Status',
    cell: (row) =>
      row.status === 'failed' ? `Failed${row.failureMessage ? `: ${row.failureMessage}` : ''}` : 'Succeeded',
    className: (row) => (row.status === 'failed' ? 'text-danger-600' : ''),
  },
];

const monthColumns: DataColumn<Month>[] = [
  {
    header: 'Month',
    cell: (month) => monthName(month.month),
    rowHeader: true,
    className: 'text-left font-medium',
  },
  {
    header: 'One-time',
    cell: (month) => `${formatDollars(month.oneTimeCents)} (${month.oneTimeCount})`,
  },
  {
    header: 'Monthly',
    cell: (month) => `${formatDollars(month.monthlyCents)} (${month.monthlyCount})`,
  },
  {
    header: 'Total',
    cell: (month) => formatDollars(month.oneTimeCents + month.monthlyCents),
    className: 'font-semibold',
  },
  { header: 'Failed payments', cell: (month) => month.failedCount },
];

function PaymentsTable({ caption, rows }: { caption: string; rows: Payment[] }) {
  return (
    <DataTable
      look="report"
      caption={caption}
      columns={paymentColumns}
      rows={rows}
      rowKey={(row) => row.id}
    />
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
      <DataTable
        look="report"
        caption="Totals by month"
        columns={monthColumns}
        rows={data.months}
        rowKey={(month) => month.month}
        empty="No donations yet."
      />
      {data.failures.length ? <PaymentsTable caption="Failed payments" rows={data.failures} /> : null}
      {data.recent.length ? <PaymentsTable caption="Recent payments" rows={data.recent} /> : null}
      <p className="text-sm text-muted">
        Card details are never seen or stored by this site: Stripe holds them. Refunds and disputes are
        handled in the Stripe dashboard.
      </p>
    </div>
  );
}
