import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimits } from './request-limits';
import { createTestApp, type TestApp } from './test/app';
import { databaseKinds } from './test/databases';

const kinds = await databaseKinds();
const TOO_MANY = { message: 'Too many requests. Please slow down.' };

/**
 * Every call whose cost grows with what it is asked, with its limit (decision 100). The limit is counted
 * before the request is looked at, so an empty database serves: each answer is a 200, 400 or 404 until the
 * limit, then 429.
 */
const limited: [label: string, request: InjectOptions, max: number][] = [
  ['search', { method: 'GET', url: '/api/search-strongs?q=love' }, requestLimits.search.max],
  ['special-edition search', { method: 'GET', url: '/api/rstne/search?q=love' }, requestLimits.search.max],
  [
    "Strong's-number search",
    { method: 'GET', url: '/api/strongs/search-by-number/H430' },
    requestLimits.search.max,
  ],
  [
    'batch look-up',
    { method: 'POST', url: '/api/reference-lookup/batch', payload: { references: ['Genesis 1:1'] } },
    requestLimits.batch.max,
  ],
  ['interlinear', { method: 'GET', url: '/api/interlinear/Gen/1' }, requestLimits.interlinear.max],
  ['chapter', { method: 'GET', url: '/api/bible/kjv/Gen/1' }, requestLimits.reading.max],
  ['dictionary list', { method: 'GET', url: '/api/concordance/search?q=love' }, requestLimits.reading.max],
  ['Hebrew dictionary list', { method: 'GET', url: '/api/concordance/hebrew' }, requestLimits.reading.max],
  ['Greek dictionary list', { method: 'GET', url: '/api/concordance/greek' }, requestLimits.reading.max],
  ['dictionary entry', { method: 'GET', url: '/api/concordance/H430' }, requestLimits.reading.max],
  ['definition', { method: 'GET', url: '/api/strongs/definition/H430' }, requestLimits.reading.max],
];

describe.each(kinds)('per-address request limits on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each(limited.map(([label, request, max], index) => ({ label, request, max, index })))(
    '$label: $max requests in its window from one address, then 429; other addresses go on',
    async ({ request, max, index }) => {
      const address = `10.1.${index}.1`;
      const statuses: number[] = [];
      for (let sent = 0; sent < max; sent++) {
        const answer = await harness.app.inject({ ...request, remoteAddress: address });
        statuses.push(answer.statusCode);
        // Below the limit an answer carries no rate-limit headers (decision 250).
        if (sent === 0)
          expect(Object.keys(answer.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
      }
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      const refused = await harness.app.inject({ ...request, remoteAddress: address });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const other = await harness.app.inject({ ...request, remoteAddress: `10.2.${index}.1` });
      expect(other.statusCode).not.toBe(429);
    },
  );
});

describe('with the request limits off (benchmarks only)', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp('pglite', {}, { requestLimits: false });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('never answers 429', async () => {
    const request: InjectOptions = {
      method: 'POST',
      url: '/api/reference-lookup/batch',
      payload: { references: [] },
    };
    for (let sent = 0; sent <= requestLimits.batch.max; sent++) {
      expect((await harness.app.inject(request)).statusCode).not.toBe(429);
    }
  });
});
