import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BibleText, LexiconEntry, VerseRecord } from '../../ingest/model';
import { OSHB_META } from '../../ingest/readers/oshb';
import { ImportRepository } from '../bible-data/import.repository';
import { ImportService } from '../bible-data/import.service';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

const DEFINITIONS = {
  H853: 'properly, self (but generally used to point out more definitely the object of a verb or preposition)',
  H3478: 'he will rule as God; Jisraël, a symbolical name of Jacob; also (typically) of his posterity',
  H430: 'gods in the ordinary sense; but specifically used (in the plural thus, especially with the article) of the supreme God',
  H559: 'to say (used with great latitude)',
  H776: 'the earth (at large, or partitively a land)',
};

const lexicon: LexiconEntry[] = (
  [
    ['H853', 'אֵת', 'ʼêth', 'Particle'],
    ['H3478', 'יִשְׂרָאֵל', 'Yisrâʼêl', 'Proper Name Masculine'],
    ['H430', 'אֱלֹהִים', 'ʼĕlôhîym', 'Noun Masculine'],
    ['H559', 'אָמַר', 'ʼâmar', 'Verb'],
    ['H776', 'אֶרֶץ', 'ʼerets', 'Noun Feminine'],
  ] as const
).map(([strongs, lemma, transliteration, partOfSpeech]) => ({
  strongs,
  language: 'hebrew',
  lemma,
  transliteration,
  pronunciation: '',
  definition: DEFINITIONS[strongs],
  partOfSpeech,
  derivationLinks: [],
}));

/** Verses Gen 1:1… of a text, each made of the given tokens. */
function verses(tokens: Array<VerseRecord['tokens']>): VerseRecord[] {
  return tokens.map((verseTokens, index) => ({
    book: 'Gen',
    chapter: 1,
    verse: index + 1,
    text: verseTokens.map((token) => token.text).join(' '),
    tokens: verseTokens,
  }));
}

/** A Hebrew token; its OSHB lemma names the prefixes (`c/559`) so that the morph code's main word is found. */
const hebrew = (text: string, strongs: string, morph: string, lemma = strongs.slice(1)) => ({
  text,
  strongs: [strongs],
  morph: [morph],
  lemma,
});
const english = (text: string, ...strongs: string[]) => ({ text, strongs, morph: [] });

/** Ten verses: "and Israel said to God: … the earth", the object marker before "the earth". */
const wlc: BibleText = {
  meta: OSHB_META,
  verses: verses(
    Array.from({ length: 10 }, () => [
      hebrew('וַיֹּאמֶר', 'H559', 'HC/Vqw3ms', 'c/559'),
      hebrew('יִשְׂרָאֵל', 'H3478', 'HNpm'),
      hebrew('אֱלֹהִים', 'H430', 'HNcmpa'),
      hebrew('אֶת', 'H853', 'HTo'),
      hebrew('הָאָרֶץ', 'H776', 'HTd/Ncbsa', 'd/776'),
    ]),
  ),
};

/** The KJV of those verses, tagged as the CrossWire KJV tags: the object marker rides on a neighbour. */
const kjv: BibleText = {
  meta: {
    code: 'kjv',
    name: 'King James Version (test verses)',
    language: 'en',
    direction: 'ltr',
    versification: 'KJV',
    licence: 'test fixture',
    attribution: 'OpenConcordance tests',
    source: 'server/hebrew/word-glosses.routes.test.ts',
    hasStrongs: true,
    hasMorphology: false,
    strongsAuthoritative: true,
  },
  verses: verses(
    Array.from({ length: 10 }, (_, index) => [
      english(index < 7 ? 'And Israel' : 'O Israel', 'H3478'),
      english(index < 6 ? 'said' : index < 9 ? 'saying' : 'saith', 'H559'),
      english(index < 8 ? 'unto God' : 'unto the gods', 'H430'),
      english('and', 'H853'),
      english(index < 5 ? 'the earth' : 'the land', 'H776'),
    ]),
  ),
};

interface Word {
  strongs: string;
  gloss: string | null;
  definition: string | null;
}

describe.each(kinds)('Learner glosses of the Hebrew word lists on %s', (kind) => {
  let harness: TestApp;
  let importer: ImportService;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    importer = new ImportService(new ImportRepository(harness.database.db));
    await importer.write('hebrewstrong', { kind: 'lexicon', source: 'hebrewstrong', entries: lexicon });
    await importer.write('oshb', { kind: 'bible', text: wlc });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const words = async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/hebrew/words' });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ words: Word[] }>().words;
    return new Map(list.map((word) => [word.strongs, word]));
  };

  it("answers each word with a learner's gloss and the dictionary's definition beside it", async () => {
    // Without a KJV, glosses come from the dictionary; the object marker from the override table.
    const before = await words();
    expect(before.get('H853')).toMatchObject({ gloss: '(sign of the object)', definition: DEFINITIONS.H853 });
    expect(before.get('H3478')).toMatchObject({
      gloss: 'he will rule as God',
      definition: DEFINITIONS.H3478,
    });
    expect(before.get('H559')).toMatchObject({ gloss: 'to say', definition: DEFINITIONS.H559 });

    await importer.write('kjv', { kind: 'bible', text: kjv });
    // The lists follow the new KJV once this instance has heard of the import.
    await vi.waitFor(async () => expect((await words()).get('H3478')?.gloss).toBe('Israel'), {
      timeout: 10_000,
      interval: 100,
    });
    const after = await words();
    expect(Object.fromEntries([...after].map(([strongs, word]) => [strongs, word.gloss]))).toEqual({
      H853: '(sign of the object)',
      H3478: 'Israel',
      H430: 'God',
      H559: 'to say',
      H776: 'earth',
    });
    for (const [strongs, word] of after) {
      expect(word.definition).toBe(DEFINITIONS[strongs as keyof typeof DEFINITIONS]);
    }

    const verbs = await harness.app.inject({ method: 'GET', url: '/api/hebrew/verbs' });
    expect(verbs.json<{ verbs: Word[] }>().verbs).toEqual([
      expect.objectContaining({ strongs: 'H559', gloss: 'to say', definition: DEFINITIONS.H559 }),
    ]);
  });
});
