import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LexiconEntry } from '../model';
import { HEBREW_LEXICON_DIRECTORY, parseHebrewStrong, readHebrewStrong } from './hebrew-strong';

const fixtures = fileURLToPath(new URL('../fixtures/hebrewlexicon', import.meta.url));
const RESHIT = '\u05e8\u05b5\u05d0\u05e9\u05b4\u05c1\u05d9\u05ea'; // רֵאשִׁית in NFC (hiriq before shin dot)

describe('readHebrewStrong on fixtures', () => {
  it('maps meaning, usage and source to definition, KJV usage and derivation', async () => {
    const entries = await readHebrewStrong(fixtures);
    expect(entries.map((e) => e.strongs)).toEqual(['H2', 'H269', 'H3', 'H7225']);
    expect(entries[3]).toEqual<LexiconEntry>({
      strongs: 'H7225',
      language: 'hebrew',
      lemma: RESHIT,
      transliteration: 'rêʼshîyth',
      pronunciation: "ray-sheeth'",
      partOfSpeech: 'Noun Feminine',
      definition: 'the first, in place, time, order or rank (specifically, a firstfruit)',
      derivation: 'from the same as H7218;',
      derivationLinks: ['H7218'],
      kjvUsage: 'beginning, chief(-est), first(-fruits, part, time), principal thing.',
    });
  });

  it('normalises the pointed headword to NFC', async () => {
    const [, , , reshit] = await readHebrewStrong(fixtures);
    expect(reshit!.lemma).toBe(reshit!.lemma.normalize('NFC'));
  });

  it('leaves editorial notes out, keeps inline Hebrew and collapses whitespace', async () => {
    const [aramaic, sister, green] = await readHebrewStrong(fixtures);
    expect(sister!.definition).toBe('a sister (used very widely [like H251], literally and figuratively)');
    expect(sister!.derivationLinks).toEqual(['H251']);
    expect(green!.definition).toBe('a green plant');
    expect(green!.derivation).toBe('from the same as H24; by transcription אֵב;');
    expect(green!.partOfSpeech).toBe('Noun Masculine; Noun Feminine');
    // No <meaning>: the definition stays empty rather than repeating the usage line.
    expect(aramaic).toMatchObject({ definition: '', kjvUsage: 'father.', derivationLinks: ['H1'] });
  });

  it('keeps the code when no parts-of-speech table is given', () => {
    const xml = '<lexicon><entry id="H1"><w pos="n-m" xlit="ʼâb" pron="awb">אָב</w></entry></lexicon>';
    expect(parseHebrewStrong(xml, 'x.xml')[0]).toMatchObject({ partOfSpeech: 'n-m', definition: '' });
  });

  it('rejects an entry without an H number', () => {
    expect(() => parseHebrewStrong('<lexicon>\n<entry id="G1"><w>א</w></entry></lexicon>', 'x.xml')).toThrow(
      /x\.xml, line 2: entry "G1" lacks an H number/,
    );
  });
});

const installed = existsSync(join(HEBREW_LEXICON_DIRECTORY, 'HebrewStrong.xml'));
if (!installed) console.warn(`Skipping HebrewStrong real-data test: ${HEBREW_LEXICON_DIRECTORY} not found.`);

describe.skipIf(!installed)('readHebrewStrong on the installed bibledit-data', () => {
  it('reads 8,674 entries; H7225 is רֵאשִׁית with "beginning" in its usage', async () => {
    const started = performance.now();
    const entries = await readHebrewStrong();
    console.info(`HebrewStrong: ${entries.length} entries in ${Math.round(performance.now() - started)} ms`);
    expect(entries).toHaveLength(8_674);
    expect(new Set(entries.map((e) => e.strongs)).size).toBe(8_674);
    const reshit = entries.find((e) => e.strongs === 'H7225');
    expect(reshit?.lemma.normalize('NFC')).toBe(RESHIT);
    expect(reshit?.kjvUsage).toContain('beginning');
    expect(reshit?.derivationLinks).toEqual(['H7218']);
    expect(entries.every((e) => e.lemma !== '' && e.transliteration !== '')).toBe(true);
    // Every part-of-speech code is named by PartsOfSpeech.xml.
    expect(entries.filter((e) => e.partOfSpeech && /^[a-z-]+$/.test(e.partOfSpeech))).toEqual([]);
  });
});
