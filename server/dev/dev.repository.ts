import { count, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';
import type { VersionStats } from '../../core/api/dev';
import type { Database } from '../db/database';
import { bibleVersions, lexiconEntries, verseMaps, verses } from '../db/schema/index';

/** Counts straight from the database, for the developer pages' live figures. */
export class DevRepository {
  constructor(private readonly db: Database) {}

  async versionStats(): Promise<VersionStats[]> {
    return this.db
      .select({
        code: bibleVersions.code,
        name: bibleVersions.name,
        verses: count(verses.key),
        books: countDistinct(verses.book),
        chapters: sql<number>`count(distinct (${verses.book}, ${verses.chapter}))`.mapWith(Number),
        hasStrongs: bibleVersions.hasStrongs,
      })
      .from(bibleVersions)
      .innerJoin(verses, eq(verses.editionId, bibleVersions.currentEditionId))
      .where(isNotNull(bibleVersions.currentEditionId))
      .groupBy(bibleVersions.code, bibleVersions.name, bibleVersions.hasStrongs)
      .orderBy(bibleVersions.code);
  }

  async lexiconEntries(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(lexiconEntries);
    return row?.total ?? 0;
  }

  async verseMapRows(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(verseMaps);
    return row?.total ?? 0;
  }
}
