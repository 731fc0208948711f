import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { createConcordanceTestApp } from '../test/fixtures/concordance/test-app';

const kinds = await databaseKinds();

describe.each(kinds)('Concordance calls on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createConcordanceTestApp(kind, { hebrewBible: true });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it.each([
    ['/api/concordance/search?page=0', 'page must be a whole number of 1 or more'],
    ['/api/concordance/search?page=x', 'page must be a whole number of 1 or more'],
    ['/api/concordance/hebrew?limit=101', 'limit must be a whole number from 1 to 100'],
    ['/api/concordance/greek?limit=0', 'limit must be a whole number from 1 to 100'],
    ['/api/concordance/search?language=latin', 'language must be hebrew or greek'],
    [`/api/concordance/search?q=${'a'.repeat(201)}`, 'q may be at most 200 characters'],
    [`/api/concordance/hebrew?query=${'a'.repeat(201)}`, 'query may be at most 200 characters'],
    ['/api/concordance/H7225?limit=500', 'limit must be a whole number from 1 to 100'],
    ['/api/concordance/latin', "Invalid Strong's number"],
    ['/api/concordance/H-1', "Invalid Strong's number"],
  ])('answers 400 for %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 404 naming the valid ranges for a number outside the dictionary', async () => {
    const response = await get('/api/concordance/G99999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "Strong's number G99999 not found: Hebrew numbers run H1-H8674, Greek G1-G5624",
    });
  });

  it('lists every entry but the unused stubs, Hebrew first, 20 a page by default', async () => {
    const response = await get('/api/concordance/search');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const body = response.json();
    expect(body.pagination).toEqual({ page: 1, pages: 2, total: 26, limit: 20 });
    expect(body.entries).toHaveLength(20);
    expect(body.entries[0]).toEqual({
      strongsNumber: 'H1',
      language: 'hebrew',
      word: 'אָב',
      transliteration: 'ʼâb',
      pronunciation: 'awb',
      definition: 'father, in a literal and immediate, or figurative and remote application',
    });
    const second = (await get('/api/concordance/search?page=2')).json();
    expect(second.entries.map((entry: { strongsNumber: string }) => entry.strongsNumber)).toEqual([
      'G2222',
      'G2316',
      'G2889',
      'G3439',
      'G4100',
      'G5207',
    ]);
    const beyond = (await get('/api/concordance/search?page=9')).json();
    expect(beyond).toEqual({ entries: [], pagination: { page: 9, pages: 2, total: 26, limit: 20 } });
  });

  it('filters by language on /hebrew and /greek and with the language parameter', async () => {
    const hebrew = (await get('/api/concordance/hebrew?limit=100')).json();
    expect(hebrew.pagination.total).toBe(15);
    expect(hebrew.entries.every((entry: { language: string }) => entry.language === 'hebrew')).toBe(true);
    const greek = (await get('/api/concordance/greek?limit=5&page=2')).json();
    expect(greek.pagination).toEqual({ page: 2, pages: 3, total: 11, limit: 5 });
    expect((await get('/api/concordance/search?language=greek')).json().pagination.total).toBe(11);
  });

  const numbers = async (url: string) =>
    (await get(url)).json().entries.map((entry: { strongsNumber: string }) => entry.strongsNumber);

  it('searches numbers, headwords with or without points, transliterations and definitions', async () => {
    expect(await numbers('/api/concordance/search?q=h07225')).toEqual(['H7225']);
    expect(await numbers('/api/concordance/search?q=26')).toEqual(['G26']);
    expect(await numbers('/api/concordance/hebrew?q=G26')).toEqual([]);
    expect(await numbers(`/api/concordance/search?q=${encodeURIComponent('רֵאשִׁית')}`)).toEqual(['H7225']);
    expect(await numbers(`/api/concordance/search?q=${encodeURIComponent('ראשית')}`)).toEqual(['H7225']);
    // Equal first, then starting with the text: ἀγαπάω does not start with αγαπη.
    expect(await numbers(`/api/concordance/search?q=${encodeURIComponent('αγαπη')}`)).toEqual(['G26', 'G27']);
    expect(await numbers('/api/concordance/search?q=reshiyth')).toEqual(['H7225']);
    expect(await numbers('/api/concordance/greek?q=Agape')).toEqual(['G26', 'G27']);
    expect(await numbers('/api/concordance/greek?q=agap')).toEqual(['G25', 'G26', 'G27']);
    expect(await numbers('/api/concordance/search?q=pillow')).toEqual(['H7226']);
    expect(await numbers('/api/concordance/search?q=head%20pillow')).toEqual(['H7226']);
    expect(await numbers('/api/concordance/search?q=nothing-like-this')).toEqual([]);
  });

  it('takes the query parameter on every list path, with q as its alias', async () => {
    expect(await numbers('/api/concordance/search?query=h07225')).toEqual(['H7225']);
    expect(await numbers('/api/concordance/greek?query=Agape')).toEqual(['G26', 'G27']);
    expect(await numbers('/api/concordance/hebrew?query=G26')).toEqual([]);
    expect(await numbers('/api/concordance/search?query=pillow&limit=5')).toEqual(['H7226']);
    // Both given: query wins (decision 106).
    expect(await numbers('/api/concordance/search?query=pillow&q=h07225')).toEqual(['H7226']);
    expect(await numbers('/api/concordance/greek?q=agap&query=Agape')).toEqual(['G26', 'G27']);
    const found = (await get('/api/concordance/search?query=reshiyth')).json();
    expect(found.pagination).toEqual({ page: 1, pages: 1, total: 1, limit: 20 });
  });

  it('documents query and its alias q in the OpenAPI schema', async () => {
    const document = (await get('/api/docs/json')).json<{
      paths: Record<string, { get: { parameters: { name: string; in: string; description?: string }[] } }>;
    }>();
    for (const path of ['/api/concordance/search', '/api/concordance/hebrew', '/api/concordance/greek']) {
      const parameters = document.paths[path]!.get.parameters.filter((parameter) => parameter.in === 'query');
      const byName = new Map(parameters.map((parameter) => [parameter.name, parameter.description]));
      expect(byName.get('query')).toContain('Wins over `q`');
      expect(byName.get('q')).toContain('Alias of `query`');
    }
  });

  it('answers the entry with a page of KJV occurrences, original-text counts and related words', async () => {
    const response = await get('/api/concordance/h07225?limit=2&page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const body = response.json();
    expect(body).toMatchObject({
      id: 'H7225',
      strongsNumber: 'H7225',
      language: 'hebrew',
      word: 'רֵאשִׁית',
      origin: 'from the same as H7218;',
      usage: 'beginning, chief(-est), first(-fruits, part, time), principal thing.',
      totalOccurrences: 6,
      occurrencesPage: { page: 2, pages: 3, total: 6, limit: 2 },
      occurrencesByBook: [
        { book: 1, osis: 'Gen', bookName: 'Genesis', count: 3 },
        { book: 5, osis: 'Deut', bookName: 'Deuteronomy', count: 1 },
        { book: 20, osis: 'Prov', bookName: 'Proverbs', count: 1 },
        { book: 24, osis: 'Jer', bookName: 'Jeremiah', count: 1 },
      ],
      originalCounts: [{ version: 'wlc', name: 'Hebrew Bible (test verses)', count: 2 }],
      previous: 'H7224',
      next: 'H7226',
    });
    expect(body.occurrences).toEqual([
      {
        id: 1049003,
        book: 1,
        bookName: 'Genesis',
        chapter: 49,
        verse: 3,
        reference: 'Genesis 49:3',
        text: 'Reuben, thou art my firstborn, my might, and the beginning of my strength.',
        rawText: 'Reuben, thou art my firstborn, my might, and the beginning{H7225} of my strength.',
        segments: [
          { text: 'Reuben, thou art my firstborn, my might, ' },
          { text: 'and the beginning', match: true, strongs: ['H7225'] },
          { text: ' of my strength.' },
        ],
      },
      expect.objectContaining({ reference: 'Deuteronomy 18:4' }),
    ]);
    expect(body.related.map((entry: { strongsNumber: string }) => entry.strongsNumber)).toEqual([
      'H7218',
      'H7221',
      'H7222',
      'H7226',
    ]);
    expect(body.kjvUsage[0]).toEqual({ rendering: 'beginning', count: 4 });
    expect(body.kjvUsageMore).toBe(0);
  });

  it("gives a Greek entry the part of speech of the KJV's morphology codes, a Hebrew one the dictionary's", async () => {
    expect((await get('/api/concordance/G25')).json().partOfSpeech).toBe('Verb');
    expect((await get('/api/strongs/definition/G25')).json().partOfSpeech).toBe('Verb');
    expect((await get('/api/concordance/G26')).json().partOfSpeech).toBeNull();
    expect((await get('/api/concordance/H7225')).json().partOfSpeech).toBe('Noun Feminine');
  });

  it('counts Greek numbers in each installed Greek text, labelled by text', async () => {
    const body = (await get('/api/concordance/G26')).json();
    expect(body.totalOccurrences).toBe(3);
    expect(body.occurrencesByBook).toEqual([
      { book: 43, osis: 'John', bookName: 'John', count: 1 },
      { book: 62, osis: '1John', bookName: '1 John', count: 2 },
    ]);
    expect(body.occurrences).toHaveLength(3);
    expect(body.kjvUsage).toEqual([{ rendering: 'love', count: 3 }]);
    expect(body.originalCounts).toEqual([
      { version: 'tr', name: 'Textus Receptus (test verses)', count: 2 },
      { version: 'sblgnt', name: 'SBL Greek New Testament (test verses)', count: 1 },
    ]);
    expect(body.related.map((entry: { strongsNumber: string }) => entry.strongsNumber)).toEqual([
      'G25',
      'G27',
    ]);
  });

  it('answers an entry with no KJV verses as zero occurrences', async () => {
    const body = (await get('/api/concordance/H7226')).json();
    expect(body).toMatchObject({ totalOccurrences: 0, occurrences: [], kjvUsage: [] });
    expect(body.occurrencesPage).toEqual({ page: 1, pages: 0, total: 0, limit: 20 });
  });
});
