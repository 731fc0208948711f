import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineEventsResponse } from '../../core/api/timeline';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

describe.each(kinds)('GET /api/timeline/events on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers every event, sorted by year, in the answer shape', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/timeline/events' });
    expect(response.statusCode).toBe(200);
    const events = timelineEventsResponse.parse(response.json());
    expect(events.length).toBeGreaterThanOrEqual(150);
    const years = events.map((e) => e.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(events[0]).toMatchObject({ category: 'creation', title: 'God creates the heavens and the earth' });
    expect(events.find((e) => e.id === 'exile-writing-wall')?.places).toEqual([
      { name: 'Babylon', strongs: 'H894' },
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^".+"$/);
  });

  it('answers one category', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/timeline/events?category=jesus' });
    expect(response.statusCode).toBe(200);
    const events = timelineEventsResponse.parse(response.json());
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(['jesus']));
  });

  it('answers 304 when the reader already has the answer', async () => {
    const first = await harness.app.inject({ method: 'GET', url: '/api/timeline/events?category=exile' });
    const again = await harness.app.inject({
      method: 'GET',
      url: '/api/timeline/events?category=exile',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 400 naming the unknown category', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/timeline/events?category=dinosaurs',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Unknown category: use one of creation, patriarchs/);
  });
});
