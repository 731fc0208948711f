import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { studySources } from '../db/schema/index';
import type { StudySourceReport } from './study-source';

/** One source's row: no row means never imported. */
export type StudySourceRow = typeof studySources.$inferSelect;

/** The `study_sources` table: each source's state, last report and uploaded replacement. */
export class StudySourcesRepository {
  constructor(private readonly db: Database) {}

  async all(): Promise<StudySourceRow[]> {
    return this.db.select().from(studySources);
  }

  async get(id: string): Promise<StudySourceRow | undefined> {
    const [row] = await this.db.select().from(studySources).where(eq(studySources.id, id));
    return row;
  }

  /** Records an import (of the shipped file when `upload` is null). */
  async imported(id: string, report: StudySourceReport, upload: Uint8Array | null): Promise<void> {
    const values = {
      state: 'imported' as const,
      checksum: report.checksum,
      report: { ...report },
      upload,
      updatedAt: new Date(),
    };
    await this.db
      .insert(studySources)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: studySources.id, set: values });
  }

  async removed(id: string): Promise<void> {
    const values = { state: 'removed' as const, upload: null, updatedAt: new Date() };
    await this.db
      .insert(studySources)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: studySources.id, set: values });
  }
}
