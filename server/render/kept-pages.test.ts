import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BIBLE_CHANGED_CHANNEL } from '../bible-data/import.repository';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, type SignedInUser } from '../test/factories';
import { KEPT_PAGES } from './page-renderer';

const kinds = await databaseKinds();

const TEMPLATE =
  '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the server build of the web app that numbers its renders and, like the real one, asks for the
 * placements (which count the ads' impressions) and carries them in the page's data.
 */
const COUNTING_ENTRY = `
let renders = 0;
export async function render(url, api) {
  renders += 1;
  const placements = await (await api('/api/site/placements', { method: 'GET' })).json();
  // Slow enough for requests that arrive together to find the render under way.
  await new Promise((resolve) => setTimeout(resolve, 30));
  return {
    html: '<main>render ' + renders + ' of ' + url.replace(/</g, '&lt;') + '</main>',
    state: { mutations: [], queries: [{ queryKey: ['site-content', 'placements'], state: { data: placements } }] },
    head: { title: 'Page', description: 'A page', canonicalPath: url, type: 'website', notFound: false, siteName: 'OC' },
    status: 200,
    errors: url.includes('broken') ? [new Error('a call failed')] : [],
  };
}
`;

describe.each(kinds)('rendered pages kept for the next visitors (decision 242) on %s', (kind) => {
  let harness: TestApp;
  let admin: SignedInUser;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'oc-kept-pages-'));
    mkdirSync(path.join(root, 'web'));
    mkdirSync(path.join(root, 'ssr'));
    writeFileSync(path.join(root, 'web', 'index.html'), TEMPLATE);
    writeFileSync(path.join(root, 'ssr', 'entry-server.js'), COUNTING_ENTRY);
    harness = await createTestApp(kind, {}, { webRoot: path.join(root, 'web') });
    admin = await buildUser(harness.app, { role: 'admin' });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await harness?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async (url: string, remoteAddress?: string) => {
    const response = await harness.app.inject({ method: 'GET', url, remoteAddress });
    expect(response.statusCode).toBe(200);
    return /render (\d+)/.exec(response.body)?.[1];
  };

  it('renders a page once for visitors who ask together and sends it again to the next', async () => {
    const together = await Promise.all([1, 2, 3, 4, 5].map(() => page('/pages/together')));
    expect(new Set(together).size).toBe(1);
    expect(await page('/pages/together')).toBe(together[0]);
    // Another address is another page.
    expect(await page('/pages/other')).not.toBe(together[0]);
  });

  it('renders again once the page is older than the time a page is kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = await page('/pages/aging');
      vi.setSystemTime(Date.now() + KEPT_PAGES.ttlMs - 1_000);
      expect(await page('/pages/aging')).toBe(first);
      vi.setSystemTime(Date.now() + 2_000);
      expect(await page('/pages/aging')).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps its pages through writes that change no page (a flood of logouts emptied them)', async () => {
    const first = await page('/pages/unchanged');
    const logout = await harness.app.inject({ method: 'POST', url: '/api/logout' });
    expect(logout.statusCode).toBe(200);
    const report = await harness.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'A browser error', path: '/about' },
    });
    expect(report.statusCode).toBeLessThan(400);
    expect(await page('/pages/unchanged')).toBe(first);
  });

  it('renders again after an administrator changes a box or a setting, so the change shows at once', async () => {
    const first = await page('/pages/written');
    expect(await page('/pages/written')).toBe(first);
    const created = await injectAs(harness.app, 'POST', '/api/admin/content-boxes', admin.cookie, {
      title: 'Box',
      content: 'Hi',
      position: 'about',
    });
    expect(created.statusCode).toBe(200);
    const second = await page('/pages/written');
    expect(second).not.toBe(first);
    const renamed = await injectAs(harness.app, 'PUT', '/api/system-settings/site.name', admin.cookie, {
      value: 'Renamed',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await page('/pages/written')).not.toBe(second);
  });

  it('renders again once an import of a version is announced, from this instance or another', async () => {
    const first = await page('/pages/imported');
    const followed = new Promise<string>((resolve) => {
      const stop = harness.app.services.indexes.follow((code) => {
        stop();
        resolve(code);
      });
    });
    // What an import's commit announces (ImportRepository), on the database every instance listens to.
    await harness.database.db.execute(sql`select pg_notify(${BIBLE_CHANGED_CHANNEL}, 'none-such')`);
    expect(await followed).toBe('none-such');
    expect(await page('/pages/imported')).not.toBe(first);
  });

  it('does not keep a page whose render a write overtook', async () => {
    const rendering = page('/pages/overtaken');
    // The stand-in's render waits 30 ms after its placements call: the write lands in between.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const created = await injectAs(harness.app, 'POST', '/api/admin/content-boxes', admin.cookie, {
      title: 'Another box',
      content: 'Hello',
      position: 'about',
    });
    expect(created.statusCode).toBe(200);
    const first = await rendering;
    expect(await page('/pages/overtaken')).not.toBe(first);
  });

  it('never keeps a page with a part that could not be rendered', async () => {
    const first = await page('/pages/broken');
    expect(await page('/pages/broken')).not.toBe(first);
  });

  it('counts an impression of each ad for every visitor a kept page is sent to, once per visitor (decision 257)', async () => {
    const ad = (
      await injectAs(harness.app, 'POST', '/api/admin/ads', admin.cookie, {
        title: 'Candles',
        content: '<p>Candles</p>',
        position: 'footer',
        linkUrl: 'https://example.org/candles',
      })
    ).json();
    const impressions = async () =>
      (await injectAs(harness.app, 'GET', '/api/admin/ads', admin.cookie))
        .json()
        .ads.find((listed: { id: number }) => listed.id === ad.id).impressions;
    const rendered = await page('/pages/ads');
    expect(await impressions()).toBe(1);
    expect(await page('/pages/ads', '198.51.100.1')).toBe(rendered);
    expect(await page('/pages/ads', '198.51.100.2')).toBe(rendered);
    // The same visitors again within the half hour: not counted again.
    expect(await page('/pages/ads', '198.51.100.2')).toBe(rendered);
    expect(await page('/pages/ads')).toBe(rendered);
    await harness.app.services.siteContent.flushImpressions();
    expect(await impressions()).toBe(3);
  });
});
