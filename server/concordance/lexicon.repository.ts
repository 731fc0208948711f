import { and, arrayContains, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { importRuns, lexiconEntries, scholarlyEntries } from '../db/schema/index';
import type { LexiconRow } from './lexicon-catalogue';

export type ScholarlyRow = typeof scholarlyEntries.$inferSelect;

/** Reads the Strong's dictionaries and the scholarly lexicons. */
export class LexiconRepository {
  constructor(private readonly db: Database) {}

  /** Every Strong's entry, Hebrew and Greek (about 14,300 rows). */
  async allEntries(): Promise<LexiconRow[]> {
    return this.db.select().from(lexiconEntries);
  }

  /** The scholarly lexicon entries (BDB, Abbott-Smith) linked to a canonical Strong's number. */
  async scholarlyFor(strongs: string): Promise<ScholarlyRow[]> {
    return this.db
      .select()
      .from(scholarlyEntries)
      .where(arrayContains(scholarlyEntries.strongs, [strongs]))
      .orderBy(asc(scholarlyEntries.source), asc(scholarlyEntries.id));
  }

  /** Every scholarly entry, in source and id order (the lexicon kept offline reads them all at once). */
  async allScholarly(): Promise<ScholarlyRow[]> {
    return this.db
      .select()
      .from(scholarlyEntries)
      .orderBy(asc(scholarlyEntries.source), asc(scholarlyEntries.id));
  }

  /** The Strong's numbers of other entries of the same lexicon, by entry id (for cross-reference links). */
  async entryNumbers(source: string, entryIds: readonly string[]): Promise<Map<string, string[]>> {
    if (!entryIds.length) return new Map();
    const rows = await this.db
      .select({ entryId: scholarlyEntries.entryId, strongs: scholarlyEntries.strongs })
      .from(scholarlyEntries)
      .where(and(eq(scholarlyEntries.source, source), inArray(scholarlyEntries.entryId, [...entryIds])));
    return new Map(rows.map((row) => [row.entryId, row.strongs]));
  }

  /**
   * The id of the latest completed import: it changes whenever a dictionary (or anything else) is imported,
   * so an in-memory copy of the dictionaries knows when to reload.
   */
  async importStamp(): Promise<number> {
    const [row] = await this.db
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(eq(importRuns.status, 'completed'))
      .orderBy(desc(importRuns.id))
      .limit(1);
    return row?.id ?? 0;
  }
}
