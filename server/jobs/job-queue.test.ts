import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jobs } from '../db/schema/index';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { silentLogger as silent } from '../test/silent-logger';
import { crashLoopError, jobKind, JobQueue, type JobFailure } from './job-queue';

const counted = jobKind('test.counted', z.object({ n: z.number().int() }));
const waitFor = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe.each(await databaseKinds())('the job queue on %s', (kind) => {
  let database: TestDatabase;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
    queue = new JobQueue(database.db, silent, { pollMs: 20 });
  });
  afterEach(async () => {
    await queue.stop();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const row = async (id?: number) => {
    const rows = await database.db
      .select()
      .from(jobs)
      .where(id === undefined ? undefined : eq(jobs.id, id));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  /** A row as a stopped instance leaves it: running, `attempts` runs begun, its heartbeat ten minutes old. */
  const abandoned = async (attempts: number) => {
    const [inserted] = await database.db
      .insert(jobs)
      .values({
        kind: counted.name,
        payload: { n: attempts },
        status: 'running',
        attempts,
        heartbeatAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    return inserted!;
  };

  it('refuses a payload its kind does not accept, and stores nothing', async () => {
    await expect(queue.enqueue(counted, { n: 'three' } as never)).rejects.toThrow();
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('will not start while a kind nobody registered has jobs waiting', async () => {
    await queue.enqueue(jobKind('test.orphan', z.object({})), {});
    queue.register(counted, { handler: async () => undefined });
    await expect(queue.start()).rejects.toThrow(
      'Jobs of kind test.orphan are waiting but no handler is registered for them',
    );
    expect((await row()).status).toBe('queued');
  });

  it('retries a throwing job after the declared delays, then fails it and says so once', async () => {
    const runs: number[] = [];
    const failures: JobFailure[] = [];
    queue.register(counted, {
      retryDelaysMs: [60_000, 5 * 60_000],
      handler: async (_payload, job) => {
        runs.push(job.attempt);
        throw new Error(`broken on attempt ${job.attempt}`);
      },
      failed: async (_payload, failure) => {
        failures.push(failure);
      },
    });
    await queue.start();
    for (const [attempt, delay] of [
      [1, 60_000],
      [2, 5 * 60_000],
    ] as const) {
      const before = Date.now();
      if (attempt === 1) await queue.enqueue(counted, { n: 1 });
      else {
        // The delay has passed, as far as the queue can tell.
        await database.db.update(jobs).set({ runAt: new Date() });
        queue.wake();
      }
      await waitFor(async () => expect(await row()).toMatchObject({ status: 'queued', attempts: attempt }));
      const waiting = await row();
      expect(waiting.error).toBe(`broken on attempt ${attempt}`);
      expect(waiting.runAt.getTime()).toBeGreaterThanOrEqual(before + delay);
      expect(waiting.runAt.getTime()).toBeLessThanOrEqual(Date.now() + delay);
    }
    await database.db.update(jobs).set({ runAt: new Date() });
    queue.wake();
    await waitFor(async () => expect((await row()).status).toBe('failed'));
    expect(await row()).toMatchObject({ attempts: 3, error: 'broken on attempt 3' });
    expect(runs).toEqual([1, 2, 3]);
    expect(failures).toEqual([{ stale: false, error: 'broken on attempt 3' }]);
  });

  it('queues again a job whose instance stopped, and runs it once', async () => {
    const runs: number[] = [];
    queue.register(counted, {
      staleAfterMs: 60_000,
      retryDelaysMs: [1_000],
      handler: async ({ n }, job) => {
        runs.push(n * 10 + job.attempt);
      },
    });
    const job = await abandoned(1);
    await queue.start();
    await waitFor(async () => expect((await row(job.id)).status).toBe('completed'));
    expect(runs).toEqual([12]);
    expect((await row(job.id)).attempts).toBe(2);
  });

  it('fails, without running it again, a job whose instance stopped on its last attempt', async () => {
    const runs: number[] = [];
    const failures: JobFailure[] = [];
    queue.register(counted, {
      staleAfterMs: 60_000,
      retryDelaysMs: [1_000, 1_000],
      handler: async ({ n }) => {
        runs.push(n);
      },
      failed: async (_payload, failure) => {
        failures.push(failure);
      },
    });
    // The job killed its process on each of the three runs its retries allow.
    const job = await abandoned(3);
    await queue.start();
    await waitFor(async () => expect((await row(job.id)).status).toBe('failed'));
    expect(await row(job.id)).toMatchObject({ attempts: 3, error: crashLoopError(3) });
    expect((await row(job.id)).finishedAt).not.toBeNull();
    expect(failures).toEqual([{ stale: true, error: crashLoopError(3) }]);
    expect(runs).toEqual([]);
  });

  it('leaves alone a running job whose instance still beats', async () => {
    queue.register(counted, { staleAfterMs: 60_000, handler: async () => undefined });
    const [live] = await database.db
      .insert(jobs)
      .values({
        kind: counted.name,
        payload: { n: 1 },
        status: 'running',
        attempts: 1,
        heartbeatAt: new Date(),
      })
      .returning();
    const done = new Promise<void>((resolve) =>
      queue.register(jobKind('test.marker', z.object({})), { handler: async () => resolve() }),
    );
    await queue.start();
    await queue.enqueue(jobKind('test.marker', z.object({})), {});
    // The marker runs after the lane's stale check, so by then the live job would have been taken.
    await done;
    expect(await row(live!.id)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('passes progress to the kind at most every interval, and always the last', async () => {
    const seen: string[] = [];
    queue.register(counted, {
      progressEveryMs: 60_000,
      progress: async (_payload, done, total) => {
        seen.push(`${done}/${total}`);
      },
      handler: async (_payload, job) => {
        for (let done = 1; done <= 4; done += 1) job.progress(done, 4);
      },
    });
    await queue.start();
    await queue.enqueue(counted, { n: 1 });
    await waitFor(() => expect(seen).toEqual(['1/4', '4/4']));
  });

  it('beats while a job runs, and tells the kind at each beat', async () => {
    let beats = 0;
    let beaten: () => void = () => undefined;
    const twice = new Promise<void>((resolve) => (beaten = resolve));
    queue.register(counted, {
      staleAfterMs: 200,
      heartbeat: async () => {
        beats += 1;
        if (beats === 2) beaten();
      },
      handler: async () => {
        const claimed = (await row()).heartbeatAt!.getTime();
        await twice;
        // The row's heartbeat moved on too, so no other instance takes the job for stale.
        await waitFor(async () => expect((await row()).heartbeatAt!.getTime()).toBeGreaterThan(claimed));
      },
    });
    await queue.start();
    await queue.enqueue(counted, { n: 1 });
    await waitFor(async () => expect((await row()).status).toBe('completed'));
    expect(beats).toBeGreaterThanOrEqual(2);
  });

  it('runs the jobs of another lane while a long one holds its own', async () => {
    const long = jobKind('test.long', z.object({}));
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      queue.register(long, {
        lane: 'long',
        handler: () =>
          new Promise<void>((done) => {
            release = done;
            resolve();
          }),
      });
    });
    const ran: number[] = [];
    queue.register(counted, { handler: async ({ n }) => void ran.push(n) });
    await queue.start();
    await queue.enqueue(long, {});
    await started;
    await queue.enqueue(counted, { n: 7 });
    await waitFor(() => expect(ran).toEqual([7]));
    release();
  });

  it('on stop, waits for a running job that ends within the grace, and keeps its outcome', async () => {
    let finish: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      queue.register(counted, {
        handler: () =>
          new Promise<void>((done) => {
            finish = done;
            resolve();
          }),
      });
    });
    await queue.start();
    await queue.enqueue(counted, { n: 1 });
    await started;
    const stopped = queue.stop(60_000);
    finish();
    await stopped;
    expect(await row()).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('on stop, hands a job that outlasts the grace back to the queue without counting the attempt', async () => {
    let ended = false;
    let finish: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      queue.register(counted, {
        retryDelaysMs: [1_000],
        handler: () =>
          new Promise<void>((done) => {
            finish = () => {
              ended = true;
              done();
            };
            resolve();
          }),
      });
    });
    await queue.start();
    await queue.enqueue(counted, { n: 1 });
    await started;
    expect(await row()).toMatchObject({ status: 'running', attempts: 1 });
    await queue.stop(50);
    expect(ended).toBe(false);
    const released = await row();
    expect(released).toMatchObject({ status: 'queued', attempts: 0 });
    expect(released.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    // The run that ends after its release writes nothing over the row another instance may claim.
    finish();
    await vi.waitFor(() => expect(ended).toBe(true));
    expect(await row()).toMatchObject({ status: 'queued', attempts: 0 });

    // Another instance claims it and runs it as its first attempt.
    const next = new JobQueue(database.db, silent, { pollMs: 20 });
    const attempts: number[] = [];
    next.register(counted, {
      retryDelaysMs: [1_000],
      handler: async (_payload, job) => void attempts.push(job.attempt),
    });
    await next.start();
    await waitFor(async () => expect((await row()).status).toBe('completed'));
    await next.stop();
    expect(attempts).toEqual([1]);
  });

  it('on stop, leaves a job of a kind never retried to the stale rule', async () => {
    const started = new Promise<void>((resolve) => {
      queue.register(counted, {
        retryDelaysMs: [],
        handler: () => new Promise<void>(() => resolve()),
      });
    });
    await queue.start();
    await queue.enqueue(counted, { n: 1 });
    await started;
    await queue.stop(50);
    expect(await row()).toMatchObject({ status: 'running', attempts: 1 });
  });
});
