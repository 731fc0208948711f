import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, sessionCookieFrom, uniqueUsername } from '../test/factories';
import { DEVICE_COOKIE, SESSION_COOKIE } from './session';

const kinds = await databaseKinds();

describe.each(kinds)('cookies of a site served over HTTPS on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind, { cookieSecure: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('carry the __Host- prefix: Secure, Path=/, no Domain; the session is read back under that name only', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: uniqueUsername(), password: 'longenough' },
    });
    expect(response.statusCode).toBe(201);
    const setCookie = [response.headers['set-cookie']].flat().map(String);
    for (const base of [SESSION_COOKIE, DEVICE_COOKIE]) {
      const line = setCookie.find((value) => value.startsWith(`__Host-${base}=`));
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).not.toMatch(/Domain=/i);
    }

    const cookie = sessionCookieFrom(setCookie, { secure: true });
    const me = await harness.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const bare = cookie.replace(/^__Host-/, '');
    const unprefixed = await harness.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: bare },
    });
    expect(unprefixed.statusCode).toBe(401);

    const logout = await harness.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`^__Host-${SESSION_COOKIE}=;`));
  });
});

describe.each(kinds)('signed cookies found genuine on %s (decision 411)', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('keep refusing a forgery of a cookie already found genuine, and answer the genuine one after it', async () => {
    const reader = await buildUser(harness.app);
    const tags = (cookie: string) => injectAs(harness.app, 'GET', '/api/study/tags', cookie);
    expect((await tags(reader.cookie)).statusCode).toBe(200);
    // The signature's last character changed, then the session's: both forged, though the genuine cookie is known.
    const last = reader.cookie.at(-1) === 'A' ? 'B' : 'A';
    expect((await tags(`${reader.cookie.slice(0, -1)}${last}`)).statusCode).toBe(401);
    const [name, value] = reader.cookie.split('=') as [string, string];
    const token = value.slice(0, value.lastIndexOf('.'));
    const changedToken = `${token.slice(0, -1)}${token.at(-1) === 'a' ? 'b' : 'a'}`;
    expect((await tags(`${name}=${changedToken}${value.slice(value.lastIndexOf('.'))}`)).statusCode).toBe(
      401,
    );
    expect((await tags(reader.cookie)).statusCode).toBe(200);
  });
});
