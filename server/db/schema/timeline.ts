import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TIMELINE_CATEGORY_VALUES } from '../../../core/timeline/categories';
import { users } from './accounts';

/**
 * A signed-in reader's own timeline events (issue 18): private, shown beside the site's events with theirs
 * marked. Only the owner reads or writes them; they go with the account when it is deleted.
 */
export const timelineReaderEvents = pgTable(
  'timeline_reader_events',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: text('date').notNull(),
    year: integer('year').notNull(),
    category: text('category', { enum: TIMELINE_CATEGORY_VALUES }).notNull(),
    description: text('description').notNull().default(''),
    location: text('location'),
    keyFigures: text('key_figures').array().notNull().default([]),
    scripture: text('scripture').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('timeline_reader_events_user_idx').on(table.userId, table.year)],
);
