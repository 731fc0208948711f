import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { uniqueUsername } from '../test/factories';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { delayAfter, throttlePolicies } from './login-throttle';

const kinds = await databaseKinds();

/** The status a login ends with: 200, 401 (the password was checked and wrong) or 429 (not checked). */
async function outcome(attempt: Promise<unknown>): Promise<number> {
  try {
    await attempt;
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

describe('delayAfter', () => {
  it('is free for the first attempts, then doubles from one second up to fifteen minutes', () => {
    const policy = throttlePolicies.user;
    expect([0, 4, 5, 6, 7, 10].map((attempts) => delayAfter(attempts, policy))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 32_000,
    ]);
    expect(delayAfter(15, policy)).toBe(15 * 60_000);
    expect(delayAfter(10_000, policy)).toBe(15 * 60_000);
  });
});

describe.each(kinds)('login throttle on %s', (kind) => {
  let database: TestDatabase;
  let now = new Date('2026-11-24T12:00:00Z');
  let service: AuthService;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    service = new AuthService(new AuthRepository(database.db), () => now);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('lets exactly five of 40 concurrent wrong logins from rotating addresses reach the password check', async () => {
    const username = uniqueUsername();
    await service.register(username, 'the right password');
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        outcome(service.login(username, 'wrong-password', { address: `10.1.${index}.1` })),
      ),
    );
    expect(outcomes.filter((status) => status === 401)).toHaveLength(5);
    expect(outcomes.filter((status) => status === 429)).toHaveLength(35);
  });

  it('slows one address guessing many usernames after 30 failures; its successes do not count', async () => {
    const address = '192.0.2.77';
    const mine = uniqueUsername();
    await service.register(mine, 'my own password');
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect(await outcome(service.login(uniqueUsername(), 'guess-guess', { address }))).toBe(401);
      // Signing in to one's own account between guesses neither counts nor wipes the count.
      if (attempt % 10 === 0)
        expect(await outcome(service.login(mine, 'my own password', { address }))).toBe(200);
    }
    expect(await outcome(service.login(uniqueUsername(), 'guess-guess', { address }))).toBe(429);
    expect(await outcome(service.login(uniqueUsername(), 'guess-guess', { address: '192.0.2.78' }))).toBe(
      401,
    );
  });

  it('forgets a username quiet for a day, and a success starts its count again', async () => {
    const username = uniqueUsername();
    await service.register(username, 'the right password');
    const context = { address: '198.51.100.1' };
    for (let attempt = 0; attempt < 5; attempt += 1)
      await outcome(service.login(username, 'nope-nope', context));
    expect(await outcome(service.login(username, 'the right password', context))).toBe(429);
    now = new Date(now.getTime() + 24 * 3_600_000 + 1_000);
    expect(await outcome(service.login(username, 'the right password', context))).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await outcome(service.login(username, 'nope-nope', context))).toBe(401);
    }
  });

  it('never makes anyone wait more than fifteen minutes', async () => {
    const username = uniqueUsername();
    await service.register(username, 'the right password');
    const context = { address: '198.51.100.2' };
    // Sixteen wrong passwords, each after waiting as long as asked: the last wait asked grows to the cap.
    for (let failures = 0; failures < 16;) {
      const error = await service.login(username, 'nope-nope', context).catch((caught: unknown) => caught);
      if (error instanceof AppError && error.statusCode === 429) {
        now = new Date(now.getTime() + Number(error.headers['retry-after']) * 1_000);
      } else failures += 1;
    }
    const waiting = await service
      .login(username, 'the right password', context)
      .catch((error: unknown) => error);
    expect(waiting).toMatchObject({ statusCode: 429, headers: { 'retry-after': '900' } });
    expect((waiting as Error).message).toBe('Too many login attempts. Please wait 15 minutes and try again.');
    now = new Date(now.getTime() + 15 * 60_000);
    expect(await outcome(service.login(username, 'the right password', context))).toBe(200);
  });
});
