import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatRange } from '../reference/format-reference';
import { headwordKey, readProse, type EastonsRecord } from './eastons';

const records = JSON.parse(
  gunzipSync(
    readFileSync(new URL('../../content/study/eastons-bible-dictionary/eastons.json.gz', import.meta.url)),
  ).toString('utf8'),
) as EastonsRecord[];

/** The references of a text, as `text → range`. */
function links(definition: string): string[] {
  return readProse(definition)
    .paragraphs.flat()
    .flatMap((piece) =>
      'ranges' in piece ? [`${piece.text} → ${piece.ranges.map(formatRange).join(', ')}`] : [],
    );
}

describe("Easton's Bible Dictionary, the shipped file", () => {
  it('holds 3,963 entries under 3,960 headword keys, every one with a definition', () => {
    expect(records).toHaveLength(3963);
    expect(new Set(records.map((record) => headwordKey(record.mot))).size).toBe(3960);
    expect(records.every((record) => record.mot && record.definition)).toBe(true);
  });

  it('reads 24,641 prose references and counts the 149 it cannot', () => {
    let read = 0;
    let unread = 0;
    for (const record of records) {
      const prose = readProse(record.definition);
      read += prose.read;
      unread += prose.unread.length;
      // Joining the pieces gives the text back: nothing is lost or doubled.
      expect(
        prose.paragraphs.map((paragraph) => paragraph.map((piece) => piece.text).join('')).join('\n\n'),
      ).toBe(record.definition.split(/\n{2,}/).join('\n\n'));
    }
    expect(read).toBe(24641);
    expect(unread).toBe(149);
  });
});

describe('readProse', () => {
  it('reads a book, its continuations and bracketed references that inherit the book', () => {
    expect(links('sent by God (Ex. 4:14, 27-30) to meet')).toEqual([
      'Ex. 4:14 → Exodus 4:14',
      '27-30 → Exodus 4:27-30',
    ]);
    expect(links('(Gen. 35:19; Matt. 2:1)')).toEqual([
      'Gen. 35:19 → Genesis 35:19',
      'Matt. 2:1 → Matthew 2:1',
    ]);
    expect(links('Rev. 1:8, 11; 21:6; 22:13')).toEqual([
      'Rev. 1:8 → Revelation 1:8',
      '11 → Revelation 1:11',
      '21:6 → Revelation 21:6',
      '22:13 → Revelation 22:13',
    ]);
    expect(links('son of Levi (Ex. 6:20). Born before Miriam (2:1, 4; 7:7).')).toEqual([
      'Ex. 6:20 → Exodus 6:20',
      '2:1 → Exodus 2:1',
      '4 → Exodus 2:4',
      '7:7 → Exodus 7:7',
    ]);
  });

  it("reads Easton's older abbreviations and numbered books, without taking a book's number as a verse", () => {
    expect(links('(Cant. 2:1; 1 Chr. 2:10; 2 Kings 4:1)')).toEqual([
      'Cant. 2:1 → Song of Solomon 2:1',
      '1 Chr. 2:10 → 1 Chronicles 2:10',
      '2 Kings 4:1 → 2 Kings 4:1',
    ]);
  });

  it('counts what it cannot read and keeps it as text', () => {
    const prose = readProse('See Comp. 1:9 and Exodus 11:31 and 1 Macc. 4:47.');
    expect(prose.read).toBe(0);
    expect(prose.unread).toEqual(['Comp. 1:9', 'Exodus 11:31', '1 Macc. 4:47']);
    expect(prose.paragraphs.flat().every((piece) => !('ranges' in piece))).toBe(true);
  });

  it('finds headwords without case, punctuation or accents', () => {
    expect(headwordKey('Béthlehem')).toBe(headwordKey('BETHLEHEM'));
    expect(headwordKey('Zuph, Land of')).toBe('zuphlandof');
  });
});
