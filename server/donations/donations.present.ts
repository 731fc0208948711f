import type { Gift, MonthlyGift } from '../../core/api/donations';
import type { DonationRow, DonationWithDonor, SubscriptionRow } from './donations.repository';

/** A payment as its donor sees it (never any card data: the site has none). */
export function presentGift(row: DonationRow): Gift {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A payment with its donor's username, for administrators. */
export const presentAdminGift = (row: DonationWithDonor) => ({
  ...presentGift(row),
  donor: row.username ?? 'Guest',
});

export function presentMonthly(row: SubscriptionRow): MonthlyGift {
  return {
    id: row.id,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}
