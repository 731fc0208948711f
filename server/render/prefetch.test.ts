import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, type ApiTransport, type RenderedPage } from '../../web/entry-server';
import { appImporter } from '../test/app-importer';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { readerFixtureSources } from '../test/fixtures/reader';

const kinds = await databaseKinds();

/**
 * The calls a page's declaration names are started before its first render (decision 330): the page is the
 * same, made with the same calls, in fewer renders.
 */
describe.each(kinds)('prefetching from the pages’ declaration on %s', (kind) => {
  let harness: TestApp;
  let calls: string[] = [];
  let ownRoutes: ApiTransport;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const source of readerFixtureSources()) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
    ownRoutes = async (url, init) => {
      calls.push(url);
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

  /** The data a page was rendered with, by call (without the times the answers came). */
  function answers(state: RenderedPage['state']) {
    return state.queries
      .map((query) => ({
        key: JSON.stringify(query.queryKey),
        status: query.state.status,
        data: query.state.data,
      }))
      .sort((a, b) => a.key.localeCompare(b.key));
  }

  async function both(url: string) {
    calls = [];
    const without = await render(url, ownRoutes, { prefetch: false });
    const callsWithout = calls.sort();
    calls = [];
    const withIt = await render(url, ownRoutes);
    const callsWith = calls.sort();
    // React's generated ids differ from one render to the next.
    const markup = (html: string) => html.replace(/_R_[0-9a-z]+_/g, '');
    return { without, withIt, callsWithout, callsWith, markup };
  }

  it.each([
    ['/', 2, 1],
    ['/about', 2, 1],
    ['/bible/John/3', 4, 2],
    ['/bible/John/3/16', 4, 2],
  ])(
    '%s: the same page from the same calls, in %i renders without and %i with',
    async (url, before, after) => {
      const { without, withIt, callsWithout, callsWith, markup } = await both(url);
      expect(withIt.status).toBe(200);
      expect(markup(withIt.html)).toBe(markup(without.html));
      expect(answers(withIt.state)).toEqual(answers(without.state));
      expect(callsWith).toEqual(callsWithout);
      expect([without.passes, withIt.passes]).toEqual([before, after]);
    },
  );

  it('an unknown book is still the page’s 404, found before the first render', async () => {
    const { without, withIt, callsWith, callsWithout, markup } = await both('/bible/Hezekiah/4/2');
    expect([without.status, withIt.status]).toEqual([404, 404]);
    expect(markup(withIt.html)).toBe(markup(without.html));
    expect(callsWith).toEqual(callsWithout);
    expect(withIt.passes).toBe(1);
  });

  it('a page drawn in the browser asks for nothing in advance', async () => {
    calls = [];
    await render('/admin', ownRoutes);
    const asked = [...calls];
    calls = [];
    await render('/admin', ownRoutes, { prefetch: false });
    expect(asked).toEqual(calls);
  });
});
