import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportSource, SourceData } from '../../ingest/sources';
import type { TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { createConcordanceService } from './concordance.service';
import { fixtureLexicon } from '../test/fixtures/concordance/lexicon';
import { createConcordanceTestApp } from '../test/fixtures/concordance/test-app';
import { fixtureKjv } from '../test/fixtures/concordance/verses';
import { appImporter } from '../test/app-importer';

const kinds = await databaseKinds();

function source(id: string, data: SourceData): ImportSource {
  return { id, label: `${id} (test fixture)`, requiredFile: '/', installHint: '', load: async () => data };
}

// Entry and list answers are kept with their JSON (decision 053): the same bytes as serialising them, and
// never an answer built from data an import has replaced.
describe.each(kinds)('Kept concordance answers on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createConcordanceTestApp(kind, { hebrewBible: true });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const firstPage = { page: 1, limit: 20 };

  it('sends a kept answer as the JSON and headers of a serialised one', async () => {
    const concordance = testApp.app.services.concordance;
    const serialised = await get('/api/strongs/definition/H7225');
    const cases = [
      ['/api/concordance/H7225?limit=2', () => concordance.entry('H7225', { page: 1, limit: 2 })],
      ['/api/concordance/G26', () => concordance.entry('G26', firstPage)],
      [
        '/api/concordance/greek?q=agap',
        () => concordance.list({ language: 'greek', q: 'agap', ...firstPage }),
      ],
    ] as const;
    for (const [url, call] of cases) {
      const first = await get(url);
      const again = await get(url);
      expect(again.statusCode).toBe(200);
      expect(again.payload).toBe(first.payload);
      expect(again.payload).toBe(JSON.stringify(await call()));
      expect(again.headers['content-type']).toBe(serialised.headers['content-type']);
      expect(again.headers['content-length']).toBe(String(Buffer.byteLength(again.payload)));
      expect(again.headers['cache-control']).toBe('public, max-age=3600');
    }
    expect(await concordance.entry('h07225', firstPage)).toBe(await concordance.entry('H7225', firstPage));
    const building = createConcordanceService(testApp.database.db, testApp.app.services, {
      keepAnswers: false,
    });
    const built = await building.entry('H7225', firstPage);
    expect(await building.entry('H7225', firstPage)).not.toBe(built);
    expect(JSON.stringify(built)).toBe(JSON.stringify(await concordance.entry('H7225', firstPage)));
  });

  it('answers from the new data after the KJV and a dictionary are imported again', async () => {
    // The app's own service checks the dictionary's import stamp every 30 s; this one on every call.
    const concordance = createConcordanceService(testApp.database.db, testApp.app.services, {
      stampCheckMs: 0,
    });
    const before = await concordance.entry('H7225', firstPage);
    expect(before.occurrencesPage.total).toBe(6);
    expect(await concordance.entry('H7225', firstPage)).toBe(before);
    const viaHttp = (await get('/api/concordance/H7225')).json();
    expect(viaHttp.occurrencesPage.total).toBe(6);

    const imports = appImporter(testApp.app);
    const extra = {
      book: 'Job',
      chapter: 8,
      verse: 7,
      text: 'Though thy beginning was small, yet thy latter end should greatly increase.',
      tokens: [{ text: 'beginning', strongs: ['H7225'], morph: [] }],
    };
    const kjv = { ...fixtureKjv, verses: [...fixtureKjv.verses, extra] };
    expect((await imports.importSource(source('kjv', { kind: 'bible', text: kjv }))).status).toBe(
      'completed',
    );
    // The import announces the new edition; the index registry reloads the KJV when it hears of it.
    await vi.waitFor(
      async () => expect((await concordance.entry('H7225', firstPage)).occurrencesPage.total).toBe(7),
      {
        timeout: 10_000,
      },
    );
    const after = await concordance.entry('H7225', firstPage);
    expect(after.occurrences.map((occurrence) => occurrence.reference)).toContain('Job 8:7');
    expect(after.totalOccurrences).toBe(7);
    await vi.waitFor(
      async () => expect((await get('/api/concordance/H7225')).json().occurrencesPage.total).toBe(7),
      {
        timeout: 10_000,
      },
    );

    const hebrew = fixtureLexicon
      .filter((entry) => entry.language === 'hebrew')
      .map((entry) =>
        entry.strongs === 'H7225' ? { ...entry, definition: 'the first, in place, time or order' } : entry,
      );
    const lexicon = source('strongs-hebrew', { kind: 'lexicon', source: 'strongs-hebrew', entries: hebrew });
    expect((await imports.importSource(lexicon)).status).toBe('completed');
    const changed = await concordance.entry('H7225', firstPage);
    expect(changed.definition).toBe('the first, in place, time or order');
    expect(changed.occurrencesPage.total).toBe(7);
    const found = await concordance.list({ q: 'order', ...firstPage });
    expect(found.entries.map((entry) => entry.strongsNumber)).toContain('H7225');
  });
});
