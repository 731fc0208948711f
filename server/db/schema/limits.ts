import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-address counts that every instance shares (decision 363): the request limits' windows and the cost
 * gate's places under way, one row per route and address. UNLOGGED (in the migration): counts that a crash
 * of the server loses cost nothing, and writing them skips the write-ahead log.
 */
export const sharedCounts = pgTable('shared_counts', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  /** When the window (or a place held by an instance that died) ends; an expired row counts as none. */
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});
