import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BibleText } from '../../ingest/model';
import { searchFixture as fixture } from '../test/search-fixture';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { requestLimits } from '../request-limits';
import { appImporter, type AppImporter } from '../test/app-importer';

const kinds = await databaseKinds();

/** The KJV's total in an every-version answer (0 when it found nothing there). */
function kjvTotal(body: { groups: { version: string; totalResults: number }[] }): number {
  return body.groups.find((group) => group.version === 'kjv')?.totalResults ?? 0;
}
/** Two-letter prefixes of common words: each stands for many indexed words. */
const PREFIXES = ['th', 'an', 'he', 'wh', 'be', 'so', 'sh', 'fo', 'wi', 'hi', 'un', 'my', 'of', 'in', 'to']
  .concat(['ye', 'al', 'co', 'ca', 'ma', 'el'])
  .map((prefix) => `${prefix}*`);

describe.each(kinds)('search calls on %s', (kind) => {
  let harness: TestApp;
  let importer: AppImporter;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    harness = await createTestApp(kind);
    importer = appImporter(harness.app);
    const source = (text: BibleText) => ({
      id: text.meta.code,
      label: '',
      requiredFile: '/',
      installHint: '',
      load: async () => ({ kind: 'bible' as const, text }),
    });
    await importer.importSource(source(fixture('kjv', 'Made-up KJV')));
    await importer.importSource(source(fixture('asv', 'Made-up ASV')));
  });
  afterAll(async () => {
    await harness?.close();
  });

  describe('GET /api/search-strongs', () => {
    it.each([
      ['/api/search-strongs?q=love&page=0', 'page must be a whole number of 1 or more'],
      ['/api/search-strongs?q=love&page=two', 'page must be a whole number of 1 or more'],
      ['/api/search-strongs?q=love&limit=500', 'limit must be a whole number from 1 to 100'],
      [`/api/search-strongs?q=${'a'.repeat(501)}`, 'The search text may be at most 500 characters'],
      ['/api/search-strongs?q=Genesis%2051', 'Genesis has 50 chapters'],
      [
        '/api/search-strongs?q=love&version=klingon',
        'Unknown version "klingon". See /api/versions for the list.',
      ],
      [
        `/api/search-strongs?q=${encodeURIComponent(`"${Array(25).fill('the').join(' ')}"`)}`,
        "A search may hold at most 24 words and Strong's numbers (each word of a phrase counts)",
      ],
      [
        `/api/search-strongs?q=${encodeURIComponent(`${Array(22).fill('love').join(' OR ')} -H430 -G26 -hate`)}`,
        "A search may hold at most 24 words and Strong's numbers (each word of a phrase counts)",
      ],
      ['/api/search-strongs?q=love&version=all&limit=31', 'limit must be at most 30 when version is all'],
      // 20 prefixes joined by OR over every version once took half a second.
      [
        `/api/search-strongs?version=all&q=${encodeURIComponent(PREFIXES.slice(0, 20).join(' OR '))}`,
        'A search may hold at most 6 words ending in * (each stands for many words)',
      ],
      [
        `/api/search-strongs?q=${encodeURIComponent(`love "${PREFIXES.slice(0, 7).join(' ')}"`)}`,
        'A search may hold at most 6 words ending in * (each stands for many words)',
      ],
    ])('answers 400 for %s', async (url, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('answers searches of 24 terms and of 6 prefixes', async () => {
      const words = `"${Array(12).fill('the').join(' ')}" ${Array(12).fill('elohim').join(' OR ')}`;
      const longest = await get(`/api/search-strongs?version=all&q=${encodeURIComponent(words)}`);
      expect(longest.statusCode).toBe(200);
      const prefixes = await get(
        `/api/search-strongs?q=${encodeURIComponent(PREFIXES.slice(0, 6).join(' OR '))}`,
      );
      expect(prefixes.statusCode).toBe(200);
      expect(prefixes.json().totalResults).toBe(5);
    });

    it('answers 404 for a known version that is not installed', async () => {
      const response = await get('/api/search-strongs?q=love&version=nkjv');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message:
          'New King James Version is not installed. An administrator who holds a licence can import it.',
      });
    });

    it('finds words in canonical order with exact counts and highlights', async () => {
      const body = (await get('/api/search-strongs?q=elohim')).json();
      expect(body).toMatchObject({ interpretedAs: 'search', totalResults: 3, currentPage: 1, totalPages: 1 });
      expect(body.results.map((result: { reference: string }) => result.reference)).toEqual([
        'Genesis 1:1',
        'Genesis 1:3',
        'John 3:16',
      ]);
      expect(body.results[0]).toMatchObject({
        id: 1001001,
        book: 1,
        bookName: 'Genesis',
        chapter: 1,
        verse: 1,
        title: 'Genesis 1:1',
      });
      // The matched word is sent as a span of the plain text, not as the verse cut into pieces.
      const { content, matches } = body.results[0] as {
        content: string;
        matches: { start: number; end: number }[];
      };
      expect(matches.map(({ start, end }) => content.slice(start, end))).toEqual(['Elohim']);
      expect(body.results[0].segments).toBeUndefined();
    });

    it('writes answers from kept verse JSON exactly as JSON.stringify would, asked again or not', async () => {
      for (const url of [
        '/api/search-strongs?q=elohim',
        '/api/search-strongs?q=elohim',
        '/api/search-strongs?q=Gen%201:1&includeStrongs=true',
        '/api/search-strongs?q=loved&version=all',
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(JSON.stringify(response.json()));
      }
    });

    it('finds phrases, folded names, references and Strong numbers', async () => {
      const total = async (q: string) =>
        (await get(`/api/search-strongs?q=${encodeURIComponent(q)}`)).json().totalResults;
      expect(await total('"the land"')).toBe(2);
      expect(await total('bethel')).toBe(1);
      expect(await total('beth-el')).toBe(1);
      expect(await total('h0430')).toBe(2);
      expect(await total('G25')).toBe(2);
      expect(await total('love* in:NT')).toBe(2);
      const reference = (await get('/api/search-strongs?q=Gen%201:2-3')).json();
      expect(reference.interpretedAs).toBe('reference');
      expect(reference.results.map((result: { reference: string }) => result.reference)).toEqual([
        'Genesis 1:2',
        'Genesis 1:3',
      ]);
    });

    it('carries inline Strong tags when asked', async () => {
      const body = (await get('/api/search-strongs?q=Gen%201:1&includeStrongs=true')).json();
      expect(body.results[0].text).toBe('In the start{H7225} Elohim{H430} made the skies and the land.');
      expect(body.results[0].content).toBe('In the start Elohim made the skies and the land.');
    });

    it('names an unknown book and suggests the nearest books, with the numbers as typed', async () => {
      const response = await get('/api/search-strongs?q=Hezekiah%204%3A2');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Unknown book: Hezekiah. Did you mean Ezekiel 4:2 or Nehemiah 4:2?',
        suggestions: ['Ezekiel 4:2', 'Nehemiah 4:2'],
      });
    });

    it("answers a Strong's number outside the dictionary with the valid ranges", async () => {
      const message = "Strong's number H99999 not found: Hebrew numbers run H1-H8674, Greek G1-G5624";
      const search = await get('/api/search-strongs?q=H99999');
      expect(search.statusCode).toBe(400);
      expect(search.json()).toEqual({ message });
      const byNumber = await get('/api/strongs/search-by-number/H99999');
      expect(byNumber.statusCode).toBe(404);
      expect(byNumber.json()).toEqual({ message });
    });

    it("suggests the version's nearest words when nothing is found, and only then", async () => {
      const typo = (await get('/api/search-strongs?q=Elohm%20made')).json();
      expect(typo).toMatchObject({ totalResults: 0, suggestions: ['elohim made'] });
      const swapped = (await get('/api/search-strongs?q=lvoe')).json();
      expect(swapped).toMatchObject({ totalResults: 0, suggestions: ['love'] });
      const nothingNear = (await get('/api/search-strongs?q=xyzzy')).json();
      expect(nothingNear.totalResults).toBe(0);
      expect(nothingNear).not.toHaveProperty('suggestions');
      const found = (await get('/api/search-strongs?q=love')).json();
      expect(found.totalResults).toBeGreaterThan(0);
      expect(found).not.toHaveProperty('suggestions');
    });

    it('answers an empty query and a page past the end with correct totals', async () => {
      expect((await get('/api/search-strongs?q=%20%20')).json()).toMatchObject({
        interpretedAs: 'empty',
        totalResults: 0,
        results: [],
      });
      const late = (await get('/api/search-strongs?q=elohim&page=9')).json();
      expect(late).toMatchObject({ totalResults: 3, currentPage: 9, totalPages: 1, results: [] });
    });

    it("sends one version's page once: in results, with its group as a heading only", async () => {
      const body = (await get('/api/search-strongs?q=loved&version=kjv')).json();
      expect(body.results).toHaveLength(1);
      expect(body.groups).toEqual([
        {
          version: 'kjv',
          versionName: expect.any(String),
          direction: 'ltr',
          language: 'en',
          totalResults: 1,
        },
      ]);
    });

    it('searches every installed version at once, grouped by version', async () => {
      const body = (await get('/api/search-strongs?q=loved&version=all')).json();
      expect(body.totalResults).toBe(2);
      expect(body.groups.map((group: { results: unknown[] }) => group.results.length)).toEqual([1, 1]);
      expect(
        body.groups.map((group: { version: string; totalResults: number }) => [
          group.version,
          group.totalResults,
        ]),
      ).toEqual([
        ['kjv', 1],
        ['asv', 1],
      ]);
    });

    it("counts a kept answer given by its URL against the address's limit (decision 251)", async () => {
      const url = '/api/search-strongs?q=love&page=1';
      const ask = () => harness.app.inject({ method: 'GET', url, remoteAddress: '10.9.0.1' });
      const first = await ask();
      expect(first.statusCode).toBe(200);
      for (let sent = 1; sent < requestLimits.search.max; sent++) {
        const again = await ask();
        expect(again.statusCode).toBe(200);
        expect(again.body).toBe(first.body);
      }
      expect((await ask()).statusCode).toBe(429);
    });

    it('follows a re-import of a version without a restart, kept answers included', async () => {
      // Asked twice, so both answers are kept (decision 240) before the version's text changes.
      for (let time = 0; time < 2; time++) {
        expect((await get('/api/search-strongs?q=light')).json().totalResults).toBe(1);
        expect(kjvTotal((await get('/api/search-strongs?q=light&version=all')).json())).toBe(1);
      }
      await importer.importSource({
        id: 'kjv',
        label: '',
        requiredFile: '/',
        installHint: '',
        load: async () => ({ kind: 'bible', text: fixture('kjv', 'Made-up KJV', 'brightness') }),
      });
      await expect
        .poll(async () => (await get('/api/search-strongs?q=brightness')).json().totalResults, {
          timeout: 10_000,
        })
        .toBe(1);
      expect((await get('/api/search-strongs?q=light')).json().totalResults).toBe(0);
      expect(kjvTotal((await get('/api/search-strongs?q=light&version=all')).json())).toBe(0);
    });
  });

  describe('GET /api/rstne/search', () => {
    it('answers 404 until the special edition is installed, then searches it', async () => {
      const missing = await get('/api/rstne/search?q=love');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        message:
          'Restoration Scriptures True Name Edition is not installed. An administrator who holds a licence can import it.',
      });
      await importer.importSource({
        id: 'rstne',
        label: '',
        requiredFile: '/',
        installHint: '',
        load: async () => ({ kind: 'bible', text: fixture('rstne', 'Made-up RSTNE') }),
      });
      const costly = await get(`/api/rstne/search?q=${encodeURIComponent(PREFIXES.slice(0, 7).join(' '))}`);
      expect(costly.statusCode).toBe(400);
      expect(costly.json()).toEqual({
        message: 'A search may hold at most 6 words ending in * (each stands for many words)',
      });
      const found = (await get('/api/rstne/search?query=elohim&limit=10')).json();
      expect(found.resultCount).toBe(3);
      expect(found.results[0]).toEqual({
        reference: 'Genesis 1:1',
        text: 'In the start Elohim made the skies and the land.',
        book: 1,
        chapter: 1,
        verse: 1,
      });
    });
  });

  describe('GET /api/strongs/search-by-number/:number', () => {
    it('answers 400 for something that is not a Strong number', async () => {
      const response = await get('/api/strongs/search-by-number/X12');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Invalid Strong's number" });
    });

    it('lists the verses with inline tags and totals', async () => {
      const body = (await get('/api/strongs/search-by-number/H0430?limit=1')).json();
      expect(body).toMatchObject({ totalVerses: 2, totalPages: 2, currentPage: 1 });
      expect(body.verses[0]).toMatchObject({
        id: 1001001,
        book: 1,
        chapter: 1,
        verse: 1,
        text: 'In the start{H7225} Elohim{H430} made the skies and the land.',
      });
    });
  });

  describe('POST /api/analytics/search', () => {
    it('answers 400 naming a missing field, and 201 when recorded', async () => {
      const missing = await harness.app.inject({
        method: 'POST',
        url: '/api/analytics/search',
        payload: { searchTerm: 'love', searchType: 'strongs' },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: 'resultCount must be a number' });
      const recorded = await harness.app.inject({
        method: 'POST',
        url: '/api/analytics/search',
        payload: { searchTerm: 'love', resultCount: 2, searchType: 'strongs' },
      });
      expect(recorded.statusCode).toBe(201);
    });
  });
});
