import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, sessionCookieFrom, type SignedInUser } from '../test/factories';
import { DEVICE_COOKIE } from './session';

const kinds = await databaseKinds();

describe.each(kinds)('login throttling over HTTP on %s', (kind) => {
  let harness: TestApp;
  // The accounts' clock stands still unless a test moves it, so every wait is exact.
  let now = new Date('2026-11-24T12:00:00Z');
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    harness = await createTestApp(kind, {}, { now: () => now });
  });
  afterAll(async () => {
    await harness?.close();
  });

  let addressCounter = 0;
  /** A login from a new address each time, as an attacker rotating addresses would send it. */
  const login = (username: string, password: string, cookie?: string) => {
    addressCounter += 1;
    return harness.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.1`,
      payload: { username, password },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  };
  const guessFiveTimes = async (user: SignedInUser) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(user.username, 'wrong-password')).statusCode).toBe(401);
    }
  };

  it('slows a username down after five failures from any addresses: 429 with Retry-After, no password check', async () => {
    const user = await buildUser(harness.app);
    await guessFiveTimes(user);
    // The right password is refused too: the check does not run while the username must wait.
    const refused = await login(user.username, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many login attempts. Please wait 1 second and try again.',
    });
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['set-cookie']).toBeUndefined();

    // Slowed down, not locked out: each wait doubles, and after it the attempt runs.
    advance(1_000);
    expect((await login(user.username, 'wrong-password')).statusCode).toBe(401);
    const longer = await login(user.username, user.password);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
    expect(longer.json()).toEqual({
      message: 'Too many login attempts. Please wait 2 seconds and try again.',
    });
    advance(2_000);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('lets exactly five of 40 concurrent wrong logins reach the password check; the rest answer 429', async () => {
    const user = await buildUser(harness.app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(user.username, 'wrong-password')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('lets a browser that signed in before keep signing in while others guess its password', async () => {
    const user = await buildUser(harness.app);
    const signIn = await login(user.username, user.password);
    const setCookie = signIn.headers['set-cookie'];
    const deviceCookie = sessionCookieFrom(setCookie, { base: DEVICE_COOKIE });
    expect(String(setCookie)).toMatch(new RegExp(`${DEVICE_COOKIE}=[^;]+;.*HttpOnly.*SameSite=Strict`));
    await guessFiveTimes(user);
    expect((await login(user.username, user.password)).statusCode).toBe(429);

    const known = await login(user.username, user.password, deviceCookie);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ username: user.username });
  });

  it("counts a known browser's own wrong passwords on that browser, not on the username", async () => {
    const user = await buildUser(harness.app);
    const deviceCookie = sessionCookieFrom(
      (await login(user.username, user.password)).headers['set-cookie'],
      {
        base: DEVICE_COOKIE,
      },
    );
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(user.username, 'wrong-password', deviceCookie)).statusCode).toBe(401);
    }
    expect((await login(user.username, user.password, deviceCookie)).statusCode).toBe(429);
    // A new browser with the right password is not held back by the known browser's mistakes.
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it("does not let one account's known-device cookie, or a forged one, exempt another account", async () => {
    const owner = await buildUser(harness.app);
    const target = await buildUser(harness.app);
    const ownerDevice = sessionCookieFrom(
      (await login(owner.username, owner.password)).headers['set-cookie'],
      { base: DEVICE_COOKIE },
    );
    await guessFiveTimes(target);
    expect((await login(target.username, target.password, ownerDevice)).statusCode).toBe(429);
    const forged = `${DEVICE_COOKIE}=${encodeURIComponent(`${target.id}:aaaaaaaaaaaaaaaaaaaaaa`)}`;
    expect((await login(target.username, target.password, forged)).statusCode).toBe(429);
  });
});
