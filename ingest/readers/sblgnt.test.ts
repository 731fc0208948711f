import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IngestError, type VerseToken } from '../model';
import { BIBLEDIT_SOURCES_DIRECTORY, parseMorphGnt, parseSblgntXml, readSblgnt, SBLGNT_META } from './sblgnt';

const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));

describe('readSblgnt on fixtures', () => {
  it('reads SBLGNT verses in file order with punctuation and without critical signs', async () => {
    const { meta, verses } = await readSblgnt(fixtures);
    expect(meta).toBe(SBLGNT_META);
    expect(verses.map((v) => `${v.book}.${v.chapter}.${v.verse}`)).toEqual([
      'Matt.1.1',
      'Matt.10.28',
      'Matt.10.33',
      'John.3.16',
    ]);
    expect(verses[0]!.text).toBe('Βίβλος γενέσεως Ἰησοῦ χριστοῦ υἱοῦ Δαυὶδ υἱοῦ Ἀβραάμ.');
    expect(verses[1]!.text).toBe('καὶ μὴ φοβεῖσθε·');
    expect(verses[2]!.text).toBe('ὅστις δ᾽ ἂν ἀρνήσηταί με.');
  });

  it('gives every word its MorphGNT lemma and parse, and a Strong number through the lemma', async () => {
    const { verses } = await readSblgnt(fixtures);
    const john = verses[3]!.tokens;
    expect(john[2]).toEqual<VerseToken>({
      text: 'ἠγάπησεν',
      strongs: ['G25'],
      morph: ['V-3AAI-S--'],
      lemma: 'ἀγαπάω',
    });
    expect(john[0]).toMatchObject({ text: 'Οὕτως', lemma: 'οὕτω(ς)', strongs: ['G3779'] });
    // θεός is not in the fixture dictionary: the word keeps its lemma and has no number.
    expect(john[4]).toMatchObject({ text: 'θεὸς', lemma: 'θεός', strongs: [] });
    expect(verses[1]!.tokens[2]).toMatchObject({ lemma: 'φοβέομαι', strongs: ['G5399'] });
    expect(verses[0]!.tokens[5]).toMatchObject({ text: 'Δαυὶδ', strongs: ['G1138'] });
  });

  it('matches SBLGNT and MorphGNT spellings of elided words', async () => {
    const { verses } = await readSblgnt(fixtures);
    expect(verses[2]!.tokens[1]).toMatchObject({ text: 'δ᾽', lemma: 'δέ', morph: ['C---------'] });
  });

  it('uses a resolver passed in', async () => {
    const { verses } = await readSblgnt(fixtures, () => 'G1');
    expect(verses.flatMap((v) => v.tokens).every((t) => t.strongs[0] === 'G1')).toBe(true);
  });
});

describe('parse errors', () => {
  it('names the MorphGNT line that does not have seven columns', () => {
    expect(() =>
      parseMorphGnt('010101 N- ----NSF- Βίβλος Βίβλος βίβλος βίβλος\n010101 N- x', 'm.txt'),
    ).toThrow(/m\.txt, line 2: expected "BBCCVV/);
  });

  it('rejects a verse id with an unknown book', () => {
    expect(() =>
      parseSblgntXml('<sblgnt><book>\n<verse-number id="Maccabees 1:1"/></book></sblgnt>', 's.xml'),
    ).toThrow(/s\.xml, line 2: bad verse id/);
  });

  it('reads the MorphGNT columns', () => {
    const [word] = parseMorphGnt('040316 D- -------- Οὕτως Οὕτως οὕτω(ς) οὕτω(ς)', 'm.txt');
    expect(word).toEqual({
      book: 'John',
      chapter: 3,
      verse: 16,
      morph: 'D---------',
      word: 'Οὕτως',
      lemma: 'οὕτω(ς)',
    });
  });

  it('refuses MorphGNT words that are not the SBLGNT words', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'sblgnt-'));
    await mkdir(join(directory, 'sblgnt'));
    await mkdir(join(directory, 'morphgnt'));
    await writeFile(
      join(directory, 'sblgnt', 'sblgnt.xml'),
      '<sblgnt><book><p><verse-number id="John 3:16"/><w>Οὕτως</w></p></book></sblgnt>',
    );
    await writeFile(
      join(directory, 'morphgnt', '64-Jn-morphgnt.txt'),
      '040316 C- -------- γὰρ γὰρ γάρ γάρ\n',
    );
    try {
      await expect(readSblgnt(directory, () => undefined)).rejects.toThrow(IngestError);
      await expect(readSblgnt(directory, () => undefined)).rejects.toThrow(/word 1 of John\.3\.16 "γὰρ"/);
    } finally {
      await rm(directory, { recursive: true });
    }
  });
});

const installed = existsSync(join(BIBLEDIT_SOURCES_DIRECTORY, 'sblgnt', 'sblgnt.xml'));
if (!installed)
  console.warn(`Skipping SBLGNT real-data test: ${BIBLEDIT_SOURCES_DIRECTORY}/sblgnt not found.`);

describe.skipIf(!installed)('readSblgnt on the installed bibledit-data', () => {
  it('reads 7,927 verses and 137,554 words, ≥ 99.8 % of them with a Strong number', async () => {
    const started = performance.now();
    const { verses } = await readSblgnt();
    const tokens = verses.flatMap((v) => v.tokens);
    const withStrongs = tokens.filter((t) => t.strongs.length > 0).length;
    const coverage = (100 * withStrongs) / tokens.length;
    console.info(
      `SBLGNT: ${verses.length} verses, ${tokens.length} words, Strong's coverage ${coverage.toFixed(2)} % ` +
        `in ${Math.round(performance.now() - started)} ms`,
    );
    expect(verses).toHaveLength(7_927);
    expect(new Set(verses.map((v) => v.book)).size).toBe(27);
    expect(tokens).toHaveLength(137_554);
    expect(coverage).toBeGreaterThanOrEqual(99.8);
    expect(verses.some((v) => /[\u2e00-\u2e05]/.test(v.text))).toBe(false);
    const john316 = verses.find((v) => v.book === 'John' && v.chapter === 3 && v.verse === 16);
    expect(john316?.tokens[2]).toMatchObject({ text: 'ἠγάπησεν', strongs: ['G25'] });
  }, 30_000);
});
