import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();
// The shared check's age is read from `performance.now()` (decision 213): a fake clock moves it past a second
// without waiting one.
const afterTheSharedCheck = () => vi.advanceTimersByTime(1_100);

describe.each(kinds)('GET /api/health on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const health = () => harness.app.inject({ method: 'GET', url: '/api/health' });

  it('answers 200 while the database answers, 503 "degraded" within a second of it going away, and 200 again', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const ok = await health();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ok.json()).toMatchObject({
      status: 'ok',
      database: { kind, reachable: true },
      versionsInstalled: [],
    });

    const database = harness.app.database;
    const ping = database.ping.bind(database);
    let pings = 0;
    database.ping = async () => {
      pings += 1;
      throw new Error('connection refused');
    };
    try {
      // The outcome of the last check answers for a second (decision 213), without asking the database.
      expect((await health()).statusCode).toBe(200);
      expect(pings).toBe(0);
      await afterTheSharedCheck();
      const answers = await Promise.all(Array.from({ length: 5 }, () => health()));
      expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503, 503, 503]);
      expect(answers[0]!.json()).toMatchObject({
        status: 'degraded',
        database: { kind, reachable: false },
        versionsInstalled: [],
      });
      // Five callers, one check.
      expect(pings).toBe(1);
    } finally {
      database.ping = ping;
    }
    await afterTheSharedCheck();
    expect((await health()).statusCode).toBe(200);
  });
});
