import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION } from '../../web/app/head';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser } from '../test/factories';

const kinds = await databaseKinds();

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Shell" /><title>Shell</title></head>' +
  '<body><div id="root"></div></body></html>';

/** The web app's own server entry (web/entry-server.tsx), as `npm run build` builds it into dist/ssr. */
const REAL_ENTRY = `export { render } from ${JSON.stringify(
  path.resolve(import.meta.dirname, '../../web/entry-server.tsx'),
)};`;

/** The five pages of issue 35 item 6, each with content that only its own screen renders. */
const PAGES = [
  {
    url: '/timeline',
    title: 'Timeline',
    content: ['Interactive Timeline of Biblical Events', 'Timeline View'],
  },
  { url: '/devotional', title: 'Devotional', content: ['Daily Devotional Builder', 'Today&#x27;s Devotion'] },
  { url: '/curriculum', title: 'Curriculum', content: ['Curriculum Dashboard', 'Quick Access'] },
  {
    url: '/support',
    title: 'Support',
    content: ['Support This Ministry', 'Online giving is not set up yet'],
  },
  { url: '/account', title: 'Account', content: ['Your account', 'An account keeps your notes'] },
] as const;

function rootOf(html: string): string {
  return /<div id="root">([\s\S]*?)<\/div>\s*<script id="server-state"/.exec(html)?.[1] ?? '';
}

describe.each(kinds)('the public pages rendered on the server (decision 266) on %s', (kind) => {
  let harness: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'oc-public-pages-'));
    mkdirSync(path.join(root, 'web'));
    mkdirSync(path.join(root, 'ssr'));
    writeFileSync(path.join(root, 'web', 'index.html'), TEMPLATE);
    writeFileSync(path.join(root, 'ssr', 'entry-server.js'), REAL_ENTRY);
    harness = await createTestApp(kind, {}, { webRoot: path.join(root, 'web') });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(root, { recursive: true, force: true });
  });

  for (const page of PAGES) {
    it(`${page.url} arrives with its content, its own title and its own description`, async () => {
      const response = await harness.app.inject({ method: 'GET', url: page.url });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(`<title>${page.title} | OpenConcordance</title>`);
      const description = /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1];
      expect(description).toBeTruthy();
      expect(description).not.toBe(DEFAULT_DESCRIPTION.replace(/'/g, '&#39;'));
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      const markup = rootOf(html);
      for (const text of page.content) expect(markup).toContain(text);
    });
  }

  it('renders the timeline’s events, filtered as its address asks', async () => {
    const all = rootOf((await harness.app.inject({ method: 'GET', url: '/timeline' })).body);
    const events = (markup: string) => markup.match(/data-event-id=/g)?.length ?? 0;
    expect(events(all)).toBeGreaterThan(10);
    const filtered = rootOf(
      (await harness.app.inject({ method: 'GET', url: '/timeline?category=patriarchs' })).body,
    );
    expect(events(filtered)).toBeGreaterThan(0);
    expect(events(filtered)).toBeLessThan(events(all));
  });

  it('renders every page as a visitor even for a signed-in reader: nothing of theirs, no offer to sign in', async () => {
    const reader = await buildUser(harness.app);
    for (const page of PAGES) {
      const response = await harness.app.inject({
        method: 'GET',
        url: page.url,
        headers: { cookie: reader.cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(reader.username);
    }
    for (const url of ['/account', '/devotional', '/curriculum']) {
      const markup = rootOf((await harness.app.inject({ method: 'GET', url })).body);
      expect(markup.includes('Checking your session…'), url).toBe(true);
    }
    for (const page of PAGES) {
      const markup = rootOf((await harness.app.inject({ method: 'GET', url: page.url })).body);
      const offer = /Sign in to|Start this plan today|Create an account/.exec(markup)?.[0];
      expect(offer, page.url).toBeUndefined();
    }
  });
});
