import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs } from '../test/factories';

const kinds = await databaseKinds();

describe.each(kinds)('POST /api/account/delete is throttled like the password change on %s', (kind) => {
  let harness: TestApp;
  // The accounts' clock stands still unless a test moves it, so every wait is exact.
  let now = new Date('2026-11-24T12:00:00Z');
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    // The route's coarse per-address limit is not what is tested here: the throttle kept in the database is.
    harness = await createTestApp(kind, {}, { now: () => now, requestLimits: false });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const remove = (cookie: string, password: string) =>
    injectAs(harness.app, 'POST', '/api/account/delete', cookie, { password });
  const signedIn = async (cookie: string) =>
    (await injectAs(harness.app, 'GET', '/api/user', cookie)).statusCode === 200;

  it('answers 429 with Retry-After after five wrong passwords, without checking the right one, then lets it through', async () => {
    const user = await buildUser(harness.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await remove(user.cookie, 'not-the-password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'The current password is not correct' });
    }
    const refused = await remove(user.cookie, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many login attempts. Please wait 1 second and try again.',
    });
    expect(refused.headers['retry-after']).toBe('1');
    expect(await signedIn(user.cookie)).toBe(true);

    advance(1_000);
    const deleted = await remove(user.cookie, user.password);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Your account has been deleted' });
    expect(await signedIn(user.cookie)).toBe(false);
  });

  it('lets exactly five of 40 concurrent wrong guesses reach the password check; the rest answer 429', async () => {
    const user = await buildUser(harness.app);
    const answers = await Promise.all(Array.from({ length: 40 }, () => remove(user.cookie, 'a wrong guess')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect(await signedIn(user.cookie)).toBe(true);
  });

  it('shares its count with the password change: guesses on one slow down the other', async () => {
    const user = await buildUser(harness.app);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await remove(user.cookie, 'not-the-password')).statusCode).toBe(400);
    const change = await injectAs(harness.app, 'POST', '/api/user/password', user.cookie, {
      currentPassword: user.password,
      newPassword: 'a brand new password',
    });
    expect(change.statusCode).toBe(429);
  });
});
