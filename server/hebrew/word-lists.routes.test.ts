import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BibleText, LexiconEntry } from '../../ingest/model';
import { OSHB_META } from '../../ingest/readers/oshb';
import { ImportRepository } from '../bible-data/import.repository';
import { ImportService } from '../bible-data/import.service';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { shortGloss } from './word-list.service';

const kinds = await databaseKinds();

const token = (text: string, strongs: string | undefined, morph: string, lemma: string) => ({
  text,
  strongs: strongs ? [strongs] : [],
  morph: [morph],
  lemma,
});

/** A made-up Hebrew Bible of three verses: H1254 three times (twice Qal, once Niphal), H430 twice. */
function smallBible(extra = 0): BibleText {
  const verses = [
    {
      book: 'Gen',
      chapter: 1,
      verse: 1,
      text: 'בְּרֵאשִׁית בָּרָא אֱלֹהִים',
      tokens: [
        token('בְּרֵאשִׁית', 'H7225', 'HR/Ncfsa', 'b/7225'),
        token('בָּרָא', 'H1254', 'HVqp3ms', '1254 a'),
        token('אֱלֹהִים', 'H430', 'HNcmpa', '430'),
      ],
    },
    {
      book: 'Gen',
      chapter: 1,
      verse: 2,
      text: 'וַיִּבְרָא אֱלֹהִים לוֹ',
      tokens: [
        token('וַיִּבְרָא', 'H1254', 'HC/Vqw3ms', 'c/1254 a'),
        token('אֱלֹהִים', 'H430', 'HNcmpa', '430'),
        token('לוֹ', undefined, 'HR/Sp3ms', 'l'),
      ],
    },
    {
      book: 'Gen',
      chapter: 2,
      verse: 4,
      text: 'בְּהִבָּרְאָם',
      tokens: [token('בְּהִבָּרְאָם', 'H1254', 'HR/VNc/Sp3mp', 'b/1254 a')],
    },
  ];
  for (let index = 0; index < extra; index += 1)
    verses.push({
      book: 'Gen',
      chapter: 3,
      verse: index + 1,
      text: 'אֱלֹהִים',
      tokens: [token('אֱלֹהִים', 'H430', 'HNcmpa', '430')],
    });
  return { meta: OSHB_META, verses };
}

const lexicon: LexiconEntry[] = [
  [
    'H430',
    'אֱלֹהִים',
    'ʼĕlôhîym',
    'gods in the ordinary sense; but specifically used of the supreme God',
    'Noun Masculine',
  ],
  ['H1254', 'בָּרָא', 'bârâʼ', '(absolutely) to create; (qualified) to cut down', 'Verb'],
].map(([strongs, lemma, transliteration, definition, partOfSpeech]) => ({
  strongs: strongs!,
  language: 'hebrew',
  lemma: lemma!,
  transliteration: transliteration!,
  pronunciation: '',
  definition: definition!,
  partOfSpeech,
  derivationLinks: [],
}));

describe('word-list glosses', () => {
  it('keeps the first sense of a definition', () => {
    expect(shortGloss('(absolutely) to create; (qualified) to cut down')).toBe('to create');
    expect(shortGloss('properly, the whole; hence, all')).toBe('the whole');
  });
});

describe.each(kinds)('Hebrew word and verb lists on %s', (kind) => {
  let harness: TestApp;
  let importer: ImportService;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    importer = new ImportService(new ImportRepository(harness.database.db));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers 404 with a clear message while the Hebrew Bible is not installed', async () => {
    for (const url of ['/api/hebrew/words', '/api/hebrew/verbs', '/api/hebrew/occurrences?strongs=H430']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'The Hebrew Bible (WLC) is not installed on this site yet',
      });
    }
  });

  it.each([
    ['/api/hebrew/words?limit=0', 'limit must be at least 1'],
    ['/api/hebrew/words?limit=501', 'limit must be at most 500'],
    ['/api/hebrew/verbs?limit=101', 'limit must be at most 100'],
    ['/api/hebrew/verbs?limit=x', 'limit must be a number'],
    ['/api/hebrew/occurrences', 'strongs is required'],
    [
      '/api/hebrew/occurrences?strongs=G26',
      'strongs must be up to 50 Hebrew Strong’s numbers separated by commas (H1,H2)',
    ],
  ])('answers 400 for %s', async (url, message) => {
    const response = await harness.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('derives the lists from the current edition, with dictionary forms, and follows a new import', async () => {
    await importer.write('hebrewstrong', { kind: 'lexicon', source: 'hebrewstrong', entries: lexicon });
    await importer.write('oshb', { kind: 'bible', text: smallBible() });

    const words = await harness.app.inject({ method: 'GET', url: '/api/hebrew/words' });
    expect(words.statusCode).toBe(200);
    const body = words.json<{ editionId: number; words: Array<{ strongs: string }> }>();
    expect(body.words).toEqual([
      {
        rank: 1,
        strongs: 'H1254',
        headword: 'בָּרָא',
        transliteration: 'bârâʼ',
        pronunciation: '',
        gloss: 'to create',
        definition: '(absolutely) to create; (qualified) to cut down',
        partOfSpeech: 'Verb',
        occurrences: 3,
      },
      expect.objectContaining({
        rank: 2,
        strongs: 'H430',
        occurrences: 2,
        gloss: 'gods in the ordinary sense',
      }),
      expect.objectContaining({ rank: 3, strongs: 'H7225', occurrences: 1, headword: null, gloss: null }),
    ]);

    const verbs = await harness.app.inject({ method: 'GET', url: '/api/hebrew/verbs' });
    expect(verbs.json()).toEqual({
      editionId: body.editionId,
      verbs: [
        expect.objectContaining({
          rank: 1,
          strongs: 'H1254',
          occurrences: 3,
          stems: [
            { stem: 'Qal', occurrences: 2 },
            { stem: 'Niphal', occurrences: 1 },
          ],
        }),
      ],
    });

    const occurrences = await harness.app.inject({
      method: 'GET',
      url: '/api/hebrew/occurrences?strongs=H430,H9999',
    });
    expect(occurrences.json<{ entries: unknown[] }>().entries).toEqual([
      expect.objectContaining({ strongs: 'H430', rank: 2, occurrences: 2, stems: [] }),
      expect.objectContaining({ strongs: 'H9999', rank: 0, occurrences: 0, headword: null }),
    ]);

    // A new edition replaces the cached lists: H430 now leads.
    await importer.write('oshb', { kind: 'bible', text: smallBible(3) });
    const after = await harness.app.inject({ method: 'GET', url: '/api/hebrew/words?limit=1' });
    expect(after.json()).toEqual({
      editionId: expect.any(Number),
      words: [expect.objectContaining({ strongs: 'H430', occurrences: 5 })],
    });
    expect(after.json<{ editionId: number }>().editionId).not.toBe(body.editionId);

    // Spot-check against the database, counted independently of the service.
    const result = (await harness.database.db.execute(sql`
      select count(*)::int as count from verses
      join bible_versions on bible_versions.current_edition_id = verses.edition_id
      cross join lateral jsonb_array_elements(verses.tokens) as t
      where bible_versions.code = 'wlc' and t -> 's' @> '["H430"]'`)) as unknown as {
      rows: Array<{ count: number }>;
    };
    expect(Number(result.rows[0]?.count)).toBe(5);
  });
});
