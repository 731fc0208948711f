import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appImporter } from '../test/app-importer';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { readerFixtureSources } from '../test/fixtures/reader';

const kinds = await databaseKinds();

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Shell" /><title>Shell</title></head>' +
  '<body><div id="root"></div></body></html>';

/** The web app's own server entry (web/entry-server.tsx), as `npm run build` builds it into dist/ssr. */
const REAL_ENTRY = `export { render } from ${JSON.stringify(
  path.resolve(import.meta.dirname, '../../web/entry-server.tsx'),
)};`;

function rootOf(html: string): string {
  return /<div id="root">([\s\S]*?)<\/div>\s*<script id="server-state"/.exec(html)?.[1] ?? '';
}

/** The text of a results page's results: from its heading to the sidebar. */
function resultsText(html: string): string {
  const text = rootOf(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return /Search results (.*?) Biblical Resources/.exec(text)?.[1] ?? '';
}

function searchCalls(html: string): unknown[][] {
  const state = /<script id="server-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const parsed = JSON.parse(state ?? '{"queries":[]}') as { queries: { queryKey: unknown[] }[] };
  return parsed.queries.map((query) => query.queryKey).filter((key) => key[0] === 'search');
}

/**
 * /search?q=… (issue 36 item 3): the server sends the results with the page, those of the address the browser
 * then moves to (/simple-results with the query and version, page 1), as it does for the results page itself.
 */
describe.each(kinds)('the /search page rendered on the server on %s', (kind) => {
  let harness: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'oc-search-page-'));
    mkdirSync(path.join(root, 'web'));
    mkdirSync(path.join(root, 'ssr'));
    writeFileSync(path.join(root, 'web', 'index.html'), TEMPLATE);
    writeFileSync(path.join(root, 'ssr', 'entry-server.js'), REAL_ENTRY);
    harness = await createTestApp(kind, {}, { webRoot: path.join(root, 'web') });
    const importer = appImporter(harness.app);
    for (const source of readerFixtureSources()) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => harness.app.inject({ method: 'GET', url });

  it('arrives with the results of its query, as the results page it moves to shows them', async () => {
    const search = await get('/search?q=loved');
    expect(search.statusCode).toBe(200);
    const shown = resultsText(search.body);
    expect(shown).toMatch(/^loved 1 result • Page 1 of 1 .*John 3:16 For God so loved the world\.$/);
    expect(resultsText((await get('/simple-results?q=loved&version=kjv&page=1')).body)).toBe(shown);
    expect(searchCalls(search.body)).toEqual([['search', 'kjv', 'loved', 1, false]]);
  });

  it('names the results page as its canonical address and the search in its title', async () => {
    const html = (await get('/search?q=loved&version=web')).body;
    expect(html).toContain('<title>“loved”: Search results | OpenConcordance</title>');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/simple-results?q=loved&amp;version=web" />',
    );
    expect(searchCalls(html)).toEqual([['search', 'web', 'loved', 1, false]]);
  });

  it('shows page 1, as the address it moves to does, whatever else the address asks', async () => {
    const html = (await get('/search?q=loved&page=2&strongs=true&parallel=true')).body;
    expect(searchCalls(html)).toEqual([['search', 'kjv', 'loved', 1, false]]);
    expect(resultsText(html)).toMatch(/^loved 1 result • Page 1 of 1 /);
  });

  it('without a query sends the empty results page', async () => {
    const response = await get('/search');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('Search the Bible');
    expect(searchCalls(response.body)).toEqual([]);
  });
});
