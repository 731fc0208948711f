import { Cron } from 'croner';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { jobs } from '../db/schema/index';

export type JobRow = typeof jobs.$inferSelect;

export interface JobQueueOptions {
  /** How often an idle runner looks for due jobs. */
  pollMs?: number;
  /** Delay before retry n (1-based); after the last one the job is failed. */
  retryDelaysMs?: readonly number[];
  /** A running job whose heartbeat is older than this is queued again (its instance stopped). */
  staleAfterMs?: number;
  /** False keeps this instance from running jobs (tests). */
  enabled?: boolean;
}

/** 1 min, 5 min, 15 min, 60 min, then failed (decision 140). */
export const DEFAULT_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;

/**
 * The one background job runner (decision 140): jobs are rows of the `jobs` table, claimed with
 * FOR UPDATE SKIP LOCKED by whichever instance polls first; thrown errors are retried with backoff, then the
 * job is `failed` with the error. Schedules insert one row per cron slot with the slot as singleton key,
 * so a slot runs once across instances.
 */
export class JobQueue {
  private readonly handlers = new Map<string, (payload: unknown) => Promise<void>>();
  private readonly schedules = new Map<string, Cron>();
  private readonly options: Required<JobQueueOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: JobQueueOptions = {},
  ) {
    this.options = {
      pollMs: 1_000,
      retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
      staleAfterMs: 5 * 60_000,
      enabled: true,
      ...options,
    };
  }

  /** A handler for a job kind; thrown errors are retried with backoff then marked failed. */
  work(kind: string, handler: (payload: unknown) => Promise<void>): void {
    this.handlers.set(kind, handler);
    this.wake();
  }

  /**
   * Queues a job. With `singletonKey`, a second job of the same kind and key is ignored (ever: the row stays
   * as the record that it ran), which is how scheduled slots run once. With `db` (a caller's transaction) the
   * job exists only if that transaction commits.
   */
  async enqueue(
    kind: string,
    payload: unknown,
    options: { runAt?: Date; singletonKey?: string; db?: Database } = {},
  ): Promise<void> {
    await (options.db ?? this.db)
      .insert(jobs)
      .values({
        kind,
        payload: (payload ?? null) as object,
        singletonKey: options.singletonKey ?? null,
        status: 'queued',
        runAt: options.runAt ?? new Date(),
      })
      .onConflictDoNothing();
    if (!options.runAt || options.runAt.getTime() <= Date.now()) this.wake();
  }

  /** Runs `kind` once per `cron` slot (UTC) across all instances (e.g. '* * * * *' every minute). */
  async schedule(kind: string, cron: string): Promise<void> {
    this.schedules.get(kind)?.stop();
    const job = new Cron(cron, { timezone: 'UTC', paused: this.stopped }, () => {
      const slot = job.currentRun() ?? new Date();
      void this.enqueueSlot(kind, slot);
    });
    this.schedules.set(kind, job);
  }

  private async enqueueSlot(kind: string, slot: Date): Promise<void> {
    // Whole seconds: every instance computes the same key for the same slot.
    const key = new Date(Math.floor(slot.getTime() / 1000) * 1000).toISOString();
    try {
      await this.enqueue(kind, { slot: key }, { singletonKey: `slot:${key}` });
    } catch (error) {
      this.log.error({ err: error, kind }, 'scheduling a job slot failed');
    }
  }

  /** Starts running jobs and the schedules. */
  start(): void {
    if (!this.options.enabled) return;
    this.stopped = false;
    for (const cron of this.schedules.values()) cron.resume();
    this.poll(0);
  }

  /** Looks for work now instead of at the next poll. */
  wake(): void {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.poll(0);
  }

  /** Stops the schedules and polling, and waits for a running job to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const cron of this.schedules.values()) cron.stop();
    clearTimeout(this.timer);
    await this.running;
  }

  /** The most recent jobs, of one status when given, newest first (for administrators). */
  recent(limit = 50, status?: JobRow['status']): Promise<JobRow[]> {
    return this.db
      .select()
      .from(jobs)
      .where(status ? eq(jobs.status, status) : undefined)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(limit);
  }

  /** How many jobs there are of each status. */
  async counts(): Promise<Record<JobRow['status'], number>> {
    const rows = await this.db
      .select({ status: jobs.status, value: count() })
      .from(jobs)
      .groupBy(jobs.status);
    const counts = { queued: 0, running: 0, completed: 0, failed: 0 };
    for (const row of rows) counts[row.status] = Number(row.value);
    return counts;
  }

  private poll(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .catch((error: unknown) => this.log.error({ err: error }, 'job runner failed'))
        .finally(() => {
          this.running = undefined;
          this.poll(this.options.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    const cutoff = sql`now() - make_interval(secs => ${this.options.staleAfterMs / 1000})`;
    await this.db
      .update(jobs)
      .set({ status: 'queued' })
      .where(and(eq(jobs.status, 'running'), lt(jobs.heartbeatAt, cutoff)));
    for (let job = await this.claim(); job; job = this.stopped ? undefined : await this.claim()) {
      await this.run(job);
    }
  }

  /** Claims the oldest due job of a kind this instance handles. */
  private async claim(): Promise<JobRow | undefined> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return undefined;
    const dueId = sql`(select id from ${jobs} where ${and(
      eq(jobs.status, 'queued'),
      sql`${jobs.runAt} <= now()`,
      inArray(jobs.kind, kinds),
    )} order by ${jobs.runAt}, ${jobs.id} limit 1 for update skip locked)`;
    const [row] = await this.db
      .update(jobs)
      .set({ status: 'running', heartbeatAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
      .where(and(eq(jobs.id, dueId), eq(jobs.status, 'queued')))
      .returning();
    return row;
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const heartbeat = setInterval(
      () => {
        this.db
          .update(jobs)
          .set({ heartbeatAt: sql`now()` })
          .where(eq(jobs.id, job.id))
          .catch(() => undefined);
      },
      Math.max(1_000, this.options.staleAfterMs / 4),
    );
    heartbeat.unref();
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload);
      await this.db
        .update(jobs)
        .set({ status: 'completed', error: null, finishedAt: sql`now()` })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = this.options.retryDelaysMs[job.attempts - 1];
      if (delay === undefined) {
        await this.db
          .update(jobs)
          .set({ status: 'failed', error: message, finishedAt: sql`now()` })
          .where(eq(jobs.id, job.id));
        this.log.warn({ job: job.id, kind: job.kind, err: error }, 'job failed for good');
      } else {
        await this.db
          .update(jobs)
          .set({ status: 'queued', error: message, runAt: new Date(Date.now() + delay) })
          .where(eq(jobs.id, job.id));
      }
    } finally {
      clearInterval(heartbeat);
    }
  }
}
