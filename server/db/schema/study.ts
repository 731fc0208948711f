import { sql, type SQL } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL's `tsvector`: the words a row is found by. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
import { users } from './accounts';

/**
 * A signed-in reader's marks on verses (issue 37): highlights, bookmarks, notes, journal notes (tied to no verse)
 * and saved Strong's numbers. `start_key`/`end_key` hold the verses in the KJV's numbering (BBCCCVVV), so a mark
 * follows its verse into every version through the verse maps; `ref` keeps it as written, in the numbering of
 * `version`, the version it was made in. Only the owner reads or writes them; they go with the account.
 * A tag's group is the part before its last slash (`sermons/easter`), decision 341. The words of the note, tags,
 * reference and Strong's numbers are kept in `words` (`study_mark_words`, a function of migration 0016) and
 * indexed, decision 340.
 */
export const studyMarks = pgTable(
  'study_marks',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['highlight', 'bookmark', 'note', 'journal', 'strongs'] }).notNull(),
    ref: text('ref').notNull().default(''),
    version: text('version'),
    /** KJV-numbered first and last verse; 0 for a journal note. */
    startKey: integer('start_key').notNull().default(0),
    endKey: integer('end_key').notNull().default(0),
    color: text('color'),
    note: text('note'),
    tags: text('tags').array().notNull().default([]),
    strongs: text('strongs').array().notNull().default([]),
    /** Raised by every change: a save naming an older revision is refused (two tabs editing one note). */
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept by the database from the note, tags, reference and Strong's numbers; never read back (decision 340). */
    words: tsvector('words')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`study_mark_words(${studyMarks.note}, ${studyMarks.tags}, ${studyMarks.ref}, ${studyMarks.strongs})`,
      ),
  },
  (table) => [
    index('study_marks_user_place_idx').on(table.userId, table.startKey),
    index('study_marks_user_updated_idx').on(table.userId, table.updatedAt),
    index('study_marks_words_idx').using('gin', table.words),
    // `note:` and `tag:` in the search box (decisions 333, 334): the reader's id with a note's words or a mark's
    // tags in one GIN index (btree_gin), so a search reads only the reader's matching rows. The expression is
    // the one server/study/mark-search.repository.ts queries.
    index('study_marks_user_note_words_idx').using(
      'gin',
      table.userId,
      sql`to_tsvector('simple', coalesce(${table.note}, ''))`,
    ),
    index('study_marks_user_tags_idx').using('gin', table.userId, table.tags),
  ],
);
