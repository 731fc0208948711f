import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../db/schema/index';
import { CRASHING_JOB, CRASHING_RETRY_DELAYS_MS } from '../test/crashing-job-child';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { crashLoopError, JobQueue } from './job-queue';

// A queue in another process needs a database server both processes reach.
const kinds = (await databaseKinds()).filter((kind) => kind === 'postgres');

/** Runs a child process with a queue whose `test.crash` jobs kill it; answers how it ended. */
function runChild(url: string): { exited: Promise<NodeJS.Signals | null>; alive(): boolean; kill(): void } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/crashing-job-child.ts'], {
    env: { ...process.env, DATABASE_URL: url, CRASHING_JOB_CHILD: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  return {
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: () => child.kill('SIGKILL'),
  };
}

describe.each(kinds)('a job that kills its process, on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it(
    'runs as often as its retries allow, then is failed instead of looping',
    { timeout: 120_000 },
    async () => {
      const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;
      await new JobQueue(database.db, silent).enqueue(CRASHING_JOB, {});
      const runs = CRASHING_RETRY_DELAYS_MS.length + 1;
      // Each process claims the job (or the stale job its predecessor left) and dies running it.
      for (let run = 1; run <= runs; run += 1) {
        const child = runChild(database.url!);
        expect(await child.exited).toBe('SIGKILL');
        const [row] = await database.db.select().from(jobs);
        expect(row).toMatchObject({ status: 'running', attempts: run });
      }
      // The next process finds the job stale on its last attempt: failed, and not run again.
      const last = runChild(database.url!);
      try {
        await vi.waitFor(
          async () => expect((await database.db.select().from(jobs))[0]?.status).toBe('failed'),
          { timeout: 60_000, interval: 20 },
        );
        const [row] = await database.db.select().from(jobs);
        expect(row).toMatchObject({ attempts: runs, error: crashLoopError(runs) });
        // It failed the job without running it: running it would have killed this process too.
        expect(last.alive()).toBe(true);
      } finally {
        last.kill();
        await last.exited;
      }
    },
  );
});
