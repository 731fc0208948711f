import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../model';
import { OSHB_DIRECTORY, OSHB_META, parseOshbBook, parseOshbQere, readOshb, readOshbQere } from './oshb';

const fixtures = fileURLToPath(new URL('../fixtures/oshb', import.meta.url));

describe('readOshb on fixtures', () => {
  it('reads the book files in canonical order and skips VerseMap.xml', async () => {
    const { meta, verses } = await readOshb(fixtures);
    expect(meta).toBe(OSHB_META);
    expect(verses.map((v) => `${v.book}.${v.chapter}.${v.verse}`)).toEqual([
      'Gen.1.1',
      'Gen.1.5',
      'Gen.12.8',
      '1Sam.1.1',
    ]);
  });

  it('joins words with spaces, strips morpheme slashes, keeps sof pasuq and normalises to NFC', async () => {
    const [genesis1] = (await readOshb(fixtures)).verses;
    expect(genesis1!.text).toBe('בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃'.normalize('NFC'));
    expect(genesis1!.text).toBe(genesis1!.text.normalize('NFC'));
    expect(genesis1!.tokens).toHaveLength(7);
    expect(genesis1!.tokens[0]).toEqual({
      text: 'בְּרֵאשִׁ֖ית'.normalize('NFC'),
      strongs: ['H7225'],
      morph: ['HR/Ncfsa'],
      lemma: 'b/7225',
    });
    expect(genesis1!.tokens[1]).toMatchObject({ strongs: ['H1254'], morph: ['HVqp3ms'], lemma: '1254 a' });
  });

  it('binds maqaf without spaces, keeps paseq, drops petuha/setuma marks and notes', async () => {
    const verses = (await readOshb(fixtures)).verses;
    expect(verses[1]!.text).toBe('וַיִּקְרָ֨א אֱלֹהִ֤ים ׀ לָאוֹר֙ וַֽיְהִי־בֹ֖קֶר י֥וֹם אֶחָֽד׃'.normalize('NFC'));
    expect(verses[1]!.tokens).toHaveLength(7);
    // The ketiv stays in the text; the qere inside <note> is neither text nor token.
    expect(verses[2]!.text).toBe('אהלה בֵּֽית־אֵ֖ל לֽוֹ׃'.normalize('NFC'));
    expect(verses[2]!.tokens.map((t) => t.strongs)).toEqual([['H168'], ['H1008'], ['H1008'], []]);
  });

  it('reads a qere with the written word it replaces and its place among the verse’s words', async () => {
    const verses = (await readOshb(fixtures)).verses;
    const readings = (await readOshbQere(fixtures)).filter((reading) => reading.book === 'Gen');
    expect(readings).toEqual([
      {
        book: 'Gen',
        chapter: 12,
        verse: 8,
        at: 0,
        ketiv: ['אהלה'],
        words: [{ text: 'אָֽהֳלוֹ֙'.normalize('NFC'), strongs: ['H168'], morph: ['HNcmsc/Sp3ms'], lemma: '168' }],
      },
    ]);
    expect(verses[2]!.tokens[0]!.text).toBe('אהלה');
  });

  it('finds the written words of a catch-word joined by maqaf, and none for a word read but not written', () => {
    const xml = [
      '<osis><verse osisID="Ruth.1.1">',
      '<w lemma="1961" morph="HVqp3ms">הָיָה</w>',
      '<w lemma="4480" morph="HR">מן</w><seg type="x-maqqef">־</seg><w lemma="1323" morph="HNcfsc">בת</w>',
      '<note type="variant"><catchWord>מן־בת</catchWord><rdg type="x-qere"><w lemma="m/1323" morph="HR/Ncfsc">מִ/בַּת</w></rdg></note>',
      '<note type="variant"><rdg type="x-qere"><w lemma="935" morph="HVqrmpa">בָּאִים</w></rdg></note>',
      '</verse></osis>',
    ].join('');
    const [joined, unwritten] = parseOshbQere(xml, 'Ruth.xml');
    expect(joined).toMatchObject({ at: 1, ketiv: ['מן', 'בת'], words: [{ text: 'מִבַּת' }] });
    expect(unwritten).toMatchObject({ at: 3, ketiv: [], words: [{ text: 'בָּאִים' }] });
  });

  it('reports a malformed lemma with file and line', () => {
    const xml = '<osis>\n<verse osisID="Gen.1.1">\n<w lemma="x/1" morph="HR">א</w>\n</verse>\n</osis>';
    expect(() => parseOshbBook(xml, 'Bad.xml')).toThrow(IngestError);
    expect(() => parseOshbBook(xml, 'Bad.xml')).toThrow(/Bad\.xml, line 3: .*unknown OSHB lemma part "x"/);
  });

  it('rejects a verse id that is not an OSIS reference', () => {
    expect(() => parseOshbBook('<osis><verse osisID="Genesis 1:1"/></osis>', 'Bad.xml')).toThrow(
      /bad verse osisID/,
    );
  });
});

