import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ImportReport } from '../../core/api/bible-data';
import { readUpload } from '../../ingest/readers/upload';
import type { ValidationReport } from '../../ingest/validation';
import { ImportRepository } from './import.repository';
import { ImportService } from './import.service';
import type { Database } from '../db/database';
import { jobKind, type JobQueue } from '../jobs/job-queue';
import { IMPORT_JOB_NAME, importJobKey, ImportJobsRepository } from './import-jobs.repository';

/** What a failed job says when the instance running it stopped (its heartbeat went stale). */
export const STALE_JOB_ERROR =
  'The instance running this import stopped before it finished; the version keeps its previous text. Start the import again.';

export interface ImportJobOptions {
  /** How often an idle instance looks for queued imports. */
  pollMs?: number;
  /** A running import whose heartbeat is older than this lost its instance and is failed. */
  staleAfterMs?: number;
  /** Progress is written at most this often. */
  progressEveryMs?: number;
  /** False keeps this instance from running imports (tests that need a job to stay queued). */
  enabled?: boolean;
}

/** The queue's job that runs one import (the row of `import_jobs` the administrator sees). */
export const IMPORT_JOB = jobKind(IMPORT_JOB_NAME, z.object({ importId: z.number().int() }));

/** The job queue's lane of imports: an import is long, and must not hold up the mail. */
export const IMPORT_LANE = 'imports';

/** The validation report in the answer's shape (the lists cut short, the counts whole). */
export function toImportReport(report: ValidationReport): ImportReport {
  return {
    books: report.books,
    chapters: report.chapters,
    verses: report.verses,
    missingVerses: report.missing.examples,
    extraVerses: report.extra.examples,
    emptyVerses: report.emptyVerses.examples,
    unknownStrongs: report.unknownStrongs.examples,
    warnings: report.mapping.examples,
  };
}

/**
 * Registers the import of uploaded files as a kind of the job queue (decisions 120 and 271): every instance
 * runs queued imports, one at a time, in their own lane; the queue claims each job once and heartbeats it.
 * An import is not retried: when its instance stops, the job is failed, the version keeps its previous text
 * and the abandoned edition is removed.
 */
export async function registerImportJob(
  queue: JobQueue,
  db: Database,
  log: FastifyBaseLogger,
  options: Pick<ImportJobOptions, 'staleAfterMs' | 'progressEveryMs'> = {},
): Promise<void> {
  const repository = new ImportJobsRepository(db);
  const bibles = new ImportRepository(db);
  const importer = new ImportService(bibles);
  const staleAfterMs = options.staleAfterMs ?? 60_000;
  queue.register(IMPORT_JOB, {
    lane: IMPORT_LANE,
    retryDelaysMs: [],
    staleAfterMs,
    progressEveryMs: options.progressEveryMs ?? 500,
    progress: async ({ importId }, done, total) => {
      // 100 is kept for the finished job: the version switch still follows the last batch.
      const percent = Math.min(99, Math.floor((done / total) * 100));
      await repository.progress(importId, { progress: percent, versesImported: done });
    },
    // The row's own heartbeat is what the ADMIN BOT's stuck-import check reads.
    heartbeat: ({ importId }) => repository.progress(importId, {}),
    failed: async ({ importId }, failure) => {
      const job = await repository.failUnfinished(importId, failure.stale ? STALE_JOB_ERROR : failure.error);
      if (!job || !failure.stale) return;
      log.warn({ version: job.versionCode }, 'import job of a stopped instance marked failed');
      // The dead instance's unfinished edition is removed; no other job of that version can be running.
      await bibles.removeAbandonedEditions(job.versionCode);
    },
    handler: async ({ importId }, context) => {
      const job = await repository.start(importId);
      if (!job) return;
      const outcome = await importer.importSource(
        {
          id: job.versionCode,
          label: job.fileName,
          requiredFile: job.fileName,
          installHint: '',
          load: async () => {
            const upload = await repository.upload(job.uploadId);
            if (!upload) throw new Error(`The uploaded file ${job.fileName} is gone`);
            const text = await readUpload(upload.name, upload.content, {
              meta: { code: job.versionCode, source: `uploaded as ${upload.name}` },
            });
            await repository.progress(job.id, { totalVerses: text.verses.length });
            return { kind: 'bible', text };
          },
        },
        { stage: () => undefined, progress: (_source, done, total) => context.progress(done, total) },
      );
      await repository.finish(
        job.id,
        outcome.status === 'completed'
          ? {
              status: 'completed',
              versesImported: outcome.count,
              report: outcome.report ? toImportReport(outcome.report) : null,
            }
          : { status: 'failed', error: outcome.error ?? 'The import failed' },
      );
      log.info({ job: job.id, version: job.versionCode, status: outcome.status }, 'import job ended');
    },
  });
  // Rows of the import worker of an earlier version: a queued one gets its queue job (the singleton key makes
  // this a no-op for the others), a running one whose instance stopped is failed as a stale job would be.
  for (const job of await repository.active()) {
    if (job.status === 'queued') await enqueueImport(queue, job.id);
  }
  for (const version of await repository.failOrphans(staleAfterMs, STALE_JOB_ERROR)) {
    await bibles.removeAbandonedEditions(version);
  }
}

/** Queues the queue job of an `import_jobs` row (once per row, whoever calls it). */
export async function enqueueImport(queue: JobQueue, importId: number): Promise<void> {
  await queue.enqueue(IMPORT_JOB, { importId }, { singletonKey: importJobKey(importId) });
}
