import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readProse } from '../reference/prose-references';
import { headwordKey, type EastonsRecord } from './eastons';

const records = JSON.parse(
  gunzipSync(
    readFileSync(new URL('../../content/study/eastons-bible-dictionary/eastons.json.gz', import.meta.url)),
  ).toString('utf8'),
) as EastonsRecord[];

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

describe('headwordKey', () => {
  it('finds headwords without case, punctuation or accents', () => {
    expect(headwordKey('Béthlehem')).toBe(headwordKey('BETHLEHEM'));
    expect(headwordKey('Zuph, Land of')).toBe('zuphlandof');
  });
});
