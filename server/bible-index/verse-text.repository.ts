import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bibleVersions, verses, type StoredToken } from '../db/schema/index';

export type InstalledVersion = typeof bibleVersions.$inferSelect & { currentEditionId: number };

export interface EditionVerse {
  key: number;
  text: string;
  tokens: StoredToken[];
}

/** Reads whole editions for the in-memory indexes. */
export class VerseTextRepository {
  constructor(private readonly db: Database) {}

  async installedVersions(): Promise<InstalledVersion[]> {
    const rows = await this.db.select().from(bibleVersions).where(isNotNull(bibleVersions.currentEditionId));
    return rows as InstalledVersion[];
  }

  async installedVersion(code: string): Promise<InstalledVersion | undefined> {
    const [row] = await this.db.select().from(bibleVersions).where(eq(bibleVersions.code, code));
    return row?.currentEditionId ? (row as InstalledVersion) : undefined;
  }

  /** Every verse of an edition in key order. */
  async editionVerses(editionId: number): Promise<EditionVerse[]> {
    return this.db
      .select({ key: verses.key, text: verses.text, tokens: verses.tokens })
      .from(verses)
      .where(eq(verses.editionId, editionId))
      .orderBy(asc(verses.key));
  }
}
