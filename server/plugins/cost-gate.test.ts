import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { COST_GATE_LIMITS, CostGate } from './cost-gate';

const kinds = await databaseKinds();
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** What a promise has come to after a short while: 'done', its error, or 'pending'. */
async function state(promise: Promise<unknown>): Promise<unknown> {
  return Promise.race([
    promise.then(
      () => 'done',
      (error: unknown) => error,
    ),
    tick().then(() => 'pending'),
  ]);
}

/** The gate's answer as a promise: done at once when let in, rejected when refused. */
function turn(gate: CostGate, request: object, address: string): Promise<void> {
  try {
    return gate.enter(request, address) ?? Promise.resolve();
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

describe('CostGate', () => {
  it('lets a request in without a promise when a place is free', () => {
    const gate = new CostGate({ concurrent: 1, perAddress: 2, waiting: 1 });
    expect(gate.enter({}, '10.0.0.1')).toBeUndefined();
    expect(gate.enter({}, '10.0.0.1')).toBeInstanceOf(Promise);
    expect(() => gate.enter({}, '10.0.0.1')).toThrow(AppError);
  });

  it('lets two through, queues the rest in order, and refuses past the address and queue limits', async () => {
    const gate = new CostGate({ concurrent: 2, perAddress: 3, waiting: 2 });
    const [a, b, c, d, e] = [{}, {}, {}, {}, {}];
    await turn(gate, a, '10.0.0.1');
    await turn(gate, b, '10.0.0.2');
    const third = turn(gate, c, '10.0.0.1');
    const fourth = turn(gate, d, '10.0.0.3');
    expect(await state(third)).toBe('pending');

    const full = await state(turn(gate, e, '10.0.0.4'));
    expect(full).toBeInstanceOf(AppError);
    expect(full).toMatchObject({
      statusCode: 503,
      message: 'The server is busy. Please try again in a second.',
      headers: { 'retry-after': '1' },
    });

    gate.leave(a);
    gate.leave(a);
    expect(await state(third)).toBe('done');
    expect(await state(fourth)).toBe('pending');
    gate.leave(e); // never let in: nothing changes
    expect(await state(fourth)).toBe('pending');
    gate.leave(b);
    expect(await state(fourth)).toBe('done');

    const f = {};
    const g = {};
    const h = {};
    const waiting = turn(gate, f, '10.0.0.1');
    const alsoWaiting = turn(gate, g, '10.0.0.1');
    const refused = await state(turn(gate, h, '10.0.0.1'));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 429,
      message:
        'Too many requests at once: at most 3 searches, look-ups or chapters from one address at a time',
    });
    // A waiting request that goes away gives up its place in the queue.
    gate.leave(f);
    gate.leave(c);
    expect(await state(alsoWaiting)).toBe('done');
    expect(await state(waiting)).toBe('pending');
  });
});

describe.each(kinds)('the cost gate in the app on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });
  const search = (remoteAddress = '10.5.0.1') =>
    harness.app.inject({ method: 'GET', url: '/api/search-strongs?q=love', remoteAddress });

  it('makes costly calls wait their turn while other calls are answered', async () => {
    const gate = harness.app.costGate;
    const busy = Array.from({ length: COST_GATE_LIMITS.concurrent }, () => ({}));
    for (const place of busy) await turn(gate, place, '10.6.0.1');
    try {
      const waiting = search();
      expect(await state(waiting)).toBe('pending');
      expect((await harness.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await harness.app.inject({ method: 'GET', url: '/api/versions' })).statusCode).toBe(200);
      gate.leave(busy[0]!);
      // No version is installed here: the search, let through, answers that.
      expect((await waiting).statusCode).toBe(404);
    } finally {
      busy.forEach((place) => gate.leave(place));
    }
  });

  it('answers 503 with Retry-After when the queue is full, 429 past the places of one address', async () => {
    const gate = harness.app.costGate;
    const places = Array.from({ length: COST_GATE_LIMITS.concurrent + COST_GATE_LIMITS.waiting }, () => ({}));
    // Places that leave while waiting are never let in: their promises are left alone.
    places.forEach((place, index) => void turn(gate, place, `10.7.${index}.1`));
    try {
      const busy = await search();
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toEqual({ message: 'The server is busy. Please try again in a second.' });
    } finally {
      places.forEach((place) => gate.leave(place));
    }

    const mine = Array.from({ length: COST_GATE_LIMITS.perAddress }, () => ({}));
    mine.forEach((place) => void turn(gate, place, '10.8.0.1'));
    try {
      const refused = await search('10.8.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: `Too many requests at once: at most ${COST_GATE_LIMITS.perAddress} searches, look-ups or chapters from one address at a time`,
      });
      const other = search('10.8.0.2');
      expect(await state(other)).toBe('pending');
      mine.forEach((place) => gate.leave(place));
      expect((await other).statusCode).toBe(404);
    } finally {
      mine.forEach((place) => gate.leave(place));
    }
  });
});
