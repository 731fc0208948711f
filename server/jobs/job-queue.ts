import { Cron } from 'croner';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { jobs } from '../db/schema/index';
import { Lane, type LaneOptions } from './lane';

export type JobRow = typeof jobs.$inferSelect;

/** A kind of job: its name in the `jobs` table and the schema its payload must meet. */
export interface JobKind<Payload> {
  readonly name: string;
  readonly payload: z.ZodType<Payload>;
}

/** Declares a job kind; enqueueing checks its payload against `payload` and types it. */
export function jobKind<Payload>(name: string, payload: z.ZodType<Payload>): JobKind<Payload> {
  return { name, payload };
}

/** The payload of a scheduled job: the cron slot it runs for. */
export const slotPayload = z.object({ slot: z.string() });

/** What a handler learns of the run it is in. */
export interface JobContext {
  id: number;
  /** 1 for the first run, counting runs whose instance stopped. */
  attempt: number;
  /** When a failure of this run is tried again, by the kind's retry delays; undefined after the last. */
  retryAt: Date | undefined;
  /** Reports progress: passed to the kind's `progress` hook at most every `progressEveryMs` (and at the end). */
  progress(done: number, total: number): void;
}

/** Why a job failed for good. */
export interface JobFailure {
  /** True when the instance running it stopped (its heartbeat went stale) on its last allowed attempt. */
  stale: boolean;
  error: string;
}

/** How a kind runs. Every option but `handler` has a default from the queue. */
export interface JobKindOptions<Payload> {
  handler(payload: Payload, job: JobContext): Promise<void>;
  /** Jobs of one lane run one at a time per instance, beside those of other lanes (default `default`). */
  lane?: string;
  /** Delay before retry n (1-based); after the last one the job is failed. */
  retryDelaysMs?: readonly number[];
  /** A running job whose heartbeat is older than this lost its instance: it is queued again, or failed. */
  staleAfterMs?: number;
  /** The shortest interval between two calls of `progress`. */
  progressEveryMs?: number;
  progress?(payload: Payload, done: number, total: number): Promise<void>;
  /** Told at each heartbeat of a running job (a kind whose own table shows that its job is alive). */
  heartbeat?(payload: Payload): Promise<void>;
  /** Told when a job fails for good (its last attempt threw, or its instance stopped on it). */
  failed?(payload: Payload, failure: JobFailure): Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle lane looks for due jobs. */
  pollMs?: number;
  /** The retry delays of kinds that declare none. */
  retryDelaysMs?: readonly number[];
  /** The stale limit of kinds that declare none. */
  staleAfterMs?: number;
  /** False keeps this instance from running jobs (tests). */
  enabled?: boolean;
  /** Per lane, its own poll interval or `enabled: false` (tests that need one lane's jobs to stay queued). */
  lanes?: Record<string, LaneOptions>;
}

/** 1 min, 5 min, 15 min, 60 min, then failed (decision 140). */
export const DEFAULT_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;

/** How long a stopping instance waits for its running jobs before handing them back (decision 360). */
export const STOP_GRACE_MS = 10_000;

/** The error of a job whose instance stopped on it as many times as its retries allow (decision 271). */
export function crashLoopError(attempts: number): string {
  return `The instance running this job stopped before it finished, ${attempts} times; it is not tried again.`;
}

interface RegisteredKind extends Required<
  Omit<JobKindOptions<unknown>, 'progress' | 'heartbeat' | 'failed'>
> {
  schema: z.ZodType<unknown>;
  progress?: JobKindOptions<unknown>['progress'];
  heartbeat?: JobKindOptions<unknown>['heartbeat'];
  failed?: JobKindOptions<unknown>['failed'];
}

/**
 * The one background job runner (decisions 140 and 271): jobs are rows of the `jobs` table, claimed with
 * FOR UPDATE SKIP LOCKED by whichever instance polls first; each kind is registered with its payload schema,
 * retry delays and stale limit. A thrown error is retried after the kind's delays, then the job is `failed`;
 * a running job whose heartbeat went stale (its instance stopped) is queued again, and failed once it has
 * used every attempt, so a job that kills its process cannot loop forever. Schedules insert one row per cron
 * slot with the slot as singleton key, so a slot runs once across instances.
 */
