import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, sessionCookieFrom } from '../test/factories';
import { cutListeners, listeners, secondInstance } from '../test/two-instances';
import { SESSIONS_CHANGED_CHANNEL } from './session-cache';

// Two instances share one database only on a database server.
const kinds = (await databaseKinds()).filter((kind) => kind === 'postgres');

/**
 * Each instance keeps sessions in memory (decision 366): an end of a session on one instance must end it on
 * every other. The notification comes on its own connection, so B is asked until it answers 401; B kept the
 * session for 60 s, so without the notification it would answer 200 throughout and the test would fail.
 */
describe.each(kinds)('sessions kept in memory by two instances on one %s database', (kind) => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  const signedIn = (app: TestApp['app'], cookie: string) => injectAs(app, 'GET', '/api/study/tags', cookie);

  beforeAll(async () => {
    first = await createTestApp(kind);
    second = await secondInstance(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a sign-out on A stops the session on B, and on A at once', async () => {
    const reader = await buildUser(first.app);
    // Both instances keep the session first.
    for (const app of [first.app, second.app])
      expect((await signedIn(app, reader.cookie)).statusCode).toBe(200);
    expect((await injectAs(first.app, 'POST', '/api/logout', reader.cookie)).statusCode).toBe(200);
    expect((await signedIn(first.app, reader.cookie)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await signedIn(second.app, reader.cookie)).statusCode).toBe(401), {
      timeout: 5_000,
      interval: 10,
    });
  });

  it('a cookie found genuine on A is forged to an instance with another secret (decision 411)', async () => {
    const other = await secondInstance(first, {
      sessionSecret: 'another-secret-long-enough-for-signing-cookies',
    });
    try {
      const reader = await buildUser(first.app);
      expect((await signedIn(first.app, reader.cookie)).statusCode).toBe(200);
      expect((await signedIn(second.app, reader.cookie)).statusCode).toBe(200);
      expect((await signedIn(other.app, reader.cookie)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("a password change on A ends the user's other sessions on B; the one that changed it holds", async () => {
    const reader = await buildUser(first.app);
    const login = await injectAs(second.app, 'POST', '/api/login', undefined, {
      username: reader.username,
      password: reader.password,
    });
    const elsewhere = sessionCookieFrom(login.headers['set-cookie']);
    expect((await signedIn(second.app, elsewhere)).statusCode).toBe(200);
    expect((await signedIn(second.app, reader.cookie)).statusCode).toBe(200);
    const changed = await injectAs(first.app, 'POST', '/api/user/password', reader.cookie, {
      currentPassword: reader.password,
      newPassword: `changed-${reader.password}`,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await vi.waitFor(async () => expect((await signedIn(second.app, elsewhere)).statusCode).toBe(401), {
      timeout: 5_000,
      interval: 10,
    });
    expect((await signedIn(second.app, reader.cookie)).statusCode).toBe(200);
  });

  it('an account deleted on A is signed out on B', async () => {
    const reader = await buildUser(first.app);
    expect((await signedIn(second.app, reader.cookie)).statusCode).toBe(200);
    // What the route does once the password is confirmed.
    await first.app.services.account.deleteAccount({ id: reader.id });
    await vi.waitFor(async () => expect((await signedIn(second.app, reader.cookie)).statusCode).toBe(401), {
      timeout: 5_000,
      interval: 10,
    });
  });

  it('keeps no session while its LISTEN connection is lost, so a sign-out then is not missed', async () => {
    const reader = await buildUser(first.app);
    expect((await signedIn(second.app, reader.cookie)).statusCode).toBe(200);
    const cut = await cutListeners(first, SESSIONS_CHANGED_CHANNEL);
    expect(cut.length).toBeGreaterThanOrEqual(2);
    // The sign-out's notification may be sent while B hears nothing.
    expect((await injectAs(first.app, 'POST', '/api/logout', reader.cookie)).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const now = await listeners(first, SESSIONS_CHANGED_CHANNEL);
        expect(now.filter((pid) => !cut.includes(pid)).length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect((await signedIn(second.app, reader.cookie)).statusCode).toBe(401);
  });
});
