import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { createTestDatabase, databaseKinds } from '../test/databases';
import { buildUser, sessionCookieFrom, uniqueUsername } from '../test/factories';
import type { AdminRouteFile } from './admin.plugin';

const kinds = await databaseKinds();

/** An admin route file like the ones the admin issues will add: full paths, a schema, a handler. */
const settingsProbe: AdminRouteFile = async (app) => {
  app.get('/api/system-settings/probe', async () => ({ settings: ['site.title'] }));
  app.put(
    '/api/system-settings/probe/:key',
    {
      schema: {
        params: z.object({ key: z.string().max(64) }),
        body: z.object({ value: z.string({ error: 'value is required' }).max(200) }),
      },
    },
    async (request) => ({ key: request.params.key, value: request.body.value }),
  );
};

describe.each(kinds)('the admin area on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind, {}, { extraAdminRoutes: [settingsProbe] });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers 401, 400 with the message, 403 (before reading the body), then the route for an administrator', async () => {
    const reader = await buildUser(harness.app);
    const admin = await buildUser(harness.app, { role: 'admin' });
    const put = (headers: Record<string, string>, payload: object) =>
      harness.app.inject({ method: 'PUT', url: '/api/system-settings/probe/site.title', headers, payload });

    const anonymous = await put({}, { value: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Not signed in' });
    const invalid = await put({ cookie: admin.cookie }, {});
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'value is required' });
    // The guard runs first: without the administrator a malformed body is never even read.
    const readerInvalid = await put({ cookie: reader.cookie }, {});
    expect(readerInvalid.statusCode).toBe(403);
    const asReader = await put({ cookie: reader.cookie }, { value: 'x' });
    expect(asReader.statusCode).toBe(403);
    expect(asReader.json()).toEqual({ message: 'Administrator access is required' });
    const done = await put({ cookie: admin.cookie }, { value: 'My Concordance' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ key: 'site.title', value: 'My Concordance' });
  });

  it('keeps an administrator with a generated password out until the password is changed', async () => {
    const { user, password } = await harness.app.services.auth.createAdmin(uniqueUsername('admin'));
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password },
    });
    expect(login.json()).toMatchObject({ mustChangePassword: true });
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const list = () =>
      harness.app.inject({ method: 'GET', url: '/api/system-settings/probe', headers: { cookie } });

    const refused = await list();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Choose a new password before using the admin area (POST /api/user/password)',
    });
    const changed = await harness.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie },
      payload: { currentPassword: password, newPassword: 'a fresh passphrase for the admin' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
  });

  it('lets a declared route and the catch-all share a path: the route wins, the rest stays guarded', async () => {
    const admin = await buildUser(harness.app, { role: 'admin' });
    const listed = await harness.app.inject({
      method: 'GET',
      url: '/api/system-settings/probe',
      headers: { cookie: admin.cookie },
    });
    expect(listed.json()).toEqual({ settings: ['site.title'] });
    expect((await harness.app.inject({ method: 'GET', url: '/api/system-settings/probe' })).statusCode).toBe(
      401,
    );
    expect((await harness.app.inject({ method: 'DELETE', url: '/api/system-settings/x' })).statusCode).toBe(
      401,
    );
    const unknown = await harness.app.inject({
      method: 'GET',
      url: '/api/system-settings/nothing/here',
      headers: { cookie: admin.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No API route for GET /api/system-settings/nothing/here' });
  });

  it('refuses to start with an admin path declared outside the admin area', async () => {
    const database = await createTestDatabase(kind);
    const app = await buildApp({ config: testConfig(), database, logger: false, webRoot: '/nonexistent' });
    try {
      expect(() => app.get('/api/admin/users', async () => [])).toThrow(
        'GET /api/admin/users is an admin path: declare it in an admin route file passed to registerAdminRoutes',
      );
      expect(() => app.post('/api/system-settings', async () => ({}))).toThrow(/is an admin path/);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
