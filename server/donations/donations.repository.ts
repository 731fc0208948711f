import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { donationEvents, donations, donationSubscriptions, users } from '../db/schema/index';

export type DonationRow = typeof donations.$inferSelect;
export type SubscriptionRow = typeof donationSubscriptions.$inferSelect;
export type NewPayment = Omit<typeof donations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type SubscriptionValues = Omit<typeof donationSubscriptions.$inferInsert, 'createdAt' | 'updatedAt'>;

/** A payment with the donor's username (null for a guest or a deleted account). */
export type DonationWithDonor = DonationRow & { username: string | null };

/** Gifts and monthly gifts as the provider's webhook reported them (decision 202). */
export class DonationsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Runs `apply` for an event the first time its id is seen, in one transaction with the mark: a replayed
   * event (or two deliveries at once) finds the mark and changes nothing. Answers false for a replay.
   */
  onceForEvent(eventId: string, type: string, apply: (tx: Database) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const marked = await tx
        .insert(donationEvents)
        .values({ id: eventId, type })
        .onConflictDoNothing()
        .returning({ id: donationEvents.id });
      if (marked.length === 0) return false;
      await apply(tx as unknown as Database);
      return true;
    });
  }

  /** Records a payment, or its new outcome (a failed PaymentIntent retried with another card succeeds). */
  async recordPayment(tx: Database, payment: NewPayment): Promise<DonationRow | undefined> {
    const [row] = await tx
      .insert(donations)
      .values(payment)
      .onConflictDoUpdate({
        target: donations.providerId,
        set: {
          status: payment.status,
          failureMessage: payment.failureMessage ?? null,
          updatedAt: new Date(),
        },
        // A success is final: a late failure event of an earlier attempt does not undo it.
        setWhere: sql`${donations.status} <> 'succeeded'`,
      })
      .returning();
    return row;
  }

  /** Creates or updates a monthly gift; the donor is kept once known. */
  async saveSubscription(tx: Database, values: SubscriptionValues): Promise<void> {
    await tx
      .insert(donationSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: donationSubscriptions.id,
        set: {
          status: values.status,
          amountCents: values.amountCents,
          canceledAt: values.canceledAt ?? null,
          userId: sql`coalesce(${donationSubscriptions.userId}, excluded.user_id)`,
          updatedAt: new Date(),
        },
      });
  }

  subscription(id: string, db: Database = this.db): Promise<SubscriptionRow | undefined> {
    return db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.id, id))
      .then((rows) => rows[0]);
  }

  /** A monthly gift of this donor, or nothing (another donor's is nothing too). */
  ownSubscription(userId: string, id: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .select()
      .from(donationSubscriptions)
      .where(and(eq(donationSubscriptions.id, id), eq(donationSubscriptions.userId, userId)))
      .then((rows) => rows[0]);
  }

  async markCanceled(id: string, at: Date): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db
      .update(donationSubscriptions)
      .set({ status: 'canceled', canceledAt: at, updatedAt: at })
      .where(eq(donationSubscriptions.id, id))
      .returning();
    return row;
  }

  paymentsOf(userId: string, limit: number): Promise<DonationRow[]> {
    return this.db
      .select()
      .from(donations)
      .where(eq(donations.userId, userId))
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(limit);
  }

  subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.userId, userId))
      .orderBy(desc(donationSubscriptions.createdAt));
  }

  /** Totals per UTC month, newest first. */
  monthTotals(months: number) {
    const month = sql<string>`to_char(${donations.createdAt} at time zone 'UTC', 'YYYY-MM')`;
    const succeeded = (kind: 'one-time' | 'monthly') =>
      sql`${donations.status} = 'succeeded' and ${donations.kind} = ${kind}`;
    return this.db
      .select({
        month,
        oneTimeCents: sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${succeeded('one-time')}), 0)::int`,
        oneTimeCount: sql<number>`(count(*) filter (where ${succeeded('one-time')}))::int`,
        monthlyCents: sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${succeeded('monthly')}), 0)::int`,
        monthlyCount: sql<number>`(count(*) filter (where ${succeeded('monthly')}))::int`,
        failedCount: sql<number>`(count(*) filter (where ${donations.status} = 'failed'))::int`,
      })
      .from(donations)
      .groupBy(month)
      .orderBy(desc(month))
      .limit(months);
  }

  async activeMonthly(): Promise<{ count: number; cents: number }> {
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${donationSubscriptions.amountCents}), 0)::int`,
      })
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.status, 'active'));
    return row ?? { count: 0, cents: 0 };
  }

  /** The latest payments (of one status when given) with the donor's username. */
  recent(limit: number, status?: 'failed'): Promise<DonationWithDonor[]> {
    const query = this.db
      .select({ donation: donations, username: users.username })
      .from(donations)
      .leftJoin(users, eq(users.id, donations.userId))
      .where(status ? eq(donations.status, status) : undefined)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(limit);
    return query.then((rows) => rows.map((row) => ({ ...row.donation, username: row.username })));
  }
}
