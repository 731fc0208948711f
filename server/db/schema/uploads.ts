import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Raw bytes; node-postgres answers a Buffer and PGlite a Uint8Array, both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A Bible file an administrator uploaded, kept in the database (not on one instance's disk) so that any
 * instance can import it. The checksum is the SHA-256 of the content.
 */
export const bibleUploads = pgTable('bible_uploads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  versionCode: text('version_code').notNull(),
  format: text('format').notNull(),
  size: integer('size').notNull(),
  checksum: text('checksum').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An import of an uploaded file, run in the background by whichever instance claims it (decision 120).
 * The partial unique indexes make "one active import per file" and "per version" hold across instances.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    uploadId: integer('upload_id').notNull(),
    versionCode: text('version_code').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] }).notNull(),
    progress: integer('progress').notNull().default(0),
    versesImported: integer('verses_imported').notNull().default(0),
    totalVerses: integer('total_verses').notNull().default(0),
    report: jsonb('report'),
    error: text('error'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('import_jobs_status').on(table.status, table.id),
    uniqueIndex('import_jobs_active_upload')
      .on(table.uploadId)
      .where(sql`status in ('queued', 'running')`),
    uniqueIndex('import_jobs_active_version')
      .on(table.versionCode)
      .where(sql`status in ('queued', 'running')`),
  ],
);

/** An SQL file the text-to-SQL converter wrote, kept in the database so any instance can offer it. */
export const convertedFiles = pgTable('converted_files', {
  id: serial('id').primaryKey(),
  filename: text('filename').notNull().unique(),
  tableName: text('table_name').notNull(),
  content: text('content').notNull(),
  size: integer('size').notNull(),
  verseCount: integer('verse_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
