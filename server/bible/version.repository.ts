import { isNotNull } from 'drizzle-orm';
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
}
