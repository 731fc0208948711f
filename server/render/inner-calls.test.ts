import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs } from '../test/factories';

const kinds = await databaseKinds();

const TEMPLATE =
  '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';

/** The web app's own server entry (web/entry-server.tsx), as `npm run build` builds it into dist/ssr. */
const REAL_ENTRY = `export { render, installApi } from ${JSON.stringify(
  path.resolve(import.meta.dirname, '../../web/entry-server.tsx'),
)};`;

const TOKEN = 'inner-calls-scrape-token';

/** The request counter's lines for `route`, as /metrics writes them. */
async function counted(harness: TestApp, route: string): Promise<string[]> {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return response.body
    .split('\n')
    .filter(
      (line) => line.startsWith('openconcordance_http_requests_total{') && line.includes(`route="${route}"`),
    );
}

describe.each(kinds)('the calls a page makes to render itself (decision 280) on %s', (kind) => {
  let harness: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'oc-inner-calls-'));
    mkdirSync(path.join(root, 'web'));
    mkdirSync(path.join(root, 'ssr'));
    writeFileSync(path.join(root, 'web', 'index.html'), TEMPLATE);
    writeFileSync(path.join(root, 'ssr', 'entry-server.js'), REAL_ENTRY);
    harness = await createTestApp(kind, {}, { webRoot: path.join(root, 'web') });
    await harness.app.services.settings.update('metrics.token', TOKEN, { id: null, username: 'test' });
    harness.app.services.settings.invalidate();
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('are not counted as requests: the page is, once, under the pages route', async () => {
    const page = await harness.app.inject({ method: 'GET', url: '/pages/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root"><');
    // The render asked for the custom page (its 404 made the page's) and for the ads of the layout.
    expect(await counted(harness, '/api/pages/:slug')).toEqual([]);
    expect(await counted(harness, '/api/site/placements')).toEqual([]);
    expect(await counted(harness, '/*')).toEqual([
      'openconcordance_http_requests_total{method="GET",route="/*",status="404"} 1',
    ]);
    // The same call from a visitor's browser is counted.
    await harness.app.inject({ method: 'GET', url: '/api/pages/no-such-page' });
    expect(await counted(harness, '/api/pages/:slug')).toEqual([
      'openconcordance_http_requests_total{method="GET",route="/api/pages/:slug",status="404"} 1',
    ]);
  });

  it("are not the bot's errors: a missing page is one 404, at the page's address", async () => {
    const admin = await buildUser(harness.app, { role: 'admin' });
    await harness.app.inject({ method: 'GET', url: '/pages/another-missing-page' });
    await harness.app.services.bot.errorCounter.flush();
    const answer = await injectAs(harness.app, 'GET', '/api/admin/bot/errors', admin.cookie);
    const urls = (answer.json() as { errors: { url: string }[] }).errors.map((error) => error.url);
    expect(urls).toContain('/pages/another-missing-page');
    expect(urls).not.toContain('/api/pages/another-missing-page');
  });
});
