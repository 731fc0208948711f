import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bibleVersions } from '../db/schema/index';

export type VersionRow = typeof bibleVersions.$inferSelect;

/** Reads the installed Bible versions. */
export class VersionRepository {
  constructor(private readonly db: Database) {}

  /** Versions that have an edition readers can see. */
  async listInstalled(): Promise<VersionRow[]> {
    return this.db.select().from(bibleVersions).where(isNotNull(bibleVersions.currentEditionId));
  }

  /** The version `code` if readers can see it, else undefined. */
  async installed(code: string): Promise<VersionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bibleVersions)
      .where(and(eq(bibleVersions.code, code), isNotNull(bibleVersions.currentEditionId)));
    return row;
  }
}
