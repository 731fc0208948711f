import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { searchEvents, users } from '../db/schema/index';
import { testConfig } from '../test/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';

const kinds = await databaseKinds();
const password = 'correct-horse-battery-staple';

describe.each(kinds)('database errors in the log, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      config: testConfig(),
      database,
      logger: { level: 'info', stream },
      webRoot: '/nonexistent',
    });
    // Probe routes that fail in the database the ways a real request could, with a secret among the values.
    app.post('/probe/nul', async () => {
      await app.database.db
        .insert(searchEvents)
        .values({ searchTerm: `${password}\u0000`, resultCount: 1, searchType: 'probe' });
    });
    app.post('/probe/out-of-range', async () => {
      await app.database.db
        .insert(searchEvents)
        .values({ searchTerm: password, resultCount: 2 ** 40, searchType: 'probe' });
    });
    app.post('/probe/duplicate', async () => {
      const row = { username: `${password}-name`, passwordHash: password };
      await app.database.db.insert(users).values(row);
      await app.database.db.insert(users).values(row);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it.each([
    ['/probe/nul', '22021'],
    ['/probe/out-of-range', '22003'],
    ['/probe/duplicate', '23505'],
  ])('logs the failed query of %s without its parameters', async (url, sqlState) => {
    lines = [];
    const response = await app.inject({ method: 'POST', url });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });

    const logged = lines.join('');
    const entry = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.err);
    const error = entry?.err as Record<string, unknown>;
    // What must never be there: the values.
    expect(logged).not.toContain(password);
    expect(logged).not.toContain('\\u0000');
    expect(logged).not.toContain(String(2 ** 40));
    expect(error).not.toHaveProperty('params');
    expect(logged).not.toMatch(/"(params|detail|where|queryOptions)"/);
    // What helps: the statement with its placeholders, the error class, the SQLSTATE.
    expect(error.type).toBe('DrizzleQueryError');
    expect(error.query).toMatch(/^insert into "(search_events|users)" .*\$1/);
    expect(error.message).toMatch(/^Failed query: insert into/);
    expect(logged).toContain(sqlState);
  });
});
