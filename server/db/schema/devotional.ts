import {
  boolean,
  date,
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
import { users } from './accounts';

/**
 * A reader's devotional preferences (issue 19): the plan and the day it started, topics, translation, the
 * reminder (time in the reader's own time zone, and the last local date one was sent), and the secret of
 * their calendar feed. One row per reader, written when they first save; it goes with the account.
 */
export const devotionalPreferences = pgTable('devotional_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readingPlan: text('reading_plan').notNull().default('oneyear'),
  /** The reader's local date on which the current plan's day 1 fell. */
  planStartDate: date('plan_start_date', { mode: 'string' }).notNull(),
  customBooks: jsonb('custom_books').$type<string[]>().notNull().default([]),
  customDays: integer('custom_days').notNull().default(90),
  topics: jsonb('topics').$type<string[]>().notNull(),
  favoriteTranslation: text('favorite_translation').notNull().default('KJV'),
  emailReminders: boolean('email_reminders').notNull().default(true),
  reminderTime: text('reminder_time').notNull().default('08:00'),
  timeZone: text('time_zone').notNull().default('UTC'),
  reminderLastSent: date('reminder_last_sent', { mode: 'string' }),
  notes: text('notes').notNull().default(''),
  /** The secret of the reader's iCalendar feed URL; null when they have none (or revoked it). */
  calendarToken: text('calendar_token').unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A day's reading a reader saved (with or without notes): their history, and what their streak counts. */
export const devotionalEntries = pgTable(
  'devotional_entries',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reader's local date of the reading. */
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    scripture: text('scripture').notNull(),
    passage: text('passage').notNull(),
    reflection: text('reflection').notNull(),
    prayer: text('prayer').notNull(),
    personalNotes: text('personal_notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('devotional_entries_user_day_idx').on(table.userId, table.date, table.scripture),
    index('devotional_entries_user_date_idx').on(table.userId, table.date),
  ],
);
