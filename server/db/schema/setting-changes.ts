import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Every change of a system setting: who, when, the value before and after (masked for protected ones). */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    changedById: uuid('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    changedByUsername: text('changed_by_username').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (table) => [index('setting_changes_key_idx').on(table.key, table.changedAt)],
);
