import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, type ApiTransport } from '../../web/entry-server';
import { readerFixtureSources } from '../test/fixtures/reader';
import { appImporter } from '../test/app-importer';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

/**
 * The reader's page for a book that does not exist, rendered by the web app's own server entry (what
 * dist/ssr/entry-server.js is built from) against this app's routes, as `server/render/page-renderer.ts` does.
 */
describe.each(kinds)('the reader page of an unknown book on %s', (kind) => {
  let harness: TestApp;
  let ownRoutes: ApiTransport;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const source of readerFixtureSources()) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
    ownRoutes = async (url, init) => {
      const response = await harness.app.inject({ method: (init.method ?? 'GET') as 'GET', url });
      return new Response(response.rawPayload.length ? new Uint8Array(response.rawPayload) : null, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    };
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers 404 with a heading, the reason and links to the nearest books', async () => {
    const page = await render('/bible/Hezekiah/4/2', ownRoutes);
    expect(page.status).toBe(404);
    expect(page.html).toMatch(/<h1[^>]*>Book not found<\/h1>/);
    expect(page.html).toContain('Unknown book: Hezekiah.');
    expect(page.html).toMatch(/<a[^>]*href="\/bible\/Ezekiel\/4\/2"[^>]*>Ezekiel 4:2<\/a>/);
    expect(page.html).toMatch(/<a[^>]*href="\/bible\/Nehemiah\/4\/2"[^>]*>Nehemiah 4:2<\/a>/);
  });

  it('still answers 200 for a chapter that exists', async () => {
    const page = await render('/bible/Genesis/1', ownRoutes);
    expect(page.status).toBe(200);
  });

  it("renders the chapter's text through the client it is given, leaving the global fetch alone", async () => {
    const globalFetch = globalThis.fetch;
    const spy = vi.fn(globalFetch);
    vi.stubGlobal('fetch', spy);
    const asked: string[] = [];
    try {
      const page = await render('/bible/Genesis/1', (url, init) => {
        asked.push(url);
        return ownRoutes(url, init);
      });
      expect(page.status).toBe(200);
      expect(page.html).toContain('In the beginning');
      expect(asked).toContain('/api/bible/kjv/Genesis/1');
      expect(globalThis.fetch).toBe(spy);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(globalThis.fetch).toBe(globalFetch);
  });
});
