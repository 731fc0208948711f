import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSettings } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { readerFixtureSources, rstneFixtureSource } from '../test/fixtures/reader';
import { appImporter, type AppImporter } from '../test/app-importer';

const kinds = await databaseKinds();
const NOT_INSTALLED =
  'Restoration Scriptures True Name Edition is not installed. An administrator who holds a licence can import it.';

describe.each(kinds)('verse look-ups on %s', (kind) => {
  let harness: TestApp;
  let importer: AppImporter;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });
  const batch = (payload: unknown) =>
    harness.app.inject({ method: 'POST', url: '/api/reference-lookup/batch', payload: payload as object });

  beforeAll(async () => {
    harness = await createTestApp(kind);
    importer = appImporter(harness.app);
    for (const source of readerFixtureSources()) await importer.importSource(source);
  });
  afterAll(async () => {
    await harness?.close();
  });

  describe('before the special edition is installed', () => {
    it.each([
      [{}, 'references must be a list of references such as "Genesis 1:1"'],
      [{ references: 'Genesis 1:1' }, 'references must be a list of references such as "Genesis 1:1"'],
      [
        { references: Array(501).fill('Genesis 1:1') },
        'references may hold at most 500 references a request',
      ],
      [{ references: ['x'.repeat(201)] }, 'references.0: each reference must be at most 200 characters'],
      // 500 references of 200 verses each once made a 70 MB answer; ranges count by the verses they hold.
      [
        { references: Array(500).fill('Gen 1-Rev 22'), version: 'kjv' },
        'references may stand for at most 500 verses a request',
      ],
      [
        { references: ['Psalms 119', 'Psalms 119', 'Psalms 119'], version: 'kjv' },
        'references may stand for at most 500 verses a request',
      ],
      [{ references: [], version: 'KJV!' }, 'version must be a version code such as kjv'],
      [{ references: [], version: 'klingon' }, 'Unknown version "klingon". See /api/versions for the list.'],
    ])('the batch answers 400 for %j', async (payload, message) => {
      const response = await batch(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('the batch answers 404 with a clear message', async () => {
      const response = await batch({ references: ['Genesis 1:1'] });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: NOT_INSTALLED });
    });

    it.each([
      ['/api/rstne/verse/Xyzzy/1/1', 400, 'Unknown book: Xyzzy'],
      ['/api/rstne/verse/Genesis/1/0', 400, 'verse must be a whole number of 1 or more'],
      ['/api/rstne/verse/Genesis/1/1', 404, NOT_INSTALLED],
    ])('rstne/verse %s answers %i', async (url, status, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
    });

    it('the batch compares with any installed version', async () => {
      const response = await batch({ references: ['Genesis 1:1', 'Exodus 1:1'], version: 'kjv' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ count: 2, version: { code: 'kjv', abbreviation: 'KJV' } });
      expect(body.references[0]).toMatchObject({
        reference: 'Genesis 1:1',
        text: 'In the beginning God created the heaven and the earth.',
        found: true,
      });
      expect(body.references[0].segments[2]).toEqual({ text: 'God', strongs: ['H430'] });
      expect(body.references[1]).toEqual({
        reference: 'Exodus 1:1',
        text: '(Not available in KJV)',
        found: false,
      });
      expect(body.lookupTime).toBeGreaterThanOrEqual(0);
    });

    it('pairs references across the Hebrew and English numberings', async () => {
      const fromHebrew = (
        await batch({ references: ['Genesis 32:1', 'Psalms 3:1', 'Psalms 3:2'], version: 'kjv', from: 'wlc' })
      ).json();
      expect(fromHebrew.references.map((item: { text: string }) => item.text)).toEqual([
        'And early in the morning Laban rose and blessed them.',
        '(Not available in KJV)',
        'How many are they that trouble me.',
      ]);
      const toHebrew = (await batch({ references: ['Genesis 31:55', 'Psalms 3:1'], version: 'wlc' })).json();
      expect(toHebrew.references.map((item: { text: string }) => item.text)).toEqual(['וַיְבָ֣רֶךְ׃', 'יְ֭הוָה׃']);
    });

    it('reads ranges and lists, and says so for what it cannot read', async () => {
      const body = (
        await batch({ references: ['Gen 2:1-2', 'Gen 2:1, 3', 'not a reference'], version: 'kjv' })
      ).json();
      expect(body.references.map((item: { text: string }) => item.text)).toEqual([
        'Thus the heights and the land were finished. And on the seventh day the work was ended.',
        'Thus the heights and the land were finished. And the seventh day was blessed.',
        '(Not available in KJV)',
      ]);
    });

    it('the Strong’s verse call answers words and numbers, by book number or name', async () => {
      expect((await get('/api/strongs/verse/0/1/1')).json()).toEqual({ message: 'Unknown book: 0' });
      expect((await get('/api/strongs/verse/1/1/40')).json()).toEqual({
        message: 'Genesis 1:40 is not in Made-up King James',
      });
      const response = await get('/api/strongs/verse/1/1/1');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        reference: 'Genesis 1:1',
        text: 'In the beginning{H7225} God{H430} created{H1254} the heaven{H8064} and{H853} the earth{H776}.',
        plainText: 'In the beginning God created the heaven and the earth.',
        version: 'kjv',
      });
      expect(body.strongsWords.slice(0, 2)).toEqual([
        { word: 'In the beginning', strongsNumber: 'H7225' },
        { word: 'God', strongsNumber: 'H430' },
      ]);
      expect((await get('/api/strongs/verse/John/3/16?version=tr')).json().reference).toBe('John 3:16');
    });
  });

  describe('after a made-up special edition is imported', () => {
    beforeAll(async () => {
      const outcome = await importer.importSource(rstneFixtureSource());
      expect(outcome.status).toBe('completed');
      // The import announces itself by NOTIFY, which the PostgreSQL server delivers when it will: under load
      // the first look-up could still see the list of versions read before the import. Tell the registry now,
      // as the announcement would.
      harness.app.services.indexes.invalidate('rstne');
    });

    it('rstne/verse answers the verse, and 404 for one it lacks', async () => {
      const response = await get(`/api/rstne/verse/${encodeURIComponent('Genesis')}/1/1`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        reference: 'Genesis 1:1',
        text: 'In the beginning Elohim created the heaven and the earth.',
        version: 'rstne',
      });
      const missing = await get(`/api/rstne/verse/${encodeURIComponent('Song of Solomon')}/1/1`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Song of Solomon 1:1 is not in Made-up RSTNE' });
    });

    it('the batch looks up 100 references in the special edition', async () => {
      const references = Array.from({ length: 100 }, (_, index) => `Genesis 1:${(index % 31) + 1}`);
      const response = await batch({ references });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.count).toBe(100);
      expect(body.version.code).toBe('rstne');
      expect(body.references).toHaveLength(100);
      expect(body.references[0].text).toBe('In the beginning Elohim created the heaven and the earth.');
      expect(body.references[30]).toEqual({
        reference: 'Genesis 1:31',
        text: '(Not available in RSTNE)',
        found: false,
      });
      expect(body.references.filter((item: { found: boolean }) => !item.found)).toHaveLength(3);
    });

    it('the batch takes 500 references and refuses 501', async () => {
      const ok = await batch({ references: Array(500).fill('John 3:16') });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().count).toBe(500);
      const refused = await batch({ references: Array(501).fill('John 3:16') });
      expect(refused.statusCode).toBe(400);
    });

    it('the batch answers 500 verses of ranges, as JSON.stringify would write them', async () => {
      const response = await batch({
        references: ['Gen 1:1-31', ...Array(469).fill('Gen 1:1')],
        version: 'kjv',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json();
      expect(body).toMatchObject({ count: 470, version: { code: 'kjv' } });
      expect(body.references[0].text).toMatch(/^In the beginning God created the heaven and the earth\. /);
      expect(response.body).toBe(JSON.stringify(body));
    });

    it('the batch refuses an answer over 2 MB, and sends one under it', async () => {
      const longVerse = `${'And it came to pass '.repeat(250)}end.`;
      const outcome = await importer.importSource({
        id: 'long',
        label: '',
        requiredFile: '/',
        installHint: '',
        load: async () => ({
          kind: 'bible',
          text: {
            meta: {
              code: 'long',
              name: 'Made-up long verses',
              language: 'en',
              direction: 'ltr',
              versification: 'KJV',
              licence: 'Made-up test text',
              attribution: '',
              source: 'test fixture',
              hasStrongs: false,
              hasMorphology: false,
              strongsAuthoritative: false,
            },
            verses: [{ book: 'Gen', chapter: 1, verse: 1, text: longVerse, tokens: [] }],
          },
        }),
      });
      expect(outcome.status).toBe('completed');
      const refused = await batch({ references: Array(450).fill('Genesis 1:1'), version: 'long' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'The verses asked for would make an answer over 2 MB; ask for fewer references',
      });
      const sent = await batch({ references: Array(350).fill('Genesis 1:1'), version: 'long' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().references[349].text).toBe(longVerse);
      expect(sent.rawPayload.length).toBeGreaterThan(1_700_000);
      expect(sent.rawPayload.length).toBeLessThanOrEqual(2_000_000);
    });

    it('a site that names another special edition uses it', async () => {
      const db = harness.database.db;
      await db.insert(systemSettings).values({
        key: 'edition.special',
        value: 'kjv',
        category: 'bible',
        dataType: 'string',
        label: 'Special edition',
      });
      // Written past the settings service (which would notify every instance): empty its cache by hand.
      harness.app.services.settings.invalidate();
      try {
        const body = (await batch({ references: ['Genesis 1:31'] })).json();
        expect(body.version.code).toBe('kjv');
        expect(body.references[0].found).toBe(true);
        expect((await get('/api/rstne/verse/Genesis/1/31')).json().version).toBe('kjv');
      } finally {
        await db.delete(systemSettings).where(eq(systemSettings.key, 'edition.special'));
        harness.app.services.settings.invalidate();
      }
    });
  });
});
