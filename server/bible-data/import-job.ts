import type { FastifyBaseLogger } from 'fastify';
import type { ImportReport } from '../../core/api/admin-bible';
import { readUpload } from '../../ingest/readers/upload';
import type { ValidationReport } from '../../ingest/validation';
import { ImportRepository } from '../bible/import.repository';
import { ImportService } from '../bible/import.service';
import type { Database } from '../db/database';
import { ImportJobsRepository, type ImportJobRow } from './import-jobs.repository';

/** What a failed job says when the instance running it stopped (its heartbeat went stale). */
export const STALE_JOB_ERROR =
  'The instance running this import stopped before it finished; the version keeps its previous text. Start the import again.';

export interface ImportWorkerOptions {
  /** How often an idle worker looks for queued jobs. */
  pollMs?: number;
  /** How often a running job's row is touched. */
  heartbeatMs?: number;
  /** A running job whose heartbeat is older than this is failed. */
  staleAfterMs?: number;
  /** Progress is written at most this often. */
  progressEveryMs?: number;
  /** False keeps this instance from running jobs (tests that need a job to stay queued). */
  enabled?: boolean;
}

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
 * Runs queued imports of uploaded files in the background, one at a time per instance (decision 120).
 * Every instance runs one; a job is claimed atomically, so each runs exactly once.
 */
export class ImportWorker {
  private readonly jobs: ImportJobsRepository;
  private readonly importer: ImportService;
  private readonly bibles: ImportRepository;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly options: Required<ImportWorkerOptions>;

  constructor(
    db: Database,
    private readonly log: FastifyBaseLogger,
    options: ImportWorkerOptions = {},
  ) {
    this.jobs = new ImportJobsRepository(db);
    this.bibles = new ImportRepository(db);
    this.importer = new ImportService(this.bibles);
    this.options = {
      pollMs: 1_000,
      heartbeatMs: 5_000,
      staleAfterMs: 60_000,
      progressEveryMs: 500,
      enabled: true,
      ...options,
    };
  }

  /** Starts polling. */
  start(): void {
    if (this.options.enabled) this.schedule(0);
  }

  /** Looks for work now (after a job is queued on this instance) instead of at the next poll. */
  wake(): void {
    if (!this.options.enabled || this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.schedule(0);
  }

  /** Stops polling and waits for a running job to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .catch((error: unknown) => this.log.error({ err: error }, 'import worker failed'))
        .finally(() => {
          this.running = undefined;
          this.schedule(this.options.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  /** Fails stale jobs, then runs queued jobs until none is left. */
  private async tick(): Promise<void> {
    const stale = await this.jobs.failStale(this.options.staleAfterMs, STALE_JOB_ERROR);
    if (stale.length) this.log.warn({ versions: stale }, 'import jobs of a stopped instance marked failed');
    // The dead instance's unfinished edition is removed; no other job of that version can be running.
    for (const version of stale) await this.bibles.removeAbandonedEditions(version);
    for (let job = await this.jobs.claim(); job; job = this.stopped ? undefined : await this.jobs.claim()) {
      await this.run(job);
    }
  }

  private async run(job: ImportJobRow): Promise<void> {
    const heartbeat = setInterval(() => {
      this.jobs.progress(job.id, {}).catch(() => undefined);
    }, this.options.heartbeatMs);
    heartbeat.unref();
    let lastWrite = 0;
    const outcome = await this.importer.importSource(
      {
        id: job.versionCode,
        label: job.fileName,
        requiredFile: job.fileName,
        installHint: '',
        load: async () => {
          const upload = await this.jobs.upload(job.uploadId);
          if (!upload) throw new Error(`The uploaded file ${job.fileName} is gone`);
          const text = readUpload(upload.name, upload.content, {
            meta: { code: job.versionCode, source: `uploaded as ${upload.name}` },
          });
          await this.jobs.progress(job.id, { totalVerses: text.verses.length });
          return { kind: 'bible', text };
        },
      },
      {
        stage: () => undefined,
        progress: (_source, done, total) => {
          const now = Date.now();
          if (now - lastWrite < this.options.progressEveryMs && done < total) return;
          lastWrite = now;
          // 100 is kept for the finished job: the version switch still follows the last batch.
          const percent = Math.min(99, Math.floor((done / total) * 100));
          this.jobs.progress(job.id, { progress: percent, versesImported: done }).catch(() => undefined);
        },
      },
    );
    clearInterval(heartbeat);
    await this.jobs.finish(
      job.id,
      outcome.status === 'completed'
        ? {
            status: 'completed',
            versesImported: outcome.count,
            report: outcome.report ? toImportReport(outcome.report) : null,
          }
        : { status: 'failed', error: outcome.error ?? 'The import failed' },
    );
    this.log.info({ job: job.id, version: job.versionCode, status: outcome.status }, 'import job ended');
  }
}
