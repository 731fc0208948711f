import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One payment of a gift as the card provider reported it through its signed webhook (issue 20, decision 202):
 * a one-time gift's PaymentIntent or a monthly gift's invoice. No card data is ever stored: the provider
 * holds it. A donor's account may go; their gifts stay for the ministry's books, without the link.
 */
export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    /** The provider's id of what was paid: `pi_…` for a one-time gift, `in_…` for a month of support. */
    providerId: text('provider_id').notNull().unique(),
    kind: text('kind', { enum: ['one-time', 'monthly'] }).notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The monthly gift this payment belongs to (`sub_…`). */
    subscriptionId: text('subscription_id'),
    /** The provider's message when the payment failed. */
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('donations_user_idx').on(table.userId),
    index('donations_created_idx').on(table.createdAt),
  ],
);

/** A monthly gift (a provider subscription) and its latest status. */
export const donationSubscriptions = pgTable(
  'donation_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The provider's status: incomplete, active, past_due, canceled, … */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (table) => [index('donation_subscriptions_user_idx').on(table.userId)],
);

/** Every webhook event applied, by the provider's event id: a replayed event is recognised and changes nothing. */
export const donationEvents = pgTable('donation_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
