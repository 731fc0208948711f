import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertisementSchema,
  contentBoxSchema,
  customPageSchema,
  placementsResponse,
} from '../../core/api/site-content';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, type SignedInUser, injectAs, type TestMethod } from '../test/factories';

const kinds = await databaseKinds();

describe.each(kinds)('Advertisements, content boxes and custom pages on %s', (kind) => {
  let harness: TestApp;
  let admin: SignedInUser;
  let reader: SignedInUser;
  /** The ad counters' clock, moved by the test of their window. */
  let clock = Date.parse('2026-11-28T00:00:00Z');

  beforeAll(async () => {
    harness = await createTestApp(kind, {}, { siteContent: { now: () => clock } });
    admin = await buildUser(harness.app, { role: 'admin' });
    reader = await buildUser(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const call = (method: TestMethod, url: string, cookie?: string, payload?: object) =>
    injectAs(harness.app, method, url, cookie, payload);

  const cases = [
    {
      path: '/api/admin/ads',
      valid: {
        title: 'Lamp oil',
        content: '<p>Buy <b>oil</b></p>',
        position: 'sidebar',
        linkUrl: 'https://example.com/oil',
      },
      schema: advertisementSchema,
      missing: [
        [{ content: 'x', position: 'sidebar' }, 'Title is required'],
        [{ title: 't', position: 'sidebar' }, 'Content is required'],
        [{ title: 't', content: 'x' }, 'Position is required'],
        [
          { title: 't', content: 'x', position: 'sidebar', linkUrl: 'javascript:alert(1)' },
          'Link URL must be an http:// or https:// address',
        ],
      ],
    },
    {
      path: '/api/admin/content-boxes',
      valid: { title: 'Welcome', content: '<p>Read John 3:16</p>', position: 'homepage' },
      schema: contentBoxSchema,
      missing: [
        [{ content: 'x', position: 'homepage' }, 'Title is required'],
        [{ title: 't', content: '<script>x</script>', position: 'homepage' }, 'Content is required'],
        [{ title: 't', content: 'x' }, 'Position is required'],
      ],
    },
    {
      path: '/api/admin/pages',
      valid: { title: 'Our story', slug: 'our-story', content: '<p>Since 1611</p>' },
      schema: customPageSchema,
      missing: [
        [{ slug: 's', content: 'x' }, 'Title is required'],
        [{ title: 't', slug: 's' }, 'Content is required'],
        [{ title: 't', content: 'x' }, 'Slug is required'],
        [
          { title: 't', content: 'x', slug: 'Bad Slug' },
          'Slug must be 1-80 lower-case letters, digits or hyphens',
        ],
      ],
    },
  ] as const;

  for (const c of cases) {
    it(`${c.path}: 401, 400 naming the field, 403, then list, create, update, toggle, delete and 404`, async () => {
      expect((await call('POST', c.path, undefined, c.valid)).statusCode).toBe(401);
      for (const [payload, message] of c.missing) {
        const response = await call('POST', c.path, admin.cookie, payload);
        expect(response.statusCode, message).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      expect((await call('POST', c.path, reader.cookie, c.valid)).statusCode).toBe(403);
      expect((await call('GET', c.path, reader.cookie)).statusCode).toBe(403);

      const created = await call('POST', c.path, admin.cookie, {
        ...c.valid,
        content: `${c.valid.content}<script>alert(1)</script><img src=x onerror=alert(1)>`,
      });
      expect(created.statusCode).toBe(200);
      const item = c.schema.parse(created.json());
      expect(item.active).toBe(true);
      expect(item.content).not.toMatch(/script|onerror/);

      const list = await call('GET', c.path, admin.cookie);
      expect(list.statusCode).toBe(200);
      expect(JSON.stringify(list.json())).toContain(c.valid.title);

      const updated = await call('PUT', `${c.path}/${item.id}`, admin.cookie, {
        ...c.valid,
        title: 'Renamed',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().title).toBe('Renamed');

      const off = await call('POST', `${c.path}/${item.id}/active`, admin.cookie, { active: false });
      expect(off.json().active).toBe(false);

      expect(
        (await call('PUT', `${c.path}/999999`, admin.cookie, { ...c.valid, slug: 'no-such-page' }))
          .statusCode,
      ).toBe(404);
      expect((await call('POST', `${c.path}/999999/active`, admin.cookie, { active: true })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `${c.path}/${item.id}`, admin.cookie)).statusCode).toBe(200);
      expect((await call('DELETE', `${c.path}/${item.id}`, admin.cookie)).statusCode).toBe(404);
    });
  }

  it('refuses a taken slug (409) and a reserved one (400), serves only published pages', async () => {
    const page = { title: 'Visit', slug: 'visit-us', content: '<p>See Gen 1:1-3</p>' };
    const first = await call('POST', '/api/admin/pages', admin.cookie, page);
    expect(first.statusCode).toBe(200);
    const again = await call('POST', '/api/admin/pages', admin.cookie, page);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A page with the slug visit-us already exists' });
    const reserved = await call('POST', '/api/admin/pages', admin.cookie, { ...page, slug: 'admin' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().message).toMatch(/^Slug admin is taken by the site; reserved: .*search/);

    const shown = await call('GET', '/api/pages/visit-us');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      title: 'Visit',
      slug: 'visit-us',
      html: '<p>See <a href="/bible/Gen/1/1" rel="noopener noreferrer">Gen 1:1-3</a></p>',
    });
    expect((await call('GET', '/api/pages')).json().pages).toContainEqual({
      title: 'Visit',
      slug: 'visit-us',
    });
    await call('POST', `/api/admin/pages/${first.json().id}/active`, admin.cookie, { active: false });
    expect((await call('GET', '/api/pages/visit-us')).statusCode).toBe(404);
    expect((await call('GET', '/api/pages')).json().pages).not.toContainEqual({
      title: 'Visit',
      slug: 'visit-us',
    });
    expect((await call('GET', '/api/pages/nope')).statusCode).toBe(404);
  });

  it('places active ads and boxes by position, counts impressions and clicks, redirects', async () => {
    const ad = (
      await call('POST', '/api/admin/ads', admin.cookie, {
        title: 'Candles',
        content: '<p>Candles</p>',
        position: 'footer',
        linkUrl: 'https://example.org/candles',
      })
    ).json();
    await call('POST', '/api/admin/content-boxes', admin.cookie, {
      title: 'Box',
      content: 'Hi',
      position: 'about',
    });
    const placements = await call('GET', '/api/site/placements');
    expect(placements.statusCode).toBe(200);
    expect(placements.headers['cache-control']).toBe('no-store');
    const body = placementsResponse.parse(placements.json());
    expect(body.ads.footer).toContainEqual({
      id: ad.id,
      title: 'Candles',
      html: '<p>Candles</p>',
      href: `/go/ad/${ad.id}`,
    });
    expect(body.boxes.about?.[0]?.title).toBe('Box');

    const click = await call('GET', `/go/ad/${ad.id}`);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://example.org/candles');
    expect((await call('GET', '/go/ad/999999')).statusCode).toBe(404);

    const listed = (await call('GET', '/api/admin/ads', admin.cookie))
      .json()
      .ads.find((a: { id: number }) => a.id === ad.id);
    expect(listed).toMatchObject({ impressions: 1, clicks: 1 });
  });

  it('counts an ad seen or clicked by one address once in 30 minutes, however often it asks', async () => {
    const ad = (
      await call('POST', '/api/admin/ads', admin.cookie, {
        title: 'Lamps',
        content: '<p>Lamps</p>',
        position: 'header',
        linkUrl: 'https://example.org/lamps',
      })
    ).json();
    const counts = async () => {
      const listed = (await call('GET', '/api/admin/ads', admin.cookie))
        .json()
        .ads.find((row: { id: number }) => row.id === ad.id);
      return { impressions: listed.impressions, clicks: listed.clicks };
    };
    const from = (remoteAddress: string, url: string) =>
      harness.app.inject({ method: 'GET', url, remoteAddress });
    for (let i = 0; i < 5; i += 1) {
      expect((await from('198.51.100.7', '/api/site/placements')).statusCode).toBe(200);
      const click = await from('198.51.100.7', `/go/ad/${ad.id}`);
      // Every click still leads to the ad.
      expect(click.statusCode).toBe(302);
      expect(click.headers.location).toBe('https://example.org/lamps');
    }
    expect(await counts()).toEqual({ impressions: 1, clicks: 1 });

    // Another reader counts; addresses of one IPv6 /64 network are one reader.
    await from('198.51.100.8', '/api/site/placements');
    await from('2001:db8:5:6::1', '/api/site/placements');
    await from('2001:db8:5:6:ffff::2', '/api/site/placements');
    await from('2001:db8:5:6:ffff::2', `/go/ad/${ad.id}`);
    expect(await counts()).toEqual({ impressions: 3, clicks: 2 });

    // Kept pages sent again to the same reader count no more (decision 242's impressions, written later).
    const { siteContent } = harness.app.services;
    siteContent.countImpressionsLater([ad.id], '198.51.100.7');
    siteContent.countImpressionsLater([ad.id], '198.51.100.9');
    siteContent.countImpressionsLater([ad.id], '198.51.100.9');
    await siteContent.flushImpressions();
    expect(await counts()).toEqual({ impressions: 4, clicks: 2 });

    // Half an hour later the first reader counts again.
    clock += 30 * 60_000;
    await from('198.51.100.7', '/api/site/placements');
    await from('198.51.100.7', `/go/ad/${ad.id}`);
    expect(await counts()).toEqual({ impressions: 5, clicks: 3 });
  });
});
