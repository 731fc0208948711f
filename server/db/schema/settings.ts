import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Administrator-editable settings; code holds the catalogue of system settings and their defaults. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  category: text('category').notNull(),
  dataType: text('data_type', { enum: ['string', 'number', 'boolean', 'json'] }).notNull(),
  label: text('label').notNull(),
  description: text('description').notNull().default(''),
  defaultValue: text('default_value'),
  options: jsonb('options').$type<string[]>(),
  isProtected: boolean('is_protected').notNull().default(false),
  isSystem: boolean('is_system').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
