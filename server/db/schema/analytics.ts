import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Searches readers ran, for the administrators' view of what people look for. No user is recorded. */
export const searchEvents = pgTable(
  'search_events',
  {
    id: serial('id').primaryKey(),
    searchTerm: text('search_term').notNull(),
    resultCount: integer('result_count').notNull(),
    searchType: text('search_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('search_events_created_at').on(table.createdAt)],
);
