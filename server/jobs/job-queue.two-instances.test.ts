import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { silentLogger as silent } from '../test/silent-logger';
import { jobKind, JobQueue, slotPayload } from './job-queue';

// Two instances share one database only on a database server.
const kinds = (await databaseKinds()).filter((kind) => kind === 'postgres');

describe.each(kinds)('a scheduled job with two instances on one %s database', (kind) => {
  let database: TestDatabase;
  let second: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    second = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await second?.close();
    await database?.destroy();
  });

  it('runs once per slot across instances', async () => {
    const runs: string[] = [];
    const tick = jobKind('test.tick', slotPayload);
    const queues = [
      new JobQueue(database.db, silent, { pollMs: 20 }),
      new JobQueue(second.db, silent, { pollMs: 20 }),
    ];
    for (const [index, queue] of queues.entries()) {
      queue.register(tick, {
        handler: async ({ slot }) => {
          runs.push(`${index}:${slot}`);
        },
      });
      // Every second, so the test sees several slots quickly.
      await queue.schedule(tick, '* * * * * *');
      await queue.start();
    }
    // Until four runs, however long the machine takes (no fixed sleep): by the fourth slot's run, a third slot
    // run twice (by both instances) would have been claimed.
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(4), { timeout: 15_000, interval: 20 });
    await Promise.all(queues.map((queue) => queue.stop()));
    const slots = runs.map((run) => run.split(':').slice(1).join(':'));
    expect(slots.length).toBeGreaterThanOrEqual(4);
    expect(new Set(slots).size).toBe(slots.length);
  });
});
