import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { readerFixtureSources } from '../test/fixtures/reader';
import { appImporter } from '../test/app-importer';

const kinds = await databaseKinds();

describe.each(kinds)('reader calls on %s', (kind) => {
  let harness: TestApp;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const source of readerFixtureSources()) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
  });
  afterAll(async () => {
    await harness?.close();
  });

  describe('GET /api/bible/{version}/{book}/{chapter}', () => {
    it.each([
      ['/api/bible/kjv/Xyzzy/1', 'Unknown book: Xyzzy'],
      ['/api/bible/kjv/84/1', 'Unknown book: 84'],
      ['/api/bible/kjv/Gen/0', 'chapter must be a whole number of 1 or more'],
      ['/api/bible/kjv/Gen/one', 'chapter must be a whole number of 1 or more'],
      ['/api/bible/KJV!/Gen/1', 'version must be a version code such as kjv'],
      ['/api/bible/klingon/Gen/1', 'Unknown version "klingon". See /api/versions for the list.'],
    ])('answers 400 for %s', async (url, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('suggests the nearest books for an unknown one', async () => {
      const response = await get('/api/bible/kjv/Hezekiah/4');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Unknown book: Hezekiah. Did you mean Ezekiel or Nehemiah?',
        suggestions: ['Ezekiel', 'Nehemiah'],
      });
    });

    it.each([
      [
        '/api/bible/nkjv/Gen/1',
        'New King James Version is not installed. An administrator who holds a licence can import it.',
      ],
      ['/api/bible/kjv/Gen/51', 'Genesis has 32 chapters in Made-up King James'],
      ['/api/bible/kjv/Gen/4', 'Made-up King James has no Genesis 4'],
      ['/api/bible/tr/Gen/1', 'Made-up Textus Receptus does not include Genesis'],
    ])('answers 404 for %s', async (url, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message });
    });

    it('answers the chapter with segments, version metadata and neighbours', async () => {
      const response = await get('/api/bible/kjv/Genesis/1');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.version).toEqual({
        code: 'kjv',
        name: 'Made-up King James',
        abbreviation: 'KJV',
        language: 'en',
        direction: 'ltr',
        versification: 'KJV',
        licence: 'Made-up test text',
        attribution: 'Made-up King James, written for the tests',
        hasStrongs: true,
        strongsAuthoritative: true,
      });
      expect(body.book).toEqual({
        number: 1,
        osis: 'Gen',
        name: 'Genesis',
        testament: 'OT',
        deuterocanonical: false,
        chapters: [1, 2, 31, 32],
      });
      expect(body.reference).toBe('Genesis 1');
      expect(body.verses).toHaveLength(31);
      expect(body.verses[0]).toEqual({
        id: 1001001,
        verse: 1,
        reference: 'Genesis 1:1',
        text: 'In the beginning God created the heaven and the earth.',
        segments: [
          { text: 'In the beginning', strongs: ['H7225'] },
          { text: ' ' },
          { text: 'God', strongs: ['H430'] },
          { text: ' ' },
          { text: 'created', strongs: ['H1254'] },
          { text: ' ' },
          { text: 'the heaven', strongs: ['H8064'] },
          { text: ' ' },
          { text: 'and', strongs: ['H853'] },
          { text: ' ' },
          { text: 'the earth', strongs: ['H776'] },
          { text: '.' },
        ],
      });
      expect(body.previous).toBeNull();
      expect(body.next).toEqual({
        book: 'Gen',
        bookNumber: 1,
        bookName: 'Genesis',
        chapter: 2,
        reference: 'Genesis 2',
      });
    });

    it('reads the book by number, name or abbreviation and crosses books for previous and next', async () => {
      for (const book of ['1', 'gen', 'Gn', 'GENESIS']) {
        expect((await get(`/api/bible/kjv/${book}/2`)).json().reference).toBe('Genesis 2');
      }
      const psalm = (await get('/api/bible/kjv/Psalms/3')).json();
      expect(psalm.previous).toMatchObject({ book: 'Gen', chapter: 32 });
      expect(psalm.next).toMatchObject({ book: 'John', chapter: 3 });
      expect((await get('/api/bible/kjv/John/3')).json().next).toBeNull();
    });

    it('answers the Hebrew Bible in its own numbering, right to left', async () => {
      const body = (await get('/api/bible/wlc/Gen/32')).json();
      expect(body.version).toMatchObject({ direction: 'rtl', language: 'he', versification: 'WLC' });
      expect(body.verses.map((verse: { verse: number }) => verse.verse)).toEqual([1, 2, 3]);
    });

    it('gives a Hebrew Bible verse its KJV keys where they differ, and the KJV verses its chapter holds', async () => {
      const genesis = (await get('/api/bible/wlc/Gen/32')).json();
      expect(genesis.verses.map((verse: { id: number; kjv?: number[] }) => [verse.id, verse.kjv])).toEqual([
        [1032001, [1031055]],
        [1032002, [1032001]],
        [1032003, [1032002]],
      ]);
      expect(genesis.book.movedFromKjv).toEqual([{ from: 1031055, to: 1031055, chapter: 32 }]);
      // A Psalm's title has no KJV verse; the verse after it is the KJV's first.
      const psalm = (await get('/api/bible/wlc/Ps/3')).json();
      expect(psalm.verses.map((verse: { kjv?: number[] }) => verse.kjv)).toEqual([[], [19003001]]);
      expect(psalm.book).not.toHaveProperty('movedFromKjv');
      const books = (await get('/api/bible/wlc')).json();
      expect(books.books.find((book: { osis: string }) => book.osis === 'Gen').movedFromKjv).toEqual([
        { from: 1031055, to: 1031055, chapter: 32 },
      ]);
    });

    it('answers a KJV-numbered version without KJV keys, as before', async () => {
      for (const url of ['/api/bible/kjv/Gen/32', '/api/bible/kjv/Ps/3', '/api/bible/kjv']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toMatch(/"kjv":\[|movedFromKjv/);
      }
    });

    it('lists the books of a version with their chapters', async () => {
      const body = (await get('/api/bible/kjv')).json();
      expect(body.books.map((book: { osis: string }) => book.osis)).toEqual(['Gen', 'Ps', 'John']);
      expect((await get('/api/bible/nkjv')).statusCode).toBe(404);
    });
  });

  describe('GET /api/interlinear/{book}/{chapter}', () => {
    it.each([
      ['/api/interlinear/Xyzzy/1', 'Unknown book: Xyzzy'],
      ['/api/interlinear/Gen/1?source=tr', 'source must be wlc for the Old Testament'],
      ['/api/interlinear/John/3?source=wlc', 'source must be sblgnt or tr for the New Testament'],
      ['/api/interlinear/John/3?source=lxx', 'source must be wlc, tr or sblgnt'],
    ])('answers 400 for %s', async (url, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('answers 404 for a chapter the English version lacks', async () => {
      const response = await get('/api/interlinear/Gen/3');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Made-up King James has no Genesis 3' });
    });

    it('gives each Hebrew word its number, morphology in words and gloss, and keeps the English order', async () => {
      const body = (await get('/api/interlinear/Gen/1')).json();
      expect(body.source).toMatchObject({ code: 'wlc', direction: 'rtl' });
      const [first] = body.verses;
      expect(first.words[1]).toEqual({
        text: 'בָּרָ֣א',
        strongs: ['H1254'],
        lemma: 'בָּרָא',
        transliteration: 'bârâʼ',
        morph: 'HVqp3ms',
        morphology: 'verb, qal perfect, 3rd masculine singular',
        gloss: 'to create',
        rendering: 'created',
      });
      expect(first.words[0]).toMatchObject({
        morphology: 'preposition + noun, feminine singular absolute',
        // The learner's gloss, weighed against the KJV's renderings: never a cut of the definition ("the
        // first, in place, time, order or rank").
        gloss: 'beginning',
      });
      expect(first.words[3]).toMatchObject({
        morphology: 'direct object marker',
        // Not "self", the first word of its definition.
        gloss: '(sign of the object)',
        rendering: 'and',
      });
      const tagged = first.english.filter((piece: { original?: number[] }) => piece.original);
      expect(
        tagged.map((piece: { text: string; original: number[] }) => [piece.text, piece.original]),
      ).toEqual([
        ['In the beginning', [0]],
        ['God', [2]],
        ['created', [1]],
        ['the heaven', [4]],
        ['and', [3]],
        ['the earth', [6]],
      ]);
      // The second אֵת renders nothing in this English: listed apart.
      expect(first.unmatched).toEqual([5]);
    });

    it('pairs through the verse map when the Hebrew numbers the verse differently', async () => {
      const body = (await get('/api/interlinear/Gen/31')).json();
      expect(body.verses[0]).toMatchObject({
        reference: 'Genesis 31:55',
        originalReference: 'Genesis 32:1',
        words: [expect.objectContaining({ strongs: ['H1288'], rendering: 'blessed' })],
      });
    });

    it('reads the New Testament from the accented SBLGNT or, when asked, the Textus Receptus', async () => {
      const tr = (await get('/api/interlinear/John/3?source=tr')).json();
      expect(tr.source.code).toBe('tr');
      expect(tr.verses[0].words[2]).toMatchObject({
        text: 'ηγαπησεν',
        morph: 'V-AAI-3S',
        morphology: 'verb, aorist active indicative, 3rd person singular',
        gloss: 'to love',
        rendering: 'loved',
      });
      const sblgnt = (await get('/api/interlinear/John/3')).json();
      expect(sblgnt.source.code).toBe('sblgnt');
      expect(sblgnt.verses[0].words[2]).toMatchObject({
        text: 'ἠγάπησεν',
        gloss: 'to love',
        morph: 'V-3AAI-S--',
        morphology: 'verb, aorist active indicative, 3rd person singular',
      });
      // A verse the original text lacks has no words, and its English stays in order.
      expect(tr.verses[1]).toMatchObject({ reference: 'John 3:17', words: [], unmatched: [] });
    });
  });
});