export class JobQueue {
  private readonly kinds = new Map<string, RegisteredKind>();
  private readonly lanes = new Map<string, Lane>();
  private readonly schedules = new Map<string, Cron>();
  private readonly options: Required<JobQueueOptions>;
  private stopped = true;
  /** The jobs this instance is running, by id: what `stop` hands back when they outlast its grace. */
  private readonly runningJobs = new Map<number, JobRow>();
  private stopping: Promise<void> | undefined;

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
      lanes: {},
      ...options,
    };
  }

  /** Registers the handler and policy of a kind; this instance then runs jobs of that kind. */
  register<Payload>(kind: JobKind<Payload>, options: JobKindOptions<Payload>): void {
    const laneName = options.lane ?? 'default';
    this.kinds.set(kind.name, {
      schema: kind.payload,
      lane: laneName,
      retryDelaysMs: options.retryDelaysMs ?? this.options.retryDelaysMs,
      staleAfterMs: options.staleAfterMs ?? this.options.staleAfterMs,
      progressEveryMs: options.progressEveryMs ?? 500,
      handler: options.handler as RegisteredKind['handler'],
      progress: options.progress as RegisteredKind['progress'],
      heartbeat: options.heartbeat as RegisteredKind['heartbeat'],
      failed: options.failed as RegisteredKind['failed'],
    });
    let lane = this.lanes.get(laneName);
    if (!lane) {
      const laneOptions = this.options.lanes[laneName] ?? {};
      lane = new Lane(laneName, (names) => this.tick(names), this.log, {
        pollMs: laneOptions.pollMs ?? this.options.pollMs,
        enabled: this.options.enabled && laneOptions.enabled !== false,
      });
      this.lanes.set(laneName, lane);
      if (!this.stopped) lane.start();
    }
    lane.kinds.add(kind.name);
    lane.wake();
  }

  /**
   * Queues a job, its payload checked against the kind's schema. With `singletonKey`, a second job of the same
   * kind and key is ignored (ever: the row stays as the record that it ran), which is how scheduled slots run
   * once. With `db` (a caller's transaction) the job exists only if that transaction commits.
   */
  async enqueue<Payload>(
    kind: JobKind<Payload>,
    payload: Payload,
    options: { runAt?: Date; singletonKey?: string; db?: Database } = {},
  ): Promise<void> {
    const checked = kind.payload.parse(payload);
    await (options.db ?? this.db)
      .insert(jobs)
      .values({
        kind: kind.name,
        payload: (checked ?? null) as object,
        singletonKey: options.singletonKey ?? null,
        status: 'queued',
        runAt: options.runAt ?? new Date(),
      })
      .onConflictDoNothing();
    if (!options.runAt || options.runAt.getTime() <= Date.now()) this.wake(kind.name);
  }

  /** Runs `kind` once per `cron` slot (UTC) across all instances (e.g. '* * * * *' every minute). */
  async schedule(kind: JobKind<z.infer<typeof slotPayload>>, cron: string): Promise<void> {
    this.schedules.get(kind.name)?.stop();
    const job = new Cron(cron, { timezone: 'UTC', paused: this.stopped }, () => {
      const slot = job.currentRun() ?? new Date();
      void this.enqueueSlot(kind, slot);
    });
    this.schedules.set(kind.name, job);
  }

  private async enqueueSlot(kind: JobKind<{ slot: string }>, slot: Date): Promise<void> {
    // Whole seconds: every instance computes the same key for the same slot.
    const key = new Date(Math.floor(slot.getTime() / 1000) * 1000).toISOString();
    try {
      await this.enqueue(kind, { slot: key }, { singletonKey: `slot:${key}` });
    } catch (error) {
      this.log.error({ err: error, kind: kind.name }, 'scheduling a job slot failed');
    }
  }

  /**
   * Starts running jobs and the schedules. Throws, running nothing, when the table holds queued or running
   * jobs of a kind nobody registered: they would wait forever, which a start that fails makes plain.
   */
  async start(): Promise<void> {
    if (!this.options.enabled) return;
    const waiting = await this.db
      .selectDistinct({ kind: jobs.kind })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running']));
    const unknown = waiting.map((row) => row.kind).filter((kind) => !this.kinds.has(kind));
    if (unknown.length) {
      throw new Error(
        `Jobs of kind ${unknown.sort().join(', ')} are waiting but no handler is registered for them`,
      );
    }
    this.stopped = false;
    for (const cron of this.schedules.values()) cron.resume();
    for (const lane of this.lanes.values()) lane.start();
  }

  /** Looks for work now instead of at the next poll (in the lane of `kind` when given). */
  wake(kind?: string): void {
    if (this.stopped) return;
    const laneName = kind === undefined ? undefined : this.kinds.get(kind)?.lane;
    for (const lane of this.lanes.values()) if (laneName === undefined || lane.name === laneName) lane.wake();
  }

  /**
   * Stops the schedules and polling, and waits up to `graceMs` for running jobs to end; those still running
   * are released (decision 360): queued again for another instance without counting the attempt, except
   * kinds that are never retried (imports), which the stale rule fails as it would after a crash. Calling it
   * again answers the first call's promise.
   */
  stop(graceMs = STOP_GRACE_MS): Promise<void> {
    return (this.stopping ??= this.stopWithin(graceMs));
  }

  private async stopWithin(graceMs: number): Promise<void> {
    this.stopped = true;
    for (const cron of this.schedules.values()) cron.stop();
    const lanesStopped = Promise.all([...this.lanes.values()].map((lane) => lane.stop()));
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace over'>((resolve) => {
      timer = setTimeout(() => resolve('grace over'), graceMs);
    });
    const outcome = await Promise.race([lanesStopped, graceOver]);
    clearTimeout(timer);
    if (outcome === 'grace over') await this.releaseRunning();
  }

  /** Hands the jobs still running here back to the queue (see `stop`). */
  private async releaseRunning(): Promise<void> {
    const retried = [...this.runningJobs.values()].filter(
      (job) => (this.kinds.get(job.kind)?.retryDelaysMs.length ?? 0) > 0,
    );
    if (!retried.length) return;
    const released = await this.db
      .update(jobs)
      .set({ status: 'queued', runAt: sql`now()`, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
      .where(
        and(
          inArray(
            jobs.id,
            retried.map((job) => job.id),
          ),
          eq(jobs.status, 'running'),
        ),
      )
      .returning({ id: jobs.id, kind: jobs.kind });
    for (const job of released) {
      // Its run may still end here: what it then writes must not overwrite the row another instance claims.
      this.runningJobs.delete(job.id);
      this.log.info({ job: job.id, kind: job.kind }, 'running job released');
    }
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

  /** One pass of a lane: recovers its stale jobs, then runs its due jobs until none is left. */
  private async tick(names: readonly string[]): Promise<void> {
    await this.recoverStale(names);
    for (let job = await this.claim(names); job; job = this.stopped ? undefined : await this.claim(names)) {
      await this.run(job);
    }
  }

  private staleCutoff(kind: RegisteredKind) {
    return sql`now() - make_interval(secs => ${kind.staleAfterMs / 1000})`;
  }

  /**
   * Running jobs whose heartbeat is older than their kind's limit lost their instance: each is queued again
   * at once, or failed when that instance's run was its last allowed attempt. The update repeats the
   * staleness test, so of two instances recovering the same job only one does.
   */
  private async recoverStale(names: readonly string[]): Promise<void> {
    const shortest = Math.min(...names.map((name) => this.kinds.get(name)!.staleAfterMs));
    const candidates = await this.db
      .select({ id: jobs.id, kind: jobs.kind })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'running'),
          inArray(jobs.kind, [...names]),
          lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${shortest / 1000})`),
        ),
      );
    for (const candidate of candidates) {
      const kind = this.kinds.get(candidate.kind)!;
      const lastAttempt = kind.retryDelaysMs.length + 1;
      const [row] = await this.db
        .update(jobs)
        .set({
          status: sql`case when ${jobs.attempts} >= ${lastAttempt} then 'failed' else 'queued' end`,
          error: sql`case when ${jobs.attempts} >= ${lastAttempt} then ${crashLoopError(lastAttempt)} else ${jobs.error} end`,
          finishedAt: sql`case when ${jobs.attempts} >= ${lastAttempt} then now() end`,
          runAt: sql`now()`,
        })
        .where(
          and(
            eq(jobs.id, candidate.id),
            eq(jobs.status, 'running'),
            lt(jobs.heartbeatAt, this.staleCutoff(kind)),
          ),
        )
        .returning();
      if (!row) continue;
      this.log.warn({ job: row.id, kind: row.kind, attempts: row.attempts, status: row.status }, 'stale job');
      if (row.status === 'failed') await this.failedHook(kind, row, { stale: true, error: row.error ?? '' });
    }
  }

  /** Claims the oldest due job of the lane's kinds. */
  private async claim(names: readonly string[]): Promise<JobRow | undefined> {
    const dueId = sql`(select id from ${jobs} where ${and(
      eq(jobs.status, 'queued'),
      sql`${jobs.runAt} <= now()`,
      inArray(jobs.kind, [...names]),
    )} order by ${jobs.runAt}, ${jobs.id} limit 1 for update skip locked)`;
    const [row] = await this.db
      .update(jobs)
      .set({ status: 'running', heartbeatAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
      .where(and(eq(jobs.id, dueId), eq(jobs.status, 'queued')))
      .returning();
    return row;
  }

  private touch(id: number): void {
    this.db
      .update(jobs)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
      .catch(() => undefined);
  }

  private async run(job: JobRow): Promise<void> {
    const kind = this.kinds.get(job.kind)!;
    const parsed = kind.schema.safeParse(job.payload);
    if (!parsed.success) {
      await this.finish(
        job,
        'failed',
        `The job's payload does not meet its kind's schema: ${parsed.error.message}`,
      );
      this.log.error({ job: job.id, kind: job.kind }, 'job with an invalid payload failed');
      return;
    }
    const payload = parsed.data;
    const heartbeat = setInterval(
      () => {
        this.touch(job.id);
        kind.heartbeat?.(payload).catch(() => undefined);
      },
      Math.max(50, kind.staleAfterMs / 4),
    );
    heartbeat.unref();
    this.runningJobs.set(job.id, job);
    const delay = kind.retryDelaysMs[job.attempts - 1];
    let lastProgress = 0;
    const context: JobContext = {
      id: job.id,
      attempt: job.attempts,
      retryAt: delay === undefined ? undefined : new Date(Date.now() + delay),
      progress: (done, total) => {
        const now = Date.now();
        if (!kind.progress || (now - lastProgress < kind.progressEveryMs && done < total)) return;
        lastProgress = now;
        this.touch(job.id);
        kind.progress(payload, done, total).catch((error: unknown) => {
          this.log.warn({ err: error, job: job.id }, 'writing job progress failed');
        });
      },
    };
    try {
      await kind.handler(payload, context);
      if (this.runningJobs.has(job.id)) await this.finish(job, 'completed', null);
    } catch (error) {
      if (!this.runningJobs.has(job.id)) return;
      const message = error instanceof Error ? error.message : String(error);
      if (context.retryAt === undefined) {
        await this.finish(job, 'failed', message);
        this.log.warn({ job: job.id, kind: job.kind, err: error }, 'job failed for good');
        await this.failedHook(kind, job, { stale: false, error: message });
      } else {
        await this.db
          .update(jobs)
          .set({ status: 'queued', error: message, runAt: context.retryAt })
          .where(eq(jobs.id, job.id));
      }
    } finally {
      clearInterval(heartbeat);
      this.runningJobs.delete(job.id);
    }
  }

  private async finish(job: JobRow, status: 'completed' | 'failed', error: string | null): Promise<void> {
    await this.db
      .update(jobs)
      .set({ status, error, finishedAt: sql`now()` })
      .where(eq(jobs.id, job.id));
  }

  private async failedHook(kind: RegisteredKind, job: JobRow, failure: JobFailure): Promise<void> {
    if (!kind.failed) return;
    const parsed = kind.schema.safeParse(job.payload);
    if (!parsed.success) return;
    try {
      await kind.failed(parsed.data, failure);
    } catch (error) {
      this.log.error({ err: error, job: job.id, kind: job.kind }, 'a failed job hook failed');
    }
  }
}
