import { customType, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes; node-postgres answers a Buffer and PGlite a Uint8Array, both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The state of each study source (server/study-sources/): imported or removed, its last import's report, and,
 * when an administrator uploaded a newer file, that file's bytes (so every instance serves the same data).
 * No row: never imported (the first start imports it).
 */
export const studySources = pgTable('study_sources', {
  id: text('id').primaryKey(),
  state: text('state', { enum: ['imported', 'removed'] }).notNull(),
  checksum: text('checksum'),
  report: jsonb('report').$type<Record<string, unknown>>(),
  /** A replacement uploaded by an administrator; null means the shipped file. */
  upload: bytea('upload'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
