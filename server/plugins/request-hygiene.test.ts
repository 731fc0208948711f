import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchEvents } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser } from '../test/factories';

const kinds = await databaseKinds();

describe.each(kinds)('request hygiene on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  describe('a NUL character in any string input', () => {
    it.each([
      [
        'a body field',
        'POST',
        '/api/analytics/search',
        { searchTerm: 'love\u0000', resultCount: 1, searchType: 'simple' },
        'searchTerm must not contain a NUL character (\\u0000)',
      ],
      [
        'a field inside a list',
        'POST',
        '/api/reference-lookup/batch',
        { references: ['Genesis 1:1', 'Genesis\u0000 1:2'] },
        'references.1 must not contain a NUL character (\\u0000)',
      ],
      [
        'a nested field',
        'POST',
        '/api/dev-session',
        { clientInfo: { userAgent: 'agent\u0000' } },
        'clientInfo.userAgent must not contain a NUL character (\\u0000)',
      ],
      [
        'a field name',
        'POST',
        '/api/analytics/search',
        { searchTerm: 'love', resultCount: 1, searchType: 'simple', 'x\u0000': 1 },
        'x\\u0000 must not contain a NUL character (\\u0000)',
      ],
      [
        'a query field',
        'GET',
        '/api/search-strongs?q=love%00',
        undefined,
        'q must not contain a NUL character (\\u0000)',
      ],
      [
        'a path parameter',
        'GET',
        '/api/bible/kjv/Gen%00/1',
        undefined,
        'book must not contain a NUL character (\\u0000)',
      ],
    ] as const)('answers 400 naming %s', async (_case, method, url, payload, message) => {
      const response = await harness.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('stores nothing for a refused body', async () => {
      const before = await harness.database.db.$count(searchEvents);
      await harness.app.inject({
        method: 'POST',
        url: '/api/analytics/search',
        payload: { searchTerm: 'a\u0000b', resultCount: 1, searchType: 'simple' },
      });
      const after = await harness.database.db.$count(searchEvents);
      expect(after).toBe(before);
    });

    it('reads a deeply nested body without overflowing the stack', async () => {
      // Within the devotional's saved day's bound (96 KB), sent by a signed-in reader (the reader areas check the
      // session before the body, decision 283), the parser checks it; 40,000 levels overflow any recursive walk.
      const { cookie } = await buildUser(harness.app);
      const depth = 40_000;
      const payload = `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/devotional/save-notes',
        headers: { 'content-type': 'application/json', cookie },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^0\.0\.0\..*…/);
    });
  });

  describe('the JSON text is read for the escape, not walked', () => {
    const analytics = (searchTerm: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/analytics/search',
        headers: { 'content-type': 'application/json' },
        payload: `{"searchTerm": "${searchTerm}", "resultCount": 1, "searchType": "simple"}`,
      });

    it.each([
      ['an escaped backslash before "u0000"', String.raw`love\\u0000`, String.raw`love\u0000`],
      ['three escaped backslashes before "u0000"', String.raw`a\\\\\\u0000`, String.raw`a\\\u0000`],
    ])('keeps %s, which is no NUL', async (_case, raw, stored) => {
      const response = await analytics(raw);
      expect(response.statusCode).toBe(201);
      const rows = await harness.database.db.select().from(searchEvents);
      expect(rows.map((row) => row.searchTerm)).toContain(stored);
    });

    it('refuses the escape after an escaped backslash, naming the field', async () => {
      const response = await analytics(String.raw`a\\\u0000`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'searchTerm must not contain a NUL character (\\u0000)' });
    });

    it('still walks a body no JSON parser read: a form field decoded from %00', async () => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/unsubscribe?token=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One%00Click',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'List-Unsubscribe must not contain a NUL character (\\u0000)',
      });
    });
  });

  describe('integer inputs are bounded', () => {
    it('answers 400 for a result count past its bound instead of failing in the database', async () => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/analytics/search',
        payload: { searchTerm: 'love', resultCount: 2 ** 40, searchType: 'simple' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'resultCount must be at most 10000000' });
    });

    it('answers 400 for a test-session timestamp that is no time', async () => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/dev-session',
        payload: { timestamp: 1e300 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'timestamp must be milliseconds since 1970 or a date text of at most 64 characters',
      });
    });
  });
});
