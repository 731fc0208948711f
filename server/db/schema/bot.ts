import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The ADMIN BOT's directives (issue 17): one seeded per check (`checkKey`), which switches the check on or
 * off and orders it by priority; administrators add their own (no `checkKey`), shown with reports and alerts.
 */
export const botInstructions = pgTable('bot_instructions', {
  id: serial('id').primaryKey(),
  checkKey: text('check_key').unique(),
  directive: text('directive').notNull(),
  priority: integer('priority').notNull().default(50),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every run, finding, repair and alert of the bot, with the log statuses the panel shows. */
export const botLogs = pgTable(
  'bot_logs',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: ['success', 'warning', 'error', 'info'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bot_logs_created').on(table.createdAt, table.id)],
);

/** One repair task per problem (its fingerprint): a problem that comes back reopens its task. */
export const botRepairs = pgTable('bot_repairs', {
  id: serial('id').primaryKey(),
  fingerprint: text('fingerprint').notNull().unique(),
  checkKey: text('check_key').notNull(),
  elementType: text('element_type').notNull(),
  location: text('location').notNull(),
  issue: text('issue').notNull(),
  suggestedRemedy: text('suggested_remedy').notNull(),
  remedy: text('remedy'),
  status: text('status', { enum: ['pending', 'in_progress', 'completed', 'failed'] }).notNull(),
  severity: text('severity', { enum: ['warning', 'error'] }).notNull(),
  priority: integer('priority').notNull(),
  occurrences: integer('occurrences').notNull().default(1),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** Request errors (5xx, 404) and readers' browser errors, grouped by type and URL with a count. */
export const botErrors = pgTable(
  'bot_errors',
  {
    id: serial('id').primaryKey(),
    errorType: text('error_type').notNull(),
    url: text('url').notNull(),
    message: text('message').notNull().default(''),
    count: integer('count').notNull().default(0),
    status: text('status', { enum: ['pending', 'in_progress', 'resolved'] })
      .notNull()
      .default('pending'),
    resolution: text('resolution'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('bot_errors_type_url').on(table.errorType, table.url)],
);
