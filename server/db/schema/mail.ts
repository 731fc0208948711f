import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Email templates, seeded on first start and editable by administrators (decision 142). */
export const emailTemplates = pgTable('email_templates', {
  name: text('name').primaryKey(),
  category: text('category').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  /** The variables the template may use, without braces. */
  variables: jsonb('variables').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every message the site sends: the outbox (pending) and the log (sent, failed) in one table. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    userId: uuid('user_id'),
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_messages_status').on(table.status, table.nextAttemptAt),
    index('email_messages_created').on(table.createdAt),
  ],
);

/** Addresses that unsubscribed: reader mail to them is not sent. Stored lower-cased. */
export const emailSuppressions = pgTable('email_suppressions', {
  address: text('address').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Background jobs of every kind (decision 140). A scheduled slot is one row with singleton key = the slot's
 * time, so the unique index makes it run once across instances.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload'),
    singletonKey: text('singleton_key'),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_status_run_at').on(table.status, table.runAt),
    uniqueIndex('jobs_kind_singleton')
      .on(table.kind, table.singletonKey)
      .where(sql`singleton_key is not null`),
  ],
);
