import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { createConcordanceTestApp } from '../test/fixtures/concordance/test-app';

const kinds = await databaseKinds();

describe.each(kinds)("Strong's definition calls on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createConcordanceTestApp(kind, { hebrewBible: true });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it.each(['X1', 'H', '7225', 'H72x5', 'strong:H430', 'H1-2', 'G 26', 'H123456789'])(
    'answers 400 "Invalid Strong\'s number" for %s',
    async (number) => {
      for (const url of [
        `/api/strongs/definition/${encodeURIComponent(number)}`,
        `/api/static-strongs/${encodeURIComponent(number)}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual({ message: "Invalid Strong's number" });
      }
    },
  );

  it('answers 404 with the canonical number and the valid ranges for a number outside the dictionary', async () => {
    for (const [url, number] of [
      ['/api/strongs/definition/H99999', 'H99999'],
      ['/api/static-strongs/h099999', 'H99999'],
      ['/api/strongs/definition/H0', 'H0'],
    ]) {
      const response = await get(url!);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        message: `Strong's number ${number} not found: Hebrew numbers run H1-H8674, Greek G1-G5624`,
      });
    }
  });

  it('answers the full definition in any accepted form, cacheable for an hour', async () => {
    for (const number of ['H7225', 'h07225', 'H7225a']) {
      const response = await get(`/api/strongs/definition/${number}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.json().strongsNumber).toBe('H7225');
    }
    const body = (await get('/api/strongs/definition/H7225')).json();
    expect(body).toMatchObject({
      id: 'H7225',
      strongsNumber: 'H7225',
      language: 'hebrew',
      word: 'רֵאשִׁית',
      transliteration: 'rêʼshîyth',
      pronunciation: "ray-sheeth'",
      partOfSpeech: 'Noun Feminine',
      definition: 'the first, in place, time, order or rank (specifically, a firstfruit)',
      origin: 'from the same as H7218;',
      originLinks: ['H7218'],
      usage: 'beginning, chief(-est), first(-fruits, part, time), principal thing.',
      unused: false,
      kjvUsageMore: 0,
      totalOccurrences: 6,
      kjvUsage: [
        { rendering: 'beginning', count: 4 },
        { rendering: 'chief', count: 1 },
        { rendering: 'first', count: 1 },
        { rendering: 'firstfruit', count: 1 },
      ],
      previous: 'H7224',
      next: 'H7226',
    });
    expect(body.scholarly).toHaveLength(1);
    expect(body.scholarly[0]).toMatchObject({
      source: 'bdb',
      label: 'BDB (abridged, Open Scriptures)',
      headword: 'רֵאשִׁית',
    });
    expect(body.scholarly[0].licence).toContain('public domain');
  });

  it('sanitises scholarly HTML and turns its references into site links', async () => {
    const hebrew = (await get('/api/strongs/definition/H7225')).json().scholarly[0].html as string;
    expect(hebrew).not.toMatch(/script|onerror|onclick|javascript|<img|style=/);
    expect(hebrew).toContain('<a lang="he" dir="rtl" data-entry="t.ad.aa" href="/concordance/H7218">רֹאשׁ</a>');
    expect(hebrew).toContain('<a data-osis="Gen.1.1" href="/bible/1/1/1?strongs=true">Gen 1:1</a>');
    expect(hebrew).toContain('<span>plain words</span>');
    expect(hebrew).toContain('<div class="sense"><b>1</b> <strong>first</strong></div>');

    const greek = (await get('/api/strongs/definition/G26')).json();
    expect(greek.scholarly[0]).toMatchObject({ source: 'abbott-smith', headword: 'ἀγάπη' });
    const html = greek.scholarly[0].html as string;
    expect(html).toContain('<a data-osis="John.13.35" href="/bible/43/13/35?strongs=true">Jo 13:35</a>');
    expect(html).toContain('<a data-entry="ἀγαπάω" href="/concordance/G25">');
    expect(html).toContain('<a lang="he" dir="rtl" data-strongs="H160" href="/concordance/H160">אַהֲבָה</a>');
    // A book outside the 66 keeps its text without a link.
    expect(html).toContain('<span data-osis="Sir.4.28">Sir 4:28</span>');
  });

  it('gives neighbours of the same letter only, null at the ends', async () => {
    expect((await get('/api/strongs/definition/H1')).json()).toMatchObject({ previous: null, next: 'H2' });
    expect((await get('/api/strongs/definition/H8064')).json()).toMatchObject({
      previous: 'H7226',
      next: null,
    });
    expect((await get('/api/strongs/definition/G25')).json()).toMatchObject({ previous: null, next: 'G26' });
  });

  it('uses the KJV usage line as the definition when the dictionary gives none', async () => {
    const body = (await get('/api/strongs/definition/H2')).json();
    expect(body).toMatchObject({
      definition: 'father',
      origin: '(Aramaic) corresponding to H1',
      usage: 'father.',
    });
  });

  it('answers a "Not Used" stub as an entry marked unused', async () => {
    const body = (await get('/api/strongs/definition/G3203')).json();
    expect(body).toMatchObject({ definition: 'Not Used', unused: true, word: '', totalOccurrences: 0 });
  });

  it('answers the static definition with a day of caching and an ETag that revalidates', async () => {
    const response = await get('/api/static-strongs/G26');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      word: 'ἀγάπη',
      pronunciation: "ag-ah'-pay",
      definition: 'love, i.e. affection or benevolence; specially (plural) a love-feast',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/static-strongs/g0026', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/static-strongs/G25', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });
});
