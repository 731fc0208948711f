import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../model';
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

  it.each([
    ['\\c 1\n\\v 1 text', 1, /text before the first \\id line/],
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
