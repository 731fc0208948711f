import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyReadingResponse, historyResponse, plansResponse } from '../../core/api/devotional';
import { buildPlan, segmentReferences } from '../../core/devotional/plans';
import { DEVOTIONAL_ENTRIES_MAX, HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE } from '../../core/devotional/topics';
import { devotionalEntries } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, type SignedInUser } from '../test/factories';
import { HttpCache } from '../test/http-cache';

const kinds = await databaseKinds();

const notes = (change: object = {}) => ({
  date: '2026-03-10',
  title: 'God creates heaven and earth',
  scripture: 'Genesis 1-3',
  reflection: 'The first verse of the Bible',
  prayer: 'Amen.',
  category: 'Law',
  personalNotes: 'Light first.',
  ...change,
});

/** `count` saved readings of a reader, one a day back from 9 March 2026, written directly. */
function entries(userId: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    userId,
    date: new Date(Date.UTC(2026, 2, 9) - index * 86_400_000).toISOString().slice(0, 10),
    category: 'Law',
    title: `Reading ${index}`,
    scripture: 'Genesis 1',
    passage: '',
    reflection: '',
    prayer: 'Amen.',
    personalNotes: `note ${index}`,
  }));
}

describe.each(kinds)('the devotional’s bounds and caching on %s', (kind) => {
  let harness: TestApp;
  let reader: SignedInUser;
  // 10:00 UTC on 10 March 2026: day 69 of the year.
  const clock = new Date('2026-03-10T10:00:00Z');

  beforeAll(async () => {
    harness = await createTestApp(kind, {}, { now: () => clock });
    reader = await buildUser(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = (url: string, who?: SignedInUser) => injectAs(harness.app, 'GET', url, who?.cookie);
  const post = (url: string, body: object, who?: SignedInUser) =>
    injectAs(harness.app, 'POST', url, who?.cookie, body);

  it('refuses a note over 10,000 characters, a key that is not a real reference or day, with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ personalNotes: 'x'.repeat(10_001) }, 'personalNotes'],
      [{ scripture: 'Reading of 2026-03-10' }, 'scripture: "Reading of 2026-03-10" is not a Bible reference'],
      [
        { scripture: 'Genesis 99' },
        'scripture: "Genesis 99" is not a Bible reference (Genesis has 50 chapters)',
      ],
      [{ scripture: 'Genesis 1; 1 Hezekiah 3' }, 'scripture: "1 Hezekiah 3" is not a Bible reference'],
      [{ scripture: 'Genesis 1; '.repeat(100) }, 'scripture'],
      [{ date: '2026-02-30' }, 'date'],
      [{ date: '2026-03-31' }, 'date: a reading cannot be saved for a future day'],
      [{ reflection: 'x'.repeat(2_001) }, 'reflection'],
      [{ prayer: 'x'.repeat(1_001) }, 'prayer'],
    ];
    for (const [change, message] of cases) {
      const response = await post('/api/devotional/save-notes', notes(change), reader);
      expect(response.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const history = historyResponse.parse((await get('/api/devotional/history', reader)).json());
    expect(history.items).toEqual([]);
    // 10,000 characters are kept whole; a passage a client sends is not kept (and a body over the route's
    // bound, 96 KB, is refused before it is read: server/http/body-limits.test.ts).
    const full = await post(
      '/api/devotional/save-notes',
      notes({ personalNotes: 'y'.repeat(10_000), passage: 'p'.repeat(20_000) }),
      reader,
    );
    expect(full.statusCode).toBe(200);
    const [saved] = historyResponse.parse((await get('/api/devotional/history', reader)).json()).items;
    expect(saved).toMatchObject({ scripture: 'Genesis 1-3', date: '2026-03-10' });
    expect(saved!.personalNotes).toHaveLength(10_000);
    expect(saved).not.toHaveProperty('passage');
  });

  it(`keeps at most ${DEVOTIONAL_ENTRIES_MAX.toLocaleString('en-US')} saved readings a reader; saved ones can still change`, async () => {
    const full = await buildUser(harness.app);
    await harness.app.database.db.insert(devotionalEntries).values(entries(full.id, DEVOTIONAL_ENTRIES_MAX));
    const refused = await post('/api/devotional/save-notes', notes(), full);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your history is full: an account keeps at most 3,660 saved readings. Notes of readings already saved can still be changed.',
    );
    // Yesterday's reading, already saved, takes new notes.
    const changed = await post(
      '/api/devotional/save-notes',
      notes({ date: '2026-03-09', scripture: 'Genesis 1', personalNotes: 'changed' }),
      full,
    );
    expect(changed.statusCode).toBe(200);
    const page = historyResponse.parse((await get('/api/devotional/history?limit=1', full)).json());
    expect(page.items[0]).toMatchObject({ date: '2026-03-09', personalNotes: 'changed' });
    expect(page.daysRead).toBe(DEVOTIONAL_ENTRIES_MAX);
    // Another reader is not bound by this one's history.
    expect((await post('/api/devotional/save-notes', notes(), reader)).statusCode).toBe(200);
  });

  it(`pages the history: ${HISTORY_PAGE_SIZE} a page, at most ${HISTORY_PAGE_MAX}, newest first, every reading once`, async () => {
    const keeper = await buildUser(harness.app);
    await harness.app.database.db.insert(devotionalEntries).values(entries(keeper.id, 120));
    const first = historyResponse.parse((await get('/api/devotional/history', keeper)).json());
    expect(first.items).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first).toMatchObject({ daysRead: 120, streak: 120, longestStreak: 120 });
    expect(first.nextCursor).toMatch(/^\d{4}-\d{2}-\d{2}\.\d+$/);

    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const url = `/api/devotional/history?limit=${HISTORY_PAGE_MAX}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = historyResponse.parse((await get(url, keeper)).json());
      expect(page.items.length).toBeLessThanOrEqual(HISTORY_PAGE_MAX);
      seen.push(...page.items.map((item) => item.personalNotes));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, index) => `note ${index}`));
    // A search is paged the same way.
    const found = historyResponse.parse(
      (await get('/api/devotional/history?q=note%201&limit=5', keeper)).json(),
    );
    expect(found.items.map((item) => item.personalNotes)).toEqual([
      'note 1',
      'note 10',
      'note 11',
      'note 12',
      'note 13',
    ]);

    for (const [query, field] of [
      [`limit=${HISTORY_PAGE_MAX + 1}`, 'limit'],
      ['limit=0', 'limit'],
      ['cursor=yesterday', 'cursor'],
    ] as const) {
      const response = await get(`/api/devotional/history?${query}`, keeper);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('never lets a cache give a visitor’s reading to the same browser once signed in', async () => {
    let now = 0;
    const browser = new HttpCache(harness.app, 'private', () => now);
    const proxy = new HttpCache(harness.app, 'shared', () => now);
    const url = '/api/devotional/daily-reading?date=2026-03-10';

    const visitor = await browser.get(url);
    expect(dailyReadingResponse.parse(visitor.json())).toMatchObject({ day: 69, progress: null });
    expect(visitor.headers['cache-control']).toBe('private, max-age=300');
    expect(visitor.headers.vary).toMatch(/\bcookie\b/i);
    // The browser keeps it for the visitor…
    now += 60_000;
    expect((await browser.get(url)).fromCache).toBe(true);

    // …who signs up and starts the one-year plan today.
    const newcomer = await buildUser(harness.app);
    const started = await post(
      '/api/devotional/preferences',
      {
        readingPlan: 'oneyear',
        topics: ['Faith'],
        reminderTime: '08:00',
        emailReminders: false,
        favoriteTranslation: 'KJV',
        restartPlan: true,
      },
      newcomer,
    );
    expect(started.statusCode).toBe(200);
    const signedIn = await browser.get(url, { cookie: newcomer.cookie });
    expect(signedIn.fromCache).toBe(false);
    expect(dailyReadingResponse.parse(signedIn.json())).toMatchObject({ day: 1, progress: { today: 1 } });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.vary).toMatch(/\bcookie\b/i);
    // After a reload within the five minutes: still day 1, and the same for the plans.
    now += 60_000;
    const reloaded = await browser.get(url, { cookie: newcomer.cookie });
    expect(dailyReadingResponse.parse(reloaded.json()).day).toBe(1);
    await browser.get('/api/devotional/plans');
    const plans = await browser.get('/api/devotional/plans', { cookie: newcomer.cookie });
    expect(plans.fromCache).toBe(false);
    expect(plansResponse.parse(plans.json()).plans.find((plan) => plan.id === 'oneyear')?.today).toBe(1);

    // A shared cache (a proxy, a CDN) keeps neither.
    await proxy.get(url);
    expect((await proxy.get(url)).fromCache).toBe(false);
    expect((await proxy.get(url, { cookie: newcomer.cookie })).fromCache).toBe(false);

    // The account's own answers are never kept, errors included.
    for (const path of ['/api/devotional/preferences', '/api/devotional/history', '/api/session']) {
      const answer = await get(path, newcomer);
      expect(answer.headers['cache-control'], path).toMatch(/\bno-store\b/);
      expect(answer.headers.vary, path).toMatch(/\bcookie\b/i);
    }
    // Every reader area's answers are `no-store` (decision 283), a refusal too.
    const refused = await get('/api/devotional/history?limit=0', newcomer);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('counts a plan a visitor started in the browser from that day, and moves it to the account at sign-up', async () => {
    const started = dailyReadingResponse.parse(
      (await get('/api/devotional/daily-reading?date=2026-03-10&start=2026-03-08')).json(),
    );
    const dayThree = segmentReferences(buildPlan('oneyear')!.days[2]!.segments).join('; ');
    expect(started).toMatchObject({ planType: 'oneyear', day: 3, progress: null });
    expect(started.scripture).toBe(dayThree);
    const refused = await get('/api/devotional/daily-reading?date=2026-03-10&start=2026-02-30');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('start');

    const newcomer = await buildUser(harness.app);
    const body = {
      readingPlan: 'oneyear',
      topics: ['Faith'],
      reminderTime: '08:00',
      emailReminders: true,
      favoriteTranslation: 'KJV',
    };
    for (const [planStartDate, message] of [
      ['2026-03-11', 'planStartDate: must be a day of the last three years, not after today'],
      ['2020-01-01', 'planStartDate: must be a day of the last three years, not after today'],
      ['8 March', 'planStartDate'],
    ]) {
      const response = await post('/api/devotional/preferences', { ...body, planStartDate }, newcomer);
      expect(response.statusCode, planStartDate).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const moved = await post(
      '/api/devotional/preferences',
      { ...body, planStartDate: '2026-03-08' },
      newcomer,
    );
    expect(moved.json()).toMatchObject({ planStartDate: '2026-03-08', saved: true });
    const reading = dailyReadingResponse.parse((await get('/api/devotional/daily-reading', newcomer)).json());
    expect(reading).toMatchObject({ day: 3, scripture: dayThree, progress: { today: 3 } });
  });
});
