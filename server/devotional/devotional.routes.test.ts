import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRAYERS } from '../../content/devotional/prayers';
import {
  dailyReadingResponse,
  historyResponse,
  plansResponse,
  preferencesSchema,
  saveNotesResponse,
} from '../../core/api/devotional';
import { buildPlan, segmentReferences } from '../../core/devotional/plans';
import { DEVOTIONAL_TOPICS } from '../../core/devotional/topics';
import { readerFixtureSources } from '../test/fixtures/reader';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, type SignedInUser } from '../test/factories';
import { appImporter } from '../test/app-importer';

const kinds = await databaseKinds();

const preferences = {
  readingPlan: 'gospels',
  topics: ['Hope', 'Peace'],
  reminderTime: '07:30',
  emailReminders: true,
  favoriteTranslation: 'KJV',
  timeZone: 'Europe/Paris',
};

async function importFixtures(app: FastifyInstance): Promise<void> {
  const importer = appImporter(app);
  for (const source of readerFixtureSources()) await importer.importSource(source);
}

describe.each(kinds)('the daily devotional on %s', (kind) => {
  let harness: TestApp;
  let reader: SignedInUser;
  let other: SignedInUser;
  // 10:00 UTC on 10 March 2026: 11:00 in Paris.
  let clock = new Date('2026-03-10T10:00:00Z');

  beforeAll(async () => {
    harness = await createTestApp(kind, {}, { now: () => clock });
    await importFixtures(harness.app);
    reader = await buildUser(harness.app);
    other = await buildUser(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = (url: string, who?: SignedInUser) => injectAs(harness.app, 'GET', url, who?.cookie);
  const post = (url: string, body: object, who?: SignedInUser) =>
    injectAs(harness.app, 'POST', url, who?.cookie, body);

  it('gives anonymous readers the oneyear plan counted from 1 January, with Matthew Henry and a prayer', async () => {
    const response = await get('/api/devotional/daily-reading?planType=oneyear&date=2026-01-01');
    expect(response.statusCode).toBe(200);
    const reading = dailyReadingResponse.parse(response.json());
    expect(reading.day).toBe(1);
    expect(reading.totalDays).toBe(365);
    expect(reading.scripture).toBe('Genesis 1-3');
    expect(reading.references).toEqual(['Genesis 1-3']);
    expect(reading.category).toBe('Law');
    expect(reading.title).toBe('God creates heaven and earth');
    // The passage is the installed KJV's own text (the fixture's made-up verses).
    expect(reading.translation).toMatchObject({ requested: 'KJV', used: 'kjv', note: null });
    expect(reading.passage).toContain('And on the seventh day the work was ended');
    expect(reading.reflectionSource).toMatchObject({
      module: 'mhcc',
      name: "Matthew Henry's Concise Commentary",
      heading: 'Genesis 1:1-2',
      url: '/devotional/commentary?module=mhcc&book=Gen&chapter=1&verse=1',
    });
    expect(reading.reflection).toMatch(
      /^The first verse of the Bible gives us a satisfying and useful account/,
    );
    expect(reading.reflection.length).toBeLessThanOrEqual(902);
    expect(reading.psalmReflection).toBeNull();
    expect(PRAYERS[reading.prayerTopic]).toContain(reading.prayer);
    expect(['Faith', 'Prayer', 'Love']).toContain(reading.prayerTopic);
    expect(reading.progress).toBeNull();
    // Today (10 March) is day 69 of the year.
    const today = dailyReadingResponse.parse((await get('/api/devotional/daily-reading')).json());
    expect(today.day).toBe(69);
    expect(today.scripture).toBe(segmentReferences(buildPlan('oneyear')!.days[68]!.segments).join('; '));
  });

  it("brings in Spurgeon for the Psalms and a Nave's verse on the day's topic", async () => {
    const reading = dailyReadingResponse.parse(
      (await get('/api/devotional/daily-reading?planType=psalms&date=2026-01-01')).json(),
    );
    expect(reading.references[0]).toMatch(/^Psalms 1/);
    expect(reading.psalmReflection).toMatchObject({
      name: "C. H. Spurgeon's Treasury of David",
      heading: 'Psalm 1',
    });
    expect(reading.psalmReflection!.text.length).toBeGreaterThan(100);
    // The fixture KJV has few verses; a topic verse appears only when its text is installed.
    if (reading.topicVerse) expect(reading.topicVerse.source).toBe("Nave's Topical Bible");
  });

  it('shows a licensed translation that is not installed as such, and reads the KJV with a note', async () => {
    const saved = await post(
      '/api/devotional/preferences',
      { ...preferences, favoriteTranslation: 'NIV' },
      other,
    );
    expect(saved.statusCode).toBe(200);
    const reading = dailyReadingResponse.parse((await get('/api/devotional/daily-reading', other)).json());
    expect(reading.translation).toMatchObject({ requested: 'NIV', used: 'kjv' });
    expect(reading.translation.note).toBe(
      'The New International Version (NIV) is not installed on this site; the reading is shown in the King James Version.',
    );
    const plans = plansResponse.parse((await get('/api/devotional/plans', other)).json());
    expect(plans.translations.find((t) => t.code === 'NIV')).toMatchObject({ installed: false });
    expect(plans.translations.find((t) => t.code === 'KJV')).toMatchObject({ installed: true });
    expect(plans.topics).toEqual([...DEVOTIONAL_TOPICS]);
    expect(plans.plans.find((p) => p.id === 'gospels')).toMatchObject({ days: 90, today: 1 });
    expect(plans.plans.find((p) => p.id === 'oneyear')).toMatchObject({ days: 365, today: 69 });
  });

  it('answers 401 with requiresAuth for every account call without a session', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/devotional/preferences', undefined],
      ['POST', '/api/devotional/preferences', preferences],
      ['GET', '/api/devotional/history', undefined],
      ['POST', '/api/devotional/save-notes', { date: '2026-03-10' }],
      ['POST', '/api/devotional/calendar', undefined],
      ['DELETE', '/api/devotional/calendar', undefined],
    ] as const) {
      const response = await injectAs(harness.app, method, url, undefined, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Authentication required', requiresAuth: true });
    }
  });

  it('refuses preferences outside the lists with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ readingPlan: 'yearly' }, 'readingPlan'],
      [{ topics: ['Faith', 'Astrology'] }, 'topics'],
      [{ favoriteTranslation: 'MSG' }, 'favoriteTranslation'],
      [{ reminderTime: '8am' }, 'reminderTime'],
      [{ reminderTime: '24:00' }, 'reminderTime'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ readingPlan: 'custom', customBooks: [] }, 'customBooks'],
      [{ readingPlan: 'custom', customBooks: ['Gen', 'Tob'] }, 'customBooks'],
      [{ readingPlan: 'custom', customBooks: ['Gen'], customDays: 0 }, 'customDays'],
    ];
    for (const [change, field] of cases) {
      const response = await post('/api/devotional/preferences', { ...preferences, ...change }, reader);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('saves preferences, starts the chosen plan today and restarts it on request', async () => {
    const defaults = preferencesSchema.parse((await get('/api/devotional/preferences', reader)).json());
    expect(defaults).toMatchObject({
      readingPlan: 'oneyear',
      topics: ['Faith', 'Prayer', 'Love'],
      reminderTime: '08:00',
      emailReminders: true,
      favoriteTranslation: 'KJV',
      saved: false,
    });
    const saved = preferencesSchema.parse(
      (await post('/api/devotional/preferences', preferences, reader)).json(),
    );
    expect(saved).toMatchObject({ ...preferences, planStartDate: '2026-03-10', saved: true });
    expect(saved.topics).toEqual(['Hope', 'Peace']);
    // Two days later the reader is on day 3 of the Gospels.
    clock = new Date('2026-03-12T10:00:00Z');
    const reading = dailyReadingResponse.parse((await get('/api/devotional/daily-reading', reader)).json());
    expect(reading).toMatchObject({ planType: 'gospels', day: 3, totalDays: 90 });
    expect(['Hope', 'Peace']).toContain(reading.prayerTopic);
    expect(reading.progress).toMatchObject({ today: 3, missedDays: [1, 2], streak: 0, readToday: false });
    // Catching up: day 1 on request.
    const dayOne = dailyReadingResponse.parse(
      (await get('/api/devotional/daily-reading?day=1', reader)).json(),
    );
    expect(dayOne.scripture).toMatch(/^Matthew 1/);
    // Saving again keeps the start; restartPlan starts it today.
    expect((await post('/api/devotional/preferences', preferences, reader)).json().planStartDate).toBe(
      '2026-03-10',
    );
    const restarted = await post(
      '/api/devotional/preferences',
      { ...preferences, restartPlan: true },
      reader,
    );
    expect(restarted.json().planStartDate).toBe('2026-03-12');
    // The other reader's preferences are their own.
    expect((await get('/api/devotional/preferences', other)).json().favoriteTranslation).toBe('NIV');
  });

  it('saves notes: fireworks on the first of a day, a streak over consecutive days, history searchable', async () => {
    const notes = (date: string, personalNotes: string, scripture = `John ${Number(date.slice(8))}`) => ({
      date,
      title: 'A title',
      scripture,
      reflection: 'The reflection',
      prayer: 'Amen.',
      category: 'Gospels',
      personalNotes,
    });
    clock = new Date('2026-03-12T10:00:00Z');
    const first = saveNotesResponse.parse(
      (await post('/api/devotional/save-notes', notes('2026-03-10', 'day one'), reader)).json(),
    );
    expect(first).toMatchObject({ message: 'Your notes were saved!', showFireworks: true });
    const second = saveNotesResponse.parse(
      (await post('/api/devotional/save-notes', notes('2026-03-11', 'day two'), reader)).json(),
    );
    expect(second.streak).toBe(2);
    const third = saveNotesResponse.parse(
      (await post('/api/devotional/save-notes', notes('2026-03-12', 'shepherd'), reader)).json(),
    );
    expect(third).toMatchObject({ showFireworks: true, streak: 3, milestone: 3 });
    // The same day again: saved, no fireworks.
    const again = saveNotesResponse.parse(
      (await post('/api/devotional/save-notes', notes('2026-03-12', 'shepherd, again'), reader)).json(),
    );
    expect(again).toMatchObject({ showFireworks: false, streak: 3, milestone: null });
    const history = historyResponse.parse((await get('/api/devotional/history', reader)).json());
    expect(history).toMatchObject({ streak: 3, longestStreak: 3, daysRead: 3 });
    expect(history.items.map((item) => item.personalNotes)).toEqual([
      'shepherd, again',
      'day two',
      'day one',
    ]);
    const found = historyResponse.parse((await get('/api/devotional/history?q=SHEPHERD', reader)).json());
    expect(found.items).toHaveLength(1);
    expect((await get('/api/devotional/history?q=100%25', reader)).json().items).toEqual([]);
    // Another reader sees none of it.
    expect(historyResponse.parse((await get('/api/devotional/history', other)).json()).items).toEqual([]);
    // Notes over 10,000 characters, and future days, are refused.
    const long = await post('/api/devotional/save-notes', notes('2026-03-12', 'x'.repeat(10_001)), reader);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('personalNotes');
    expect((await post('/api/devotional/save-notes', notes('2026-04-01', 'later'), reader)).statusCode).toBe(
      400,
    );
    // The reader's data download carries their devotional rows, without the calendar secret.
    const exported = (await get('/api/account/export', reader)).json();
    expect(
      exported.devotional.entries.map((entry: { personalNotes: string }) => entry.personalNotes),
    ).toEqual(['day one', 'day two', 'shepherd, again']);
    expect(exported.devotional.preferences).toMatchObject({ readingPlan: 'gospels', hasCalendarFeed: false });
    expect(exported.devotional.preferences).not.toHaveProperty('calendarToken');
    // The reading now shows the streak and that today is read.
    const reading = dailyReadingResponse.parse((await get('/api/devotional/daily-reading', reader)).json());
    expect(reading.progress).toMatchObject({ streak: 3, readToday: true });
  });

  it('serves a secret, revocable iCalendar feed of the reader’s plan', async () => {
    const created = await post('/api/devotional/calendar', {}, reader);
    const { url } = created.json() as { url: string };
    expect(url).toMatch(/\/api\/devotional\/calendar\/[\w-]{32}\.ics$/);
    const path = new URL(url, 'http://localhost').pathname;
    const feed = await get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20260312');
    expect(feed.body).toContain('SUMMARY:Matthew 1');
    expect(feed.body.match(/BEGIN:VEVENT/g)!.length).toBe(61);
    expect((await get('/api/devotional/preferences', reader)).json().calendarUrl).toBe(url);
    // A new URL replaces the old; revoking ends it.
    const renewed = (await post('/api/devotional/calendar', {}, reader)).json() as { url: string };
    expect((await get(path)).statusCode).toBe(404);
    await injectAs(harness.app, 'DELETE', '/api/devotional/calendar', reader.cookie);
    expect((await get(new URL(renewed.url, 'http://localhost').pathname)).statusCode).toBe(404);
  });

  it('shows the whole comment behind a reflection', async () => {
    const response = await get('/api/devotional/commentary?module=mhcc&book=John&chapter=3&verse=12');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      heading: 'John 3:1-8',
      name: "Matthew Henry's Concise Commentary",
    });
    expect(response.json().paragraphs.join(' ').length).toBeGreaterThan(5000);
  });

  it('follows a new reader through a week: the plan advances, the streak grows, a missed day can be caught up', async () => {
    // The accounts share the clock: the reader signs up on the first day (readers' sessions idle out after 7 days).
    clock = new Date('2026-06-01T08:00:00Z');
    const walker = await buildUser(harness.app);
    await post(
      '/api/devotional/preferences',
      { ...preferences, readingPlan: 'torah', timeZone: 'UTC' },
      walker,
    );
    const seen: string[] = [];
    const fireworks: (number | null)[] = [];
    for (let day = 1; day <= 7; day++) {
      clock = new Date(Date.UTC(2026, 5, day, 8));
      const reading = dailyReadingResponse.parse((await get('/api/devotional/daily-reading', walker)).json());
      expect(reading).toMatchObject({ planType: 'torah', day, totalDays: 90 });
      // Day 5 is left unread: from day 6 the streak starts again and day 5 waits to be caught up.
      expect(reading.progress).toMatchObject({
        streak: [0, 1, 2, 3, 4, 0, 1][day - 1],
        readToday: false,
        missedDays: day > 5 ? [5] : [],
      });
      seen.push(reading.scripture);
      if (day === 5) continue; // a busy day: nothing read
      const saved = saveNotesResponse.parse(
        (
          await post(
            '/api/devotional/save-notes',
            { ...reading, personalNotes: `day ${day}`, passage: reading.passage.slice(0, 1000) },
            walker,
          )
        ).json(),
      );
      expect(saved.showFireworks).toBe(true);
      fireworks.push(saved.milestone);
    }
    // Every day brought the next part of the Torah, Genesis first.
    expect(new Set(seen).size).toBe(7);
    expect(seen[0]).toMatch(/^Genesis 1/);
    expect(fireworks).toEqual([null, null, 3, null, null, null]);
    clock = new Date(Date.UTC(2026, 5, 8, 8));
    const eighth = dailyReadingResponse.parse((await get('/api/devotional/daily-reading', walker)).json());
    // Day 5 was missed: it is offered to catch up; the streak counts days 6 and 7.
    expect(eighth.progress).toMatchObject({ today: 8, missedDays: [5], streak: 2 });
    const caughtUp = dailyReadingResponse.parse(
      (await get('/api/devotional/daily-reading?day=5', walker)).json(),
    );
    expect(caughtUp.scripture).toBe(seen[4]);
    await post(
      '/api/devotional/save-notes',
      { ...caughtUp, personalNotes: 'caught up', passage: '' },
      walker,
    );
    const after = dailyReadingResponse.parse((await get('/api/devotional/daily-reading', walker)).json());
    expect(after.progress).toMatchObject({ missedDays: [], readToday: true, streak: 3 });
    const history = historyResponse.parse((await get('/api/devotional/history', walker)).json());
    expect(history).toMatchObject({ daysRead: 7, longestStreak: 4, streak: 3 });
  });
});
