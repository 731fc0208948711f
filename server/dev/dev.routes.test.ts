import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSettings } from '../db/schema/index';
import { readerFixtureSources } from '../test/fixtures/reader';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { sessionCookieFrom } from '../test/factories';
import { appImporter } from '../test/app-importer';

const kinds = await databaseKinds();

describe.each(kinds)('developer calls on %s', (kind) => {
  describe('in test mode', () => {
    let harness: TestApp;
    beforeAll(async () => {
      harness = await createTestApp(kind);
      const importer = appImporter(harness.app);
      for (const source of readerFixtureSources()) await importer.importSource(source);
    });
    afterAll(async () => {
      await harness?.close();
    });

    it('refresh-session answers 401 without a session and 400 without its fields', async () => {
      const anonymous = await harness.app.inject({
        method: 'POST',
        url: '/api/refresh-session',
        payload: { sessionId: 'x', userId: 'y' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Not signed in' });
      const empty = await harness.app.inject({ method: 'POST', url: '/api/refresh-session', payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ message: 'sessionId is required' });
    });

    it('creates a throwaway test session that is never an administrator, and refreshes it', async () => {
      const created = await harness.app.inject({
        method: 'POST',
        url: '/api/dev-session',
        payload: {
          timestamp: Date.now(),
          requestId: 'req-1',
          clientInfo: { userAgent: 'test', viewportWidth: 375, viewportHeight: 812 },
        },
      });
      expect(created.statusCode).toBe(201);
      const user = created.json();
      expect(user).toMatchObject({ role: 'user', authenticated: true, testUser: true });
      expect(user.username).toMatch(/^test_[0-9a-f]{10}$/);
      const cookie = sessionCookieFrom(created.headers['set-cookie']);
      const me = await harness.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(me.json()).toEqual({
        id: user.id,
        username: user.username,
        role: 'user',
        mustChangePassword: false,
      });
      const admin = await harness.app.inject({
        method: 'GET',
        url: '/api/admin/anything',
        headers: { cookie },
      });
      expect(admin.statusCode).toBe(403);

      const refresh = (payload: object) =>
        harness.app.inject({ method: 'POST', url: '/api/refresh-session', headers: { cookie }, payload });
      const refreshed = await refresh({
        sessionId: user.sessionId,
        userId: user.id,
        username: user.username,
      });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json()).toEqual(user);
      expect((await refresh({ sessionId: 'another', userId: user.id })).statusCode).toBe(401);
    });

    it('counts verses, books and chapters in the database', async () => {
      const response = await harness.app.inject({ method: 'GET', url: '/api/dev/stats' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.versions.find((version: { code: string }) => version.code === 'kjv')).toEqual({
        code: 'kjv',
        name: 'Made-up King James',
        verses: 41,
        books: 3,
        chapters: 6,
        hasStrongs: true,
      });
      expect(body).toMatchObject({ lexiconEntries: 10, verseMapRows: 5, specialEdition: 'rstne' });
      expect(body.totalVerses).toBe(41 + 7 + 1 + 1);
    });
  });

  describe('in production', () => {
    let harness: TestApp;
    beforeAll(async () => {
      harness = await createTestApp(kind, { nodeEnv: 'production' });
    });
    afterAll(async () => {
      await harness?.close();
    });

    it('answers 404 as if the calls did not exist', async () => {
      for (const [method, url] of [
        ['POST', '/api/dev-session'],
        ['POST', '/api/refresh-session'],
        ['GET', '/api/dev/stats'],
      ] as const) {
        const response = await harness.app.inject({
          method,
          url,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: `No API route for ${method} ${url}` });
      }
    });

    it('serves them once an administrator turns developer pages on', async () => {
      const db = harness.database.db;
      await db.insert(systemSettings).values({
        key: 'developer.pagesEnabled',
        value: 'true',
        category: 'developer',
        dataType: 'boolean',
        label: 'Developer pages',
      });
      // Written past the settings service (which would notify every instance): empty its cache by hand.
      harness.app.services.settings.invalidate();
      try {
        const created = await harness.app.inject({ method: 'POST', url: '/api/dev-session', payload: {} });
        expect(created.statusCode).toBe(201);
        expect(created.json().role).toBe('user');
      } finally {
        await db.delete(systemSettings).where(eq(systemSettings.key, 'developer.pagesEnabled'));
        harness.app.services.settings.invalidate();
      }
    });
  });
});
