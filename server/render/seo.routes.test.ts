import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The shell's own description." />
    <title>Shell title</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A stand-in for the server build of the web app (dist/ssr/entry-server.js): the real one is built by
 * `npm run build` and exercised by the browser journeys; this one lets the route tests check what the server
 * does with a rendered page (status, head tags, the data's JSON, the shell for signed-in screens and failures).
 */
const FAKE_ENTRY = `
export async function render(url, api) {
  if (url.startsWith('/boom')) throw new Error('render failed');
  const site = await (await api('/api/site', { method: 'GET' })).json();
  const notFound = url.startsWith('/nope');
  return {
    html: '<main>Rendered ' + url.replace(/</g, '&lt;') + '</main>',
    state: { mutations: [], queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }] },
    head: {
      title: (notFound ? 'Page not found' : 'John 3:16 (KJV)') + ' | ' + site.siteName,
      description: 'For God so loved the world & "all"',
      canonicalPath: '/bible/John/3/16',
      type: 'article',
      notFound,
      siteName: site.siteName,
    },
    status: notFound ? 404 : 200,
    errors: [],
  };
}
`;

describe.each(kinds)('robots.txt, sitemap.xml and the HTML pages on %s', (kind) => {
  let harness: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'oc-render-'));
    mkdirSync(path.join(root, 'web'));
    mkdirSync(path.join(root, 'ssr'));
    writeFileSync(path.join(root, 'web', 'index.html'), TEMPLATE);
    writeFileSync(path.join(root, 'ssr', 'entry-server.js'), FAKE_ENTRY);
    harness = await createTestApp(
      kind,
      { publicOrigin: 'https://bible.example.org' },
      { webRoot: path.join(root, 'web') },
    );
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a real robots.txt that names the sitemap and keeps crawlers out of private screens', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /account');
    expect(response.body).toContain('Sitemap: https://bible.example.org/sitemap.xml');
  });

  it('answers a sitemap.xml of the site’s pages', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body).toContain('<loc>https://bible.example.org/</loc>');
    expect(response.body).toContain('<loc>https://bible.example.org/concordance</loc>');
    expect(response.body).not.toContain('/admin');
  });

  it('sends a rendered page with its title, description, canonical link, Open Graph tags and data', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/bible/John/3/16' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<title>John 3:16 (KJV) | OpenConcordance</title>');
    expect(html).not.toContain('Shell title');
    expect(html).not.toContain("The shell's own description.");
    expect(html).toContain(
      '<meta name="description" content="For God so loved the world &amp; &quot;all&quot;" />',
    );
    expect(html).toContain('<link rel="canonical" href="https://bible.example.org/bible/John/3/16" />');
    expect(html).toContain('<meta property="og:title" content="John 3:16 (KJV)" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<div id="root"><main>Rendered /bible/John/3/16</main></div>');
    // The data cannot end its script element early.
    expect(html).toContain('<script id="server-state" type="application/json">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('answers 404 for an unknown page, with the page not found shown and kept out of the index', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/nope/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page not found | OpenConcordance</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('sends the signed-in screens as the shell, drawn in the browser', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/admin' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });

  it('sends the shell outside production when a browser test asks for the page drawn in the browser', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/bible/John/3/16',
      headers: { 'x-render-in-browser': '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });

  it('sends the shell when rendering fails, so the browser can still draw the page', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });

  it('still answers unknown API paths with a JSON 404', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
