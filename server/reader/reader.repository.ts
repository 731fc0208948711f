import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { importRuns, lexiconEntries, verseMaps } from '../db/schema/index';

/** A dictionary entry as the interlinear needs it: headword, transliteration and the text a gloss comes from. */
export interface GlossRow {
  strongs: string;
  lemma: string;
  transliteration: string;
  definition: string;
  kjvUsage: string | null;
  partOfSpeech: string | null;
}

/** Reads the reference data the reader keeps in memory: verse maps and dictionary glosses. */
export class ReaderRepository {
  constructor(private readonly db: Database) {}

  /** The rows mapping one versification onto another (KJV → WLC), as BBCCCVVV keys. */
  async verseMapRows(fromSystem: string, toSystem: string): Promise<{ fromKey: number; toKey: number }[]> {
    return this.db
      .select({ fromKey: verseMaps.fromKey, toKey: verseMaps.toKey })
      .from(verseMaps)
      .where(and(eq(verseMaps.fromSystem, fromSystem), eq(verseMaps.toSystem, toSystem)));
  }

  /** Every Strong's entry's headword, transliteration, definition and KJV usage line. */
  async glossRows(): Promise<GlossRow[]> {
    return this.db
      .select({
        strongs: lexiconEntries.strongs,
        lemma: lexiconEntries.lemma,
        transliteration: lexiconEntries.transliteration,
        definition: lexiconEntries.definition,
        kjvUsage: lexiconEntries.kjvUsage,
        partOfSpeech: lexiconEntries.partOfSpeech,
      })
      .from(lexiconEntries);
  }

  /** The id of the latest completed import: it changes whenever a map or a dictionary may have changed. */
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
