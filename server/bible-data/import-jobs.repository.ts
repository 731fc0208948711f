import { and, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { ImportReport } from '../../core/api/bible-data';
import type { Database } from '../db/database';
import { bibleUploads, importJobs, jobs } from '../db/schema/index';

export type UploadRow = typeof bibleUploads.$inferSelect;
/** An upload without its bytes, for lists. */
export type UploadSummary = Omit<UploadRow, 'content'>;
export type ImportJobRow = typeof importJobs.$inferSelect;

/** The job queue's kind that runs an import, and the singleton key of the import job of row `id`. */
export const IMPORT_JOB_NAME = 'bible-data.import';
export const importJobKey = (id: number) => `import:${id}`;

const summaryColumns = {
  id: bibleUploads.id,
  name: bibleUploads.name,
  versionCode: bibleUploads.versionCode,
  format: bibleUploads.format,
  size: bibleUploads.size,
  checksum: bibleUploads.checksum,
  uploadedAt: bibleUploads.uploadedAt,
};

/** The name PostgreSQL gives a unique-index breach; a job insert racing another one meets it. */
function uniqueBreach(error: unknown): string | undefined {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return undefined;
}

/** Uploaded Bible files and their import jobs, kept in the database so every instance sees the same. */
export class ImportJobsRepository {
  constructor(private readonly db: Database) {}

  /** Stores an uploaded file. */
  async addUpload(values: Omit<UploadRow, 'id' | 'uploadedAt'>): Promise<UploadSummary> {
    const [row] = await this.db.insert(bibleUploads).values(values).returning(summaryColumns);
    return row!;
  }

  /** Uploads newest first, without their bytes; with `format`, only those of that format. */
  listUploads(format?: string): Promise<UploadSummary[]> {
    return this.db
      .select(summaryColumns)
      .from(bibleUploads)
      .where(format ? eq(bibleUploads.format, format) : undefined)
      .orderBy(desc(bibleUploads.id));
  }

  /** One upload with its bytes. */
  async upload(id: number): Promise<UploadRow | undefined> {
    const [row] = await this.db.select().from(bibleUploads).where(eq(bibleUploads.id, id));
    return row;
  }

  /** The newest upload of that name and format, with its bytes. */
  async uploadByName(name: string, format: string): Promise<UploadRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bibleUploads)
      .where(and(eq(bibleUploads.name, name), eq(bibleUploads.format, format)))
      .orderBy(desc(bibleUploads.id))
      .limit(1);
    return row;
  }

  /**
   * Deletes an upload unless a queued or running job reads it (checked in the same statement, so a job queued
   * meanwhile keeps its file).
   */
  async removeUpload(id: number): Promise<'removed' | 'busy' | 'missing'> {
    const active = this.db
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(
        and(eq(importJobs.uploadId, bibleUploads.id), inArray(importJobs.status, ['queued', 'running'])),
      );
    const removed = await this.db
      .delete(bibleUploads)
      .where(and(eq(bibleUploads.id, id), notExists(active)))
      .returning({ id: bibleUploads.id });
    if (removed.length) return 'removed';
    const [kept] = await this.db
      .select({ id: bibleUploads.id })
      .from(bibleUploads)
      .where(eq(bibleUploads.id, id));
    return kept ? 'busy' : 'missing';
  }

  /** Whether an import into the version is queued or running. */
  async versionBusy(versionCode: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(and(eq(importJobs.versionCode, versionCode), inArray(importJobs.status, ['queued', 'running'])))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Queues a job; answers 'file busy' or 'version busy' instead when the partial unique indexes say an
   * active job already holds the file or the version (checked by the database, so two instances cannot race).
   */
  async queue(
    upload: UploadSummary,
    versionCode: string,
  ): Promise<ImportJobRow | 'file busy' | 'version busy'> {
    try {
      const [row] = await this.db
        .insert(importJobs)
        .values({ uploadId: upload.id, versionCode, fileName: upload.name, status: 'queued' })
        .returning();
      return row!;
    } catch (error) {
      const constraint = uniqueBreach(error);
      if (constraint === undefined) throw error;
      if (constraint === 'import_jobs_active_upload') return 'file busy';
      if (constraint === 'import_jobs_active_version') return 'version busy';
      // PGlite does not name the constraint: find which one holds.
      const [busyFile] = await this.db
        .select({ id: importJobs.id })
        .from(importJobs)
        .where(and(eq(importJobs.uploadId, upload.id), inArray(importJobs.status, ['queued', 'running'])));
      return busyFile ? 'file busy' : 'version busy';
    }
  }

  /** Marks a queued job running; answers it, or undefined when it is no longer queued. */
  async start(id: number): Promise<ImportJobRow | undefined> {
    const [row] = await this.db
      .update(importJobs)
      .set({ status: 'running', startedAt: sql`now()`, heartbeatAt: sql`now()` })
      .where(and(eq(importJobs.id, id), eq(importJobs.status, 'queued')))
      .returning();
    return row;
  }

  /** Writes progress and the heartbeat of a running job. */
  async progress(id: number, values: { progress?: number; versesImported?: number; totalVerses?: number }) {
    await this.db
      .update(importJobs)
      .set({ ...values, heartbeatAt: sql`now()` })
      .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running')));
  }

  /** Marks a job finished, with its report or error. */
  async finish(
    id: number,
    outcome:
      | { status: 'completed'; versesImported: number; report: ImportReport | null }
      | { status: 'failed'; error: string },
  ): Promise<void> {
    await this.db
      .update(importJobs)
      .set({
        ...outcome,
        ...(outcome.status === 'completed' ? { progress: 100 } : {}),
        finishedAt: sql`now()`,
      })
      .where(eq(importJobs.id, id));
  }

  /** Fails a job that is still queued or running; answers it, or undefined when it had ended. */
  async failUnfinished(id: number, error: string): Promise<ImportJobRow | undefined> {
    const [row] = await this.db
      .update(importJobs)
      .set({ status: 'failed', error, finishedAt: sql`now()` })
      .where(and(eq(importJobs.id, id), inArray(importJobs.status, ['queued', 'running'])))
      .returning();
    return row;
  }

  /**
   * Fails the running imports that have no queue job (started by the import worker of an earlier version) and
   * whose heartbeat went stale; answers their versions.
   */
  async failOrphans(staleAfterMs: number, error: string): Promise<string[]> {
    const queueJob = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, IMPORT_JOB_NAME), eq(jobs.singletonKey, sql`'import:' || ${importJobs.id}`)));
    const rows = await this.db
      .update(importJobs)
      .set({ status: 'failed', error, finishedAt: sql`now()` })
      .where(
        and(
          eq(importJobs.status, 'running'),
          lt(importJobs.heartbeatAt, sql`now() - make_interval(secs => ${staleAfterMs / 1000})`),
          notExists(queueJob),
        ),
      )
      .returning({ versionCode: importJobs.versionCode });
    return rows.map((row) => row.versionCode);
  }

  /** Queued and running jobs, oldest first. */
  active(): Promise<ImportJobRow[]> {
    return this.db
      .select()
      .from(importJobs)
      .where(inArray(importJobs.status, ['queued', 'running']))
      .orderBy(importJobs.id);
  }

  /** Finished jobs, newest first. */
  finished(limit: number): Promise<ImportJobRow[]> {
    return this.db
      .select()
      .from(importJobs)
      .where(inArray(importJobs.status, ['completed', 'failed']))
      .orderBy(desc(importJobs.finishedAt), desc(importJobs.id))
      .limit(limit);
  }
}
