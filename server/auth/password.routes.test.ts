import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, sessionCookieFrom, uniqueUsername } from '../test/factories';

const kinds = await databaseKinds();

describe.each(kinds)('POST /api/user/password on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const change = (payload: object, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'POST', url: '/api/user/password', payload, headers });
  const login = (username: string, password: string) =>
    harness.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const me = (cookie: string) => harness.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

  it('answers 401 without a session', async () => {
    const response = await change({ currentPassword: 'whatever1', newPassword: 'a new password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });

  it.each([
    [{ newPassword: 'a new password' }, 'Current password is required'],
    [{ currentPassword: '', newPassword: 'a new password' }, 'Current password is required'],
    [{ currentPassword: 'whatever1' }, 'New password is required'],
    [{ currentPassword: 'whatever1', newPassword: 'short' }, 'New password must be at least 8 characters'],
    [
      { currentPassword: 'whatever1', newPassword: 'p'.repeat(257) },
      'New password must be at most 256 characters',
    ],
  ])('answers 400 for %j with "%s"', async (payload, message) => {
    const user = await buildUser(harness.app);
    const response = await change(payload, { cookie: user.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 400 for a wrong current password, an unchanged password and a common one, changing nothing', async () => {
    const user = await buildUser(harness.app);
    const cookie = { cookie: user.cookie };
    const wrong = await change({ currentPassword: 'not-my-password', newPassword: 'a new password' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'The current password is not correct' });
    const same = await change({ currentPassword: user.password, newPassword: user.password }, cookie);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: 'The new password must differ from the current one' });
    const common = await change({ currentPassword: user.password, newPassword: 'Iloveyou123' }, cookie);
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message:
        'This password is one of the most common passwords, which are tried first by anyone guessing. Please choose another.',
    });
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('answers 403 for a cross-origin request and keeps the password', async () => {
    const user = await buildUser(harness.app);
    const response = await change(
      { currentPassword: user.password, newPassword: 'a new password' },
      { cookie: user.cookie, origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-origin requests may not change data' });
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it("changes the password, keeps this session, signs out the user's other sessions and answers the user", async () => {
    const user = await buildUser(harness.app);
    const elsewhere = sessionCookieFrom((await login(user.username, user.password)).headers['set-cookie']);
    const other = await buildUser(harness.app);

    const response = await change(
      { currentPassword: user.password, newPassword: 'a new password' },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      username: user.username,
      role: 'user',
      mustChangePassword: false,
    });
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    expect((await login(user.username, 'a new password')).statusCode).toBe(200);
  });

  it('has a generated administrator change the password first: mustChangePassword until it is changed', async () => {
    const username = uniqueUsername('admin');
    const { password } = await harness.app.services.auth.createAdmin(username);
    const signIn = await login(username, password);
    expect(signIn.json()).toMatchObject({ username, role: 'admin', mustChangePassword: true });
    const cookie = sessionCookieFrom(signIn.headers['set-cookie']);
    expect((await me(cookie)).json()).toMatchObject({ mustChangePassword: true });

    const changed = await change(
      { currentPassword: password, newPassword: 'my own admin password' },
      { cookie },
    );
    expect(changed.json()).toMatchObject({ role: 'admin', mustChangePassword: false });
    expect((await me(cookie)).json()).toMatchObject({ mustChangePassword: false });
    expect((await login(username, 'my own admin password')).json()).toMatchObject({
      mustChangePassword: false,
    });
  });
});
