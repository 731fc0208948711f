import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botErrors } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { loggableUrl } from './loggable-url';

describe('loggableUrl', () => {
  it.each([
    ['/api/account/confirm-email?token=abc.def', '/api/account/confirm-email?token=…'],
    ['/unsubscribe?token=abc.def&x=1', '/unsubscribe?token=…&x=1'],
    ['/unsubscribe?x=1&TOKEN=abc#top', '/unsubscribe?x=1&TOKEN=…#top'],
    ['/api/devotional/calendar/Abc_123-xyz0123456.ics', '/api/devotional/calendar/…'],
    ['/api/devotional/calendar/Abc_123-xyz0123456.ics?x=1', '/api/devotional/calendar/…?x=1'],
    ['/api/search-strongs?q=token', '/api/search-strongs?q=token'],
    ['/bible/John/3', '/bible/John/3'],
  ])('writes %s as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});

const kinds = await databaseKinds();

describe.each(kinds)('secrets in URLs on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("keeps no calendar's secret in the ADMIN BOT's list of missing addresses", async () => {
    const secret = 'Zq9secretCalendarToken42';
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/devotional/calendar/${secret}.ics`,
    });
    expect(response.statusCode).toBe(404);
    await harness.app.services.bot.errorCounter.flush();
    const rows = await harness.database.db.select().from(botErrors);
    expect(rows.map((row) => row.url)).toContain('/api/devotional/calendar/…');
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});
