import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerTimelineEventsResponse, readerTimelineEventSchema } from '../../core/api/timeline';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, type SignedInUser } from '../test/factories';

const kinds = await databaseKinds();

const baptism = {
  title: 'My baptism',
  date: 'AD 2001',
  category: 'church',
  description: 'In the river behind the chapel.',
  location: 'Jordan Creek',
  keyFigures: ['Pastor Lee'],
  scripture: ['Acts 2:38', 'Romans 6:3-4'],
};

describe.each(kinds)("a reader's own timeline events on %s", (kind) => {
  let harness: TestApp;
  let reader: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    reader = await buildUser(harness.app);
    other = await buildUser(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('needs a session for every call (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/timeline/my-events'],
      ['POST', '/api/timeline/my-events'],
      ['PUT', '/api/timeline/my-events/1'],
      ['DELETE', '/api/timeline/my-events/1'],
    ] as const) {
      const response = await injectAs(
        harness.app,
        method,
        url,
        undefined,
        method === 'GET' || method === 'DELETE' ? undefined : baptism,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each([
    [{ title: '' }, 'title is required'],
    [{ date: 'long ago' }, 'date must contain a year, for example "c. 1446 BC" or "AD 30"'],
    [{ category: 'space' }, /^category must be one of /],
    [
      { scripture: ['Acts 2:38', 'Hezekiah 4:2'] },
      /^scripture: "Hezekiah 4:2" is not a reference we can read/,
    ],
  ])('refuses %j with 400 naming the field', async (change, message) => {
    const response = await injectAs(harness.app, 'POST', '/api/timeline/my-events', reader.cookie, {
      ...baptism,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });

  it('adds, lists by year, changes and deletes an event; another reader sees and touches none of it', async () => {
    const created = await injectAs(harness.app, 'POST', '/api/timeline/my-events', reader.cookie, baptism);
    expect(created.statusCode).toBe(200);
    const event = readerTimelineEventSchema.parse(created.json());
    expect(event).toMatchObject({
      mine: true,
      title: 'My baptism',
      year: 2001,
      era: 'Your events',
      location: 'Jordan Creek',
      keyFigures: [{ name: 'Pastor Lee' }],
      scripture: ['Acts 2:38', 'Romans 6:3-4'],
    });
    expect(created.headers['cache-control']).toBe('no-store');
    const id = Number(event.id.replace('mine-', ''));
    await injectAs(harness.app, 'POST', '/api/timeline/my-events', reader.cookie, {
      ...baptism,
      title: 'The exodus, as I picture it',
      date: 'c. 1446 BC',
      category: 'exodus',
    });

    const list = await injectAs(harness.app, 'GET', '/api/timeline/my-events', reader.cookie);
    const { events } = readerTimelineEventsResponse.parse(list.json());
    expect(events.map((e) => e.year)).toEqual([-1446, 2001]);

    // The other reader: an empty list, and 404 (not 403) for the first reader's id, which changes nothing.
    const theirs = await injectAs(harness.app, 'GET', '/api/timeline/my-events', other.cookie);
    expect(theirs.json()).toEqual({ events: [] });
    const url = `/api/timeline/my-events/${id}`;
    const foreignPut = await injectAs(harness.app, 'PUT', url, other.cookie, {
      ...baptism,
      title: 'Mine now',
    });
    expect(foreignPut.statusCode).toBe(404);
    expect(foreignPut.json()).toEqual({ message: 'No such event of yours' });
    expect((await injectAs(harness.app, 'DELETE', url, other.cookie)).statusCode).toBe(404);

    const changed = await injectAs(harness.app, 'PUT', url, reader.cookie, {
      ...baptism,
      title: 'My baptism (again)',
      location: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'My baptism (again)' });
    expect(changed.json()).not.toHaveProperty('location');

    expect((await injectAs(harness.app, 'DELETE', url, reader.cookie)).json()).toEqual({
      message: 'Event deleted',
    });
    expect((await injectAs(harness.app, 'DELETE', url, reader.cookie)).statusCode).toBe(404);
  });

  it('answers the events that cite a chapter, for the reader', async () => {
    const response = await injectAs(harness.app, 'GET', '/api/timeline/chapter/2/14');
    expect(response.statusCode).toBe(200);
    const titles = response.json<{ events: { title: string }[] }>().events.map((e) => e.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toContain('Crossing the sea');
    expect((await injectAs(harness.app, 'GET', '/api/timeline/chapter/2/40')).statusCode).toBe(200);
    expect((await injectAs(harness.app, 'GET', '/api/timeline/chapter/0/1')).statusCode).toBe(400);
  });
});
