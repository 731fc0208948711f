import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { sharedCounts } from '../db/schema/index';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { requestLimits } from '../request-limits';
import { SharedCountsRepository } from './shared-counts.repository';

const kinds = await databaseKinds();
const searchLimit = requestLimits.search.max;

/** Sends `count` searches from one address, spread over the apps in turn; answers the statuses. */
async function searches(apps: { inject: TestApp['app']['inject'] }[], count: number, address: string) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const answer = await apps[n % apps.length]!.inject({
      method: 'GET',
      url: `/api/search-strongs?q=light&version=kjv&page=1&n=${n}`,
      remoteAddress: address,
    });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

describe.runIf(kinds.includes('postgres'))(
  'limits shared by three instances on one server (decision 363)',
  () => {
    let database: TestDatabase;
    const apps: TestApp['app'][] = [];

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      for (let n = 0; n < 3; n += 1) {
        const app = await buildApp({
          config: testConfig({ sharedLimits: true }),
          database,
          logger: false,
          webRoot: '/nonexistent',
        });
        await app.ready();
        apps.push(app);
      }
    }, 120_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.destroy();
    });

    it('allows an address the search limit once across the three, not three times', async () => {
      const statuses = await searches(apps, searchLimit * 3, '203.0.113.7');
      expect(statuses.filter((status) => status !== 429)).toHaveLength(searchLimit);
      // Every refusal comes after the allowance is spent, whichever instance answers.
      expect(statuses.slice(searchLimit).every((status) => status === 429)).toBe(true);
      // Another address has its own allowance.
      expect((await searches(apps, 3, '203.0.113.8')).includes(429)).toBe(false);
    });

    it('counts the cost gate places of an address across instances, and gives them back', async () => {
      const instances = [1, 2, 3].map(() => new SharedCountsRepository(database.pool!));
      const taken: boolean[] = [];
      for (let n = 0; n < 9; n += 1)
        taken.push(await instances[n % 3]!.take('cost-gate|198.51.100.1', 8, 30_000));
      expect(taken).toEqual([true, true, true, true, true, true, true, true, false]);
      await instances[0]!.release('cost-gate|198.51.100.1');
      expect(await instances[2]!.take('cost-gate|198.51.100.1', 8, 30_000)).toBe(true);
      expect(await instances[1]!.take('cost-gate|198.51.100.1', 8, 30_000)).toBe(false);
      // Places of an instance that died end with their hold.
      // A hold of 0 ms has ended by the next statement.
      expect(await instances[0]!.take('cost-gate|198.51.100.2', 1, 0)).toBe(true);
      expect(await instances[0]!.take('cost-gate|198.51.100.2', 1, 30_000)).toBe(true);
      expect(await instances[0]!.take('cost-gate|198.51.100.2', 1, 30_000)).toBe(false);
    });
  },
);

describe.each(kinds)('limits of a single instance on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it(`refuses the search past ${searchLimit} in the window, counting in memory without SHARED_LIMITS`, async () => {
    const statuses = await searches([harness.app], searchLimit + 5, '192.0.2.44');
    expect(statuses.filter((status) => status !== 429)).toHaveLength(searchLimit);
    // A single instance counts in memory, on the server too unless the operator shares the counts
    // (SHARED_LIMITS=true, decision 378): nothing is written to the shared table.
    expect(await harness.database.db.select().from(sharedCounts)).toEqual([]);
  });
});
