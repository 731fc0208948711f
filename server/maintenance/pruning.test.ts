import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, loginThrottles, searchEvents } from '../db/schema/index';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { pruneOldRows, startPruning } from './pruning';

const kinds = await databaseKinds();
const DAY = 86_400_000;
const quietLog = { debug: () => undefined, error: () => undefined } as never;

describe.each(kinds)('pruning old rows on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const now = new Date('2026-11-24T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const seed = async () => {
    await database.db.delete(loginThrottles);
    await database.db.delete(searchEvents);
    await database.db.insert(loginThrottles).values([
      { key: 'user:quiet', attempts: 9, lastAttemptAt: ago(DAY + 1_000) },
      { key: 'user:recent', attempts: 3, lastAttemptAt: ago(DAY - 60_000) },
    ]);
    await database.db.insert(searchEvents).values([
      { searchTerm: 'old', resultCount: 1, searchType: 'simple', createdAt: ago(91 * DAY) },
      { searchTerm: 'kept', resultCount: 1, searchType: 'simple', createdAt: ago(89 * DAY) },
    ]);
  };
  const remaining = async () => ({
    throttles: (await database.db.select().from(loginThrottles)).map((row) => row.key),
    searches: (await database.db.select().from(searchEvents)).map((row) => row.searchTerm),
  });

  it('deletes throttle counts quiet for a day and search events older than 90 days, and nothing else', async () => {
    await seed();
    expect(await pruneOldRows(database.db, now)).toMatchObject({
      loginThrottles: 1,
      searchEvents: 1,
      jobs: 0,
    });
    expect(await remaining()).toEqual({ throttles: ['user:recent'], searches: ['kept'] });
  });

  it('deletes completed jobs finished over 30 days ago, never failed or unfinished ones', async () => {
    await database.db.delete(jobs);
    const job = (kind: string, status: 'queued' | 'completed' | 'failed', finishedAt: Date | null) => ({
      kind,
      status,
      finishedAt,
      createdAt: ago(40 * DAY),
      runAt: ago(40 * DAY),
    });
    await database.db
      .insert(jobs)
      .values([
        job('old-completed', 'completed', ago(31 * DAY)),
        job('recent-completed', 'completed', ago(29 * DAY)),
        job('old-failed', 'failed', ago(31 * DAY)),
        job('old-queued', 'queued', null),
      ]);
    expect((await pruneOldRows(database.db, now)).jobs).toBe(1);
    const kinds = (await database.db.select().from(jobs)).map((row) => row.kind).sort();
    expect(kinds).toEqual(['old-failed', 'old-queued', 'recent-completed']);
  });

  it('runs at start and on a timer until stopped', async () => {
    await seed();
    const stop = startPruning(database.db, quietLog, { intervalMs: 20, now: () => now });
    await stop();
    expect(await remaining()).toEqual({ throttles: ['user:recent'], searches: ['kept'] });

    // Stopped: rows that age past their time stay until the next start.
    await database.db
      .insert(searchEvents)
      .values({ searchTerm: 'later', resultCount: 0, searchType: 'simple', createdAt: ago(100 * DAY) });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await remaining()).searches).toContain('later');

    const restarted = startPruning(database.db, quietLog, { intervalMs: 20, now: () => now });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await database.db
      .insert(searchEvents)
      .values({ searchTerm: 'timer', resultCount: 0, searchType: 'simple', createdAt: ago(100 * DAY) });
    await expect.poll(async () => (await remaining()).searches, { timeout: 5_000 }).toEqual(['kept']);
    await restarted();
  });
});
