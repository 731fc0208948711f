import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { sessionCookieFrom, uniqueUsername } from '../test/factories';
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
