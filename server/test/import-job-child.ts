import { openDatabase } from '../db/database';
import { ImportWorker } from '../bible-data/import-job';

/**
 * A worker process for the kill test (server/jobs/import-worker.kill.test.ts): runs queued import jobs on
 * DATABASE_URL, heartbeating and writing progress often, until it is killed.
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
const log = { info: () => undefined, warn: () => undefined, error: console.error } as never;
new ImportWorker(database.db, log, { pollMs: 50, heartbeatMs: 100, progressEveryMs: 20 }).start();
setInterval(() => undefined, 60_000);
