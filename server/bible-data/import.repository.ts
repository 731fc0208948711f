import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { BibleText, LexiconEntry, ScholarlyEntry, VerseMapRow } from '../../ingest/model';
import { bookByOsis, verseKey } from '../../core/bible/books';
import type { Database } from '../db/database';
import {
  bibleEditions,
  bibleVersions,
  importRuns,
  lexiconEntries,
  scholarlyEntries,
  verseMaps,
  verses,
  type StoredToken,
} from '../db/schema/index';

const BATCH = 1_000;

/** NOTIFY channel carrying the code of a version whose current edition changed. */
export const BIBLE_CHANGED_CHANNEL = 'bible_version_changed';

function batches<T>(rows: readonly T[], size = BATCH): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

function storedTokens(tokens: BibleText['verses'][number]['tokens']): StoredToken[] {
  return tokens.map((token) => {
    const stored: StoredToken = { t: token.text };
    if (token.strongs.length) stored.s = token.strongs;
    if (token.morph.length) stored.m = token.morph;
    if (token.lemma) stored.l = token.lemma;
    return stored;
  });
}

/** Writes imported texts and lexicons. Every replacement is all-or-nothing for readers. */
export class ImportRepository {
  constructor(private readonly db: Database) {}

  async startRun(source: string): Promise<number> {
    const [row] = await this.db
      .insert(importRuns)
      .values({ source, status: 'running' })
      .returning({ id: importRuns.id });
    if (!row) throw new Error('import run insert returned no row');
    return row.id;
  }

  async finishRun(
    id: number,
    outcome: { status: 'completed' | 'failed'; report?: unknown; error?: string },
  ): Promise<void> {
    await this.db
      .update(importRuns)
      .set({
        status: outcome.status,
        report: outcome.report ?? null,
        error: outcome.error ?? null,
        finishedAt: new Date(),
      })
      .where(eq(importRuns.id, id));
  }

  /**
   * Writes a version's verses under a new edition, then switches the version to it in one transaction.
   * A process killed before the switch leaves the previous edition in place; its half-built edition is
   * removed by the next import.
   */
  async replaceBible(
    text: BibleText,
    onProgress?: (done: number, total: number) => void,
  ): Promise<{ editionId: number }> {
    const { meta } = text;
    await this.removeAbandonedEditions(meta.code);
    const [edition] = await this.db
      .insert(bibleEditions)
      .values({ versionCode: meta.code, status: 'building', verseCount: text.verses.length })
      .returning({ id: bibleEditions.id });
    if (!edition) throw new Error('edition insert returned no row');
    const rows = text.verses.map((record) => {
      const book = bookByOsis(record.book);
      if (!book) throw new Error(`${meta.code}: unknown book ${record.book}`);
      return {
        editionId: edition.id,
        key: verseKey(book.number, record.chapter, record.verse),
        book: book.number,
        chapter: record.chapter,
        verse: record.verse,
        text: record.text,
        tokens: storedTokens(record.tokens),
      };
    });
    let done = 0;
    for (const batch of batches(rows)) {
      await this.db.insert(verses).values(batch);
      done += batch.length;
      onProgress?.(done, rows.length);
    }
    await this.db.transaction(async (tx) => {
      const values = {
        name: meta.name,
        language: meta.language,
        direction: meta.direction,
        versification: meta.versification,
        licence: meta.licence,
        attribution: meta.attribution,
        source: meta.source,
        hasStrongs: meta.hasStrongs,
        hasMorphology: meta.hasMorphology,
        strongsAuthoritative: meta.strongsAuthoritative,
        currentEditionId: edition.id,
        verseCount: rows.length,
        importedAt: new Date(),
      };
      await tx
        .insert(bibleVersions)
        .values({ code: meta.code, ...values })
        .onConflictDoUpdate({ target: bibleVersions.code, set: values });
      await tx
        .update(bibleEditions)
        .set({ status: 'retired' })
        .where(and(eq(bibleEditions.versionCode, meta.code), ne(bibleEditions.id, edition.id)));
      await tx.update(bibleEditions).set({ status: 'active' }).where(eq(bibleEditions.id, edition.id));
      // Every instance rebuilds its in-memory index of this version when the transaction commits.
      await tx.execute(sql`select pg_notify(${BIBLE_CHANGED_CHANNEL}, ${meta.code})`);
    });
    await this.removeAbandonedEditions(meta.code);
    return { editionId: edition.id };
  }

  /**
   * Deletes the verses of retired editions and of builds that never finished (also called when an import
   * job's instance died, server/bible-data/import-job.ts).
   */
  async removeAbandonedEditions(versionCode: string): Promise<void> {
    const current = await this.db
      .select({ id: bibleVersions.currentEditionId })
      .from(bibleVersions)
      .where(eq(bibleVersions.code, versionCode));
    const keep = current.map((row) => row.id).filter((id): id is number => id !== null);
    const stale = await this.db
      .select({ id: bibleEditions.id })
      .from(bibleEditions)
      .where(
        keep.length
          ? and(eq(bibleEditions.versionCode, versionCode), notInArray(bibleEditions.id, keep))
          : eq(bibleEditions.versionCode, versionCode),
      );
    const ids = stale.map((row) => row.id);
    if (!ids.length) return;
    await this.db.delete(verses).where(inArray(verses.editionId, ids));
    await this.db.delete(bibleEditions).where(inArray(bibleEditions.id, ids));
  }

