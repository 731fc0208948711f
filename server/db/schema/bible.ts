import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One row per installed Bible version; `currentEditionId` points at the edition readers see. */
export const bibleVersions = pgTable('bible_versions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  language: text('language').notNull(),
  direction: text('direction', { enum: ['ltr', 'rtl'] }).notNull(),
  versification: text('versification').notNull(),
  licence: text('licence').notNull(),
  attribution: text('attribution').notNull(),
  source: text('source').notNull(),
  hasStrongs: boolean('has_strongs').notNull(),
  hasMorphology: boolean('has_morphology').notNull(),
  strongsAuthoritative: boolean('strongs_authoritative').notNull(),
  currentEditionId: integer('current_edition_id'),
  verseCount: integer('verse_count').notNull().default(0),
  importedAt: timestamp('imported_at', { withTimezone: true }),
});

/**
 * A complete import of one version. Verses are written under a new edition and the version's pointer is
 * switched in one transaction, so readers never see a half-imported version and a killed import leaves
 * the previous edition in place.
 */
export const bibleEditions = pgTable('bible_editions', {
  id: serial('id').primaryKey(),
  versionCode: text('version_code').notNull(),
  status: text('status', { enum: ['building', 'active', 'retired'] }).notNull(),
  verseCount: integer('verse_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface StoredToken {
  /** Surface text. */
  t: string;
  /** Strong's numbers, normalised (`H7225`). */
  s?: string[];
  /** Morphology codes. */
  m?: string[];
  /** Lemma, where the source gives one. */
  l?: string;
}

export const verses = pgTable(
  'verses',
  {
    editionId: integer('edition_id').notNull(),
    /** BBCCCVVV. */
    key: integer('key').notNull(),
    book: smallint('book').notNull(),
    chapter: smallint('chapter').notNull(),
    verse: smallint('verse').notNull(),
    text: text('text').notNull(),
    tokens: jsonb('tokens').$type<StoredToken[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.editionId, table.key] })],
);

export const lexiconEntries = pgTable(
  'lexicon_entries',
  {
    strongs: text('strongs').primaryKey(),
    suffix: text('suffix'),
    language: text('language', { enum: ['hebrew', 'greek'] }).notNull(),
    lemma: text('lemma').notNull(),
    transliteration: text('transliteration').notNull(),
    pronunciation: text('pronunciation').notNull(),
    partOfSpeech: text('part_of_speech'),
    definition: text('definition').notNull(),
    derivation: text('derivation'),
    derivationLinks: jsonb('derivation_links').$type<string[]>().notNull(),
    kjvUsage: text('kjv_usage'),
    source: text('source').notNull(),
  },
  (table) => [index('lexicon_entries_language').on(table.language)],
);

export const scholarlyEntries = pgTable(
  'scholarly_entries',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    entryId: text('entry_id').notNull(),
    strongs: text('strongs').array().notNull(),
    headword: text('headword').notNull(),
    content: text('content').notNull(),
  },
  (table) => [
    uniqueIndex('scholarly_entries_source_entry').on(table.source, table.entryId),
    index('scholarly_entries_strongs').using('gin', table.strongs),
  ],
);

/** Verse correspondences between versifications (e.g. KJV Gen 31:55 = WLC Gen 32:1). */
export const verseMaps = pgTable(
  'verse_maps',
  {
    fromSystem: text('from_system').notNull(),
    fromKey: integer('from_key').notNull(),
    toSystem: text('to_system').notNull(),
    toKey: integer('to_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fromSystem, table.fromKey, table.toSystem, table.toKey] }),
    index('verse_maps_to').on(table.toSystem, table.toKey),
  ],
);

/** A record of each import: what ran, how it ended and its validation report. */
export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  status: text('status', { enum: ['running', 'completed', 'failed'] }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  report: jsonb('report'),
  error: text('error'),
});
