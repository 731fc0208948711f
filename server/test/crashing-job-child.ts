import { z } from 'zod';
import { openDatabase } from '../db/database';
import { jobKind, JobQueue } from '../jobs/job-queue';

/**
 * A process for the crash-loop test (server/jobs/job-queue.crash-loop.test.ts): its queue runs `test.crash`
 * jobs, whose handler kills this process, as a job that exhausts memory or trips a native fault would.
 */
export const CRASHING_JOB = jobKind('test.crash', z.object({}));
/** Two retries: three runs, then the job is failed. */
export const CRASHING_RETRY_DELAYS_MS = [0, 0];
const CRASHING_STALE_AFTER_MS = 200;

if (process.env.CRASHING_JOB_CHILD === '1') {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  const log = { info: () => undefined, warn: () => undefined, error: console.error } as never;
  const queue = new JobQueue(database.db, log, { pollMs: 50 });
  queue.register(CRASHING_JOB, {
    retryDelaysMs: CRASHING_RETRY_DELAYS_MS,
    staleAfterMs: CRASHING_STALE_AFTER_MS,
    handler: async () => {
      process.kill(process.pid, 'SIGKILL');
    },
  });
  await queue.start();
  setInterval(() => undefined, 60_000);
}