  /**
   * Removes a version whole (its row, every edition and their verses) in one transaction, and announces it as
   * an import does, so every instance drops its index and kept answers. Answers the verses the version had, or
   * undefined when there was no such version.
   */
  async removeBible(code: string): Promise<{ name: string; verses: number } | undefined> {
    return this.db.transaction(async (tx) => {
      const [version] = await tx
        .delete(bibleVersions)
        .where(eq(bibleVersions.code, code))
        .returning({ name: bibleVersions.name, verses: bibleVersions.verseCount });
      if (!version) return undefined;
      const editions = await tx
        .delete(bibleEditions)
        .where(eq(bibleEditions.versionCode, code))
        .returning({ id: bibleEditions.id });
      if (editions.length) {
        await tx.delete(verses).where(
          inArray(
            verses.editionId,
            editions.map((edition) => edition.id),
          ),
        );
      }
      await tx.execute(sql`select pg_notify(${BIBLE_CHANGED_CHANNEL}, ${code})`);
      return version;
    });
  }

  /** Replaces every entry of one dictionary source in a single transaction. */
  async replaceLexicon(source: string, entries: readonly LexiconEntry[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(lexiconEntries).where(eq(lexiconEntries.source, source));
      for (const batch of batches(entries)) {
        await tx.insert(lexiconEntries).values(
          batch.map((entry) => ({
            strongs: entry.strongs,
            suffix: entry.suffix ?? null,
            language: entry.language,
            lemma: entry.lemma,
            transliteration: entry.transliteration,
            pronunciation: entry.pronunciation,
            partOfSpeech: entry.partOfSpeech ?? null,
            definition: entry.definition,
            derivation: entry.derivation ?? null,
            derivationLinks: entry.derivationLinks,
            kjvUsage: entry.kjvUsage ?? null,
            source,
          })),
        );
      }
    });
  }

  /** Replaces every entry of one scholarly lexicon in a single transaction. */
  async replaceScholarly(source: string, entries: readonly ScholarlyEntry[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(scholarlyEntries).where(eq(scholarlyEntries.source, source));
      for (const batch of batches(entries, 500)) {
        await tx.insert(scholarlyEntries).values(
          batch.map((entry) => ({
            source,
            entryId: entry.entryId,
            strongs: entry.strongs,
            headword: entry.headword,
            content: entry.content,
          })),
        );
      }
    });
  }

  /** Replaces the verse map between two versifications in a single transaction. */
  async replaceVerseMap(fromSystem: string, toSystem: string, rows: readonly VerseMapRow[]): Promise<void> {
    const keyOf = (reference: VerseMapRow['from']) => {
      const book = bookByOsis(reference.book);
      if (!book) throw new Error(`verse map: unknown book ${reference.book}`);
      return verseKey(book.number, reference.chapter, reference.verse);
    };
    const unique = new Map<
      string,
      { fromSystem: string; fromKey: number; toSystem: string; toKey: number }
    >();
    for (const row of rows) {
      const value = { fromSystem, fromKey: keyOf(row.from), toSystem, toKey: keyOf(row.to) };
      unique.set(`${value.fromKey}:${value.toKey}`, value);
    }
    await this.db.transaction(async (tx) => {
      await tx
        .delete(verseMaps)
        .where(and(eq(verseMaps.fromSystem, fromSystem), eq(verseMaps.toSystem, toSystem)));
      for (const batch of batches([...unique.values()])) await tx.insert(verseMaps).values(batch);
    });
  }

  /** Ids of the sources with at least one completed import. */
  async completedSources(): Promise<Set<string>> {
    const rows = await this.db
      .selectDistinct({ source: importRuns.source })
      .from(importRuns)
      .where(eq(importRuns.status, 'completed'));
    return new Set(rows.map((row) => row.source));
  }

  /** The Strong's numbers present in the dictionaries, to report tokens that point nowhere. */
  async knownStrongs(): Promise<Set<string>> {
    const rows = await this.db.select({ strongs: lexiconEntries.strongs }).from(lexiconEntries);
    return new Set(rows.map((row) => row.strongs));
  }

  /** Verse count of the current edition of a version (0 when not installed). */
  async installedVerseCount(code: string): Promise<number> {
    const [row] = await this.db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(verses)
      .innerJoin(bibleVersions, eq(bibleVersions.currentEditionId, verses.editionId))
      .where(eq(bibleVersions.code, code));
    return row?.value ?? 0;
  }
}
