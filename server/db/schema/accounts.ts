import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Set for a generated password (first start, `npm run admin`): the web app asks for a new one first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The confirmed address; nothing is ever sent to an address before it is confirmed (decision 144). */
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** An address asked for and not confirmed yet: only the confirmation link is sent to it. */
    pendingEmail: text('pending_email'),
    /** Hebrew word of the day: opted in, the local time (HH:MM) and the reader's IANA time zone. */
    wordOfDayEnabled: boolean('word_of_day_enabled').notNull().default(false),
    wordOfDayTime: text('word_of_day_time').notNull().default('08:00'),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The local date (YYYY-MM-DD) of the last word sent: one word per reader per day. */
    wordOfDayLastSent: text('word_of_day_last_sent'),
  },
  (table) => [uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** Public id of the session, safe to show; the cookie carries a separate secret token. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the cookie token: a stolen database does not yield usable cookies. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the session was last used, kept to within a few minutes: sessions left idle too long end. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id').on(table.userId),
  ],
);

/**
 * Login attempts counted per key (`user:NAME`, `address:IP`, `device:NONCE`), one row each, so a count is
 * taken and raised under one row lock. Past a few free attempts each further one must wait longer (decision 104).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_throttles_last_attempt_at').on(table.lastAttemptAt)],
);