const installed = existsSync(OSHB_DIRECTORY);
if (!installed)
  console.warn(`Skipping OSHB real-data test: ${OSHB_DIRECTORY} not found (package bibledit-data).`);

describe.skipIf(!installed)('readOshb on the installed bibledit-data', () => {
  it('reads the 1,260 qere, each after the written words its catch-word spells', async () => {
    const { verses } = await readOshb();
    const byId = new Map(verses.map((verse) => [`${verse.book}.${verse.chapter}.${verse.verse}`, verse]));
    const readings = await readOshbQere();
    expect(readings).toHaveLength(1_260);
    for (const reading of readings) {
      const verse = byId.get(`${reading.book}.${reading.chapter}.${reading.verse}`)!;
      const written = verse.tokens.slice(reading.at, reading.at + reading.ketiv.length).map((t) => t.text);
      expect(written, `${reading.book} ${reading.chapter}:${reading.verse}`).toEqual(reading.ketiv);
      // A word written but not read has an empty reading; one read but not written, no written words.
      expect(reading.words.length + reading.ketiv.length).toBeGreaterThan(0);
    }
    // Ruth 3:4: written "and I will lie down" (1cs), read "and you will lie down" (2fs).
    const ruth = readings.filter((r) => r.book === 'Ruth' && r.chapter === 3 && r.verse === 4);
    expect(ruth.map((r) => [r.ketiv, r.words.map((w) => w.morph[0])])).toEqual([[['ושכבתי'], ['HC/Vqq2fs']]]);
    // It reads the whole Hebrew Bible twice (its verses, then its qere): as long as its sibling below on CI.
  }, 30_000);

  it('reads 23,213 verses in 39 books, every word with a morph code', async () => {
    const started = performance.now();
    const { verses } = await readOshb();
    console.info(`OSHB: ${verses.length} verses in ${Math.round(performance.now() - started)} ms`);
    expect(verses).toHaveLength(23_213);
    expect(new Set(verses.map((v) => v.book)).size).toBe(39);
    expect(verses[0]).toMatchObject({ book: 'Gen', chapter: 1, verse: 1 });
    expect(verses.at(-1)).toMatchObject({ book: 'Mal', chapter: 3, verse: 24 });

    const tokens = verses.flatMap((v) => v.tokens);
    expect(tokens).toHaveLength(305_507);
    expect(tokens.every((t) => t.morph.length === 1 && !t.text.includes('/'))).toBe(true);
    const withStrongs = tokens.filter((t) => t.strongs.length > 0).length;
    // DATA.md §E3: about 6,000 words carry only prefixes (a suffixed preposition), hence no number.
    expect(tokens.length - withStrongs).toBeGreaterThan(5_000);
    expect(tokens.length - withStrongs).toBeLessThan(7_000);
    expect(verses.every((v) => v.text.length > 0 && v.text === v.text.normalize('NFC'))).toBe(true);
  }, 30_000);
});
