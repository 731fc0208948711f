import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botErrors } from '../db/schema/index';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { BotRepository } from './bot.repository';
import { ErrorCounter, MOST_GROUPS } from './error-counter';
import { MANY_ADDRESSES, NOT_FOUND_ERROR } from './error-types';

const kinds = await databaseKinds();
const quietLog = { warn: () => undefined } as never;

describe.each(kinds)('request errors counted into bounded groups (decision 257) on %s', (kind) => {
  let database: TestDatabase;
  let counter: ErrorCounter;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    counter = new ErrorCounter(new BotRepository(database.db), quietLog);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const groups = async () =>
    Object.fromEntries(
      (await database.db.select().from(botErrors)).map((row) => [`${row.errorType} ${row.url}`, row.count]),
    );

  it('groups addresses that differ only by a number, an id, a query or their depth', async () => {
    await database.db.delete(botErrors);
    for (const url of [
      '/api/notes/17?token=abc',
      '/api/notes/18',
      '/api/notes/0f8fad5b-d9cb-469f-a165-70867728950e',
      '/api/notes/a1b2c3d4e5f6a7b8c9d0',
      '/api/missing-page-1732752000000',
      '/wp/a/b/c/d',
      '/wp/a/b/c/e/f',
      `/${'x'.repeat(500)}`,
    ])
      counter.count(NOT_FOUND_ERROR, url);
    await counter.flush();
    expect(await groups()).toEqual({
      'HTTP 404 /api/notes/{number}': 2,
      'HTTP 404 /api/notes/{id}': 2,
      // A readable address keeps its words, numbers in them included.
      'HTTP 404 /api/missing-page-1732752000000': 1,
      'HTTP 404 /wp/a/b/c/…': 2,
      [`HTTP 404 /${'x'.repeat(60)}…`]: 1,
    });
  });

  it('counts a scan of random addresses apart up to its bound, and the rest together in one group', async () => {
    await database.db.delete(botErrors);
    for (let i = 0; i < MOST_GROUPS + 50; i += 1) counter.count(NOT_FOUND_ERROR, `/scan-${i.toString(36)}x`);
    counter.count('HTTP 500', '/api/broken');
    await counter.flush();
    const counted = await groups();
    expect(Object.keys(counted)).toHaveLength(MOST_GROUPS + 2);
    expect(counted[`HTTP 404 ${MANY_ADDRESSES}`]).toBe(50);
    // Every request is still counted; a server error beyond the bound is counted in a group of its own type.
    expect(Object.values(counted).reduce((sum, count) => sum + count, 0)).toBe(MOST_GROUPS + 51);
    expect(counted[`HTTP 500 ${MANY_ADDRESSES}`]).toBe(1);

    // The bound is per flush: the next ten seconds count their own addresses apart again.
    counter.count(NOT_FOUND_ERROR, '/scan-later');
    await counter.flush();
    expect((await groups())['HTTP 404 /scan-later']).toBe(1);
  });

  it('keeps the counts of a flush the database refused, and writes them once it answers (decision 379)', async () => {
    await database.db.delete(botErrors);
    const real = new BotRepository(database.db);
    // A repository on a server that does not listen fails as one being restarted does.
    const away = new BotRepository(
      drizzle(new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:9/none' })),
    );
    let reachable = false;
    const switching = {
      recordErrors: (groups: Parameters<BotRepository['recordErrors']>[0]) =>
        (reachable ? real : away).recordErrors(groups),
      trimErrors: (most: number, from: number) => real.trimErrors(most, from),
    } as unknown as BotRepository;
    const outage = new ErrorCounter(switching, quietLog);
    outage.count('HTTP 503', '/api/study/marks');
    outage.count('HTTP 503', '/api/study/marks');
    await outage.flush();
    expect(await groups()).toEqual({});
    outage.count('HTTP 503', '/api/study/marks');
    reachable = true;
    await outage.flush();
    expect(await groups()).toEqual({ 'HTTP 503 /api/study/marks': 3 });
  });
});
