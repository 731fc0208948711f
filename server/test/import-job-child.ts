import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { testConfig } from './app';

/**
 * An instance for the kill test (server/bible-data/import-job.kill.test.ts): runs queued jobs, imports among
 * them, on DATABASE_URL, writing progress often, until it is killed. A whole app, so that its job queue knows
 * every kind the database may hold.
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
await buildApp({
  config: testConfig(),
  database,
  logger: false,
  webRoot: '/nonexistent',
  importWorker: { pollMs: 50, progressEveryMs: 20 },
});
setInterval(() => undefined, 60_000);
