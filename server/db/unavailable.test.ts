import { createServer } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { isDatabaseUnavailable } from './unavailable';

const kinds = await databaseKinds();

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The error node-postgres gives a query when the server does not listen. */
async function refusedQueryError(): Promise<unknown> {
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
  try {
    return await pool.query('select 1').then(
      () => undefined,
      (error: unknown) => error,
    );
  } finally {
    await pool.end();
  }
}

describe('a database that cannot be reached (decision 379)', () => {
  it('is told from a wrong statement, through the causes drizzle wraps around the driver', async () => {
    const refused = await refusedQueryError();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: insert …', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('answers 503 saying nothing was saved, and other errors stay a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    const refused = await refusedQueryError();
    app.post('/write', () => Promise.reject(new Error('Failed query', { cause: refused })));
    app.post('/bug', () => Promise.reject(new Error('a bug')));
    const answer = await app.inject({ method: 'POST', url: '/write' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual({
      message:
        'The database cannot be reached right now: nothing was saved. Please try again in a few seconds.',
    });
    expect((await app.inject({ method: 'POST', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});

describe.runIf(kinds.includes('postgres'))('notifications after the server drops the connection', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it('listens again on a new connection and hears the next notification (decision 379)', async () => {
    const heard: string[] = [];
    const stop = await database.listen('oc_listen_test', (payload) => heard.push(payload));
    try {
      // A server restart ends every session; this ends the listener's alone.
      await database.pool!.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN oc_listen_test'",
      );
      // Notify until the new connection hears one: it reconnects after its wait, whatever that is.
      await expect
        .poll(
          async () => {
            await database.pool!.query("select pg_notify('oc_listen_test', 'after')");
            return heard;
          },
          { timeout: 15_000, interval: 250 },
        )
        .toContain('after');
    } finally {
      await stop();
    }
  }, 30_000);

  it('survives a connection lost while a transaction holds it: the transaction fails, the pool goes on', async () => {
    const { sql } = await import('drizzle-orm');
    const attempt = database.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const pid = result.rows[0]!.pid;
      await database.pool!.query('select pg_terminate_backend($1)', [pid]);
      // The connection is idle in its transaction when the server's goodbye arrives: wait until it is gone.
      await expect
        .poll(
          async () =>
            (await database.pool!.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount,
          {
            timeout: 10_000,
            interval: 100,
          },
        )
        .toBe(0);
      await tx.execute(sql`select 1`);
    });
    const error = await attempt.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    await database.ping();
  }, 30_000);
});
