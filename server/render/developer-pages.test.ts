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
/** A stand-in for the server build of the web app: every page it renders is found (200). */
const FAKE_ENTRY = `
export async function render(url) {
  return {
    html: '<main>Rendered</main>',
    state: { mutations: [], queries: [] },
    head: { title: 'Page', description: '', canonicalPath: url, type: 'website', notFound: false, siteName: 'S' },
    status: 200,
    errors: [],
  };
}
`;

const DEVELOPER_PAGES = ['/strongs-test', '/parallel-toggle-test', '/mockup-preview', '/genesis-test'];

describe.each(kinds)('the developer pages in production on %s', (kind) => {
  let harness: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'oc-dev-pages-'));
    mkdirSync(path.join(root, 'web'));
    mkdirSync(path.join(root, 'ssr'));
    writeFileSync(path.join(root, 'web', 'index.html'), TEMPLATE);
    writeFileSync(path.join(root, 'ssr', 'entry-server.js'), FAKE_ENTRY);
    harness = await createTestApp(kind, { nodeEnv: 'production' }, { webRoot: path.join(root, 'web') });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answer HTTP 404 (the shell then draws "Page not found") while the setting is off', async () => {
    for (const url of DEVELOPER_PAGES) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
    expect((await harness.app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
  });

  it('answer 200 once an administrator turns them on', async () => {
    const admin = await buildUser(harness.app, { role: 'admin' });
    const url = '/api/system-settings/developer.pagesEnabled';
    expect((await injectAs(harness.app, 'PUT', url, admin.cookie, { value: 'true' })).statusCode).toBe(200);
    for (const page of DEVELOPER_PAGES) {
      expect((await harness.app.inject({ method: 'GET', url: page })).statusCode, page).toBe(200);
    }
    await injectAs(harness.app, 'PUT', url, admin.cookie, { value: 'false' });
  });
});
