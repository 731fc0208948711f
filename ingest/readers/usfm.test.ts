import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../model';
import { readUpload } from './upload';
import { readUsfm } from './usfm';

const SAMPLE = readFileSync(
  fileURLToPath(new URL('../fixtures/upload/sample.usfm', import.meta.url)),
  'utf8',
);

describe('readUsfm', () => {
  it('reads books, chapters and verses; drops headings, notes and titles; keeps character-marker text', () => {
    const verses = readUsfm('sample.usfm', SAMPLE);
    expect(verses.map((verse) => [`${verse.book} ${verse.chapter}:${verse.verse}`, verse.text])).toEqual([
      ['Gen 1:1', 'At the first, Elohim formed the heights and the land.'],
      ['Gen 1:2', 'The land lay empty; the Master moved over the deep. A line of poetry, and a second line.'],
      ['Gen 2:1', 'Two verses bridged, counted as the first.'],
      ['Gen 2:3', 'Added words stay.'],
      ['Ps 3:1', 'Master, how many are against me!'],
    ]);
  });

  it('turns \\w words with attributes into tokens', () => {
    const [first, , , third] = readUsfm('sample.usfm', SAMPLE);
    expect(first?.tokens).toEqual([
      { text: 'At the first', strongs: ['H7225'], morph: [] },
      { text: 'Elohim', strongs: ['H430'], morph: ['HNcmpa'] },
    ]);
    expect(third?.tokens).toEqual([{ text: 'stay', strongs: ['H1'], morph: [] }]);
  });

  it('leaves text before the first \\id out of the verses and names it in the notes', () => {
    const notes: string[] = [];
    const text = `Free to copy.\n\nNo warranty.\n${SAMPLE}`;
    const verses = readUsfm('licensed.usfm', text, notes);
    const refAndText = (verse: { book: string; chapter: number; verse: number; text: string }) =>
      `${verse.book} ${verse.chapter}:${verse.verse} ${verse.text}`;
    expect(verses.map(refAndText)).toEqual(readUsfm('sample.usfm', SAMPLE).map(refAndText));
    expect(notes).toEqual([
      'licensed.usfm, lines 1-3: text before the first \\id left out of the verses ("Free to copy.")',
    ]);
    expect(() => readUsfm('none.usfm', 'Only a note.\nAnd another.')).toThrow(
      /none\.usfm: no \\id line: each USFM book starts with \\id CODE/,
    );
  });

  it.each([
    ['\\c 1\n\\v 1 text', 1, /text before the first \\id line/],
    ['A licence line\n\\p \\v 1 text', 2, /text before the first \\id line/],
    ['\\id XYZ\n\\c 1', 1, /unknown USFM book code "XYZ"/],
    ['\\id GEN\n\\p\n\\v 1 text', 3, /\\v before the first \\c/],
    ['\\id GEN\n\\c one', 2, /chapter "one" is not a positive whole number/],
    ['\\id GEN\n\\c 1\n\\v 1 a\n\\v x b', 4, /\\v is not followed by a verse number/],
    ['\\id GEN\n\\c 1\n\\v 1 a\n\\v 1 b', 4, /Gen 1:1 was already given on line 3/],
  ])('rejects malformed input %j at line %i', (text, line, message) => {
    let error: unknown;
    try {
      readUsfm('upload.usfm', text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IngestError);
    expect(error).toMatchObject({ file: 'upload.usfm', line });
    expect((error as Error).message).toMatch(message);
  });
});

const MICAH = '/usr/share/bibledit/demo/34-MICeng-web.usfm';

// Debian's bibledit-data (scripts/setup.sh installs it; CI must have it) ships the WEB Micah with 39 lines of
// its licence before \id.
describe.skipIf(!existsSync(MICAH) && !process.env.CI)('real data: bibledit-data WEB Micah', () => {
  it('imports all 105 verses, the licence left out of them and named as a warning', async () => {
    const bible = await readUpload('34-MICeng-web.usfm', readFileSync(MICAH));
    expect(bible.verses).toHaveLength(105);
    expect(new Set(bible.verses.map((verse) => verse.book))).toEqual(new Set(['Mic']));
    expect(bible.verses[0]).toMatchObject({ chapter: 1, verse: 1 });
    expect(bible.verses.at(-1)).toMatchObject({ chapter: 7, verse: 20 });
    expect(bible.verses.some((verse) => /Public Domain|copyright|CC0/i.test(verse.text))).toBe(false);
    expect(bible.notes).toEqual([
      '34-MICeng-web.usfm, lines 1-39: text before the first \\id left out of the verses ("The World English Bible is in the Public Domain.")',
    ]);
  });
});
