import { describe, expect, it } from 'vitest';
import { verseKey } from '../../core/bible/books';
import { segmentVerse } from '../../core/search/segments';
import { shortGloss } from './gloss';
import { alignReverse, originalWords } from './interlinear.align';
import { ChapterOutline } from './chapter-outline';
import { referenceKeys } from './reference-keys';
import { pairingSystem, VersePairing } from './verse-pairing';

const key = (book: number, chapter: number, verse: number) => verseKey(book, chapter, verse);
const GEN = 1;
const PS = 19;
const MAL = 39;

// A slice of OSHB's KJV → WLC rows: Gen 31:55 = 32:1 (and the chapter shifts), Ps 3 (title), Mal 4 = 3:19-24.
const pairing = new VersePairing([
  { fromKey: key(GEN, 31, 55), toKey: key(GEN, 32, 1) },
  { fromKey: key(GEN, 32, 1), toKey: key(GEN, 32, 2) },
  { fromKey: key(GEN, 32, 32), toKey: key(GEN, 32, 33) },
  { fromKey: key(PS, 3, 1), toKey: key(PS, 3, 2) },
  { fromKey: key(PS, 3, 8), toKey: key(PS, 3, 9) },
  { fromKey: key(MAL, 4, 1), toKey: key(MAL, 3, 19) },
  { fromKey: key(MAL, 4, 6), toKey: key(MAL, 3, 24) },
  // A KJV verse split over two WLC verses.
  { fromKey: key(11, 18, 33), toKey: key(11, 18, 33) },
  { fromKey: key(11, 18, 33), toKey: key(11, 18, 34) },
]);

describe('verse pairing across the KJV and WLC numberings', () => {
  it.each([
    ['KJV Gen 31:55 → WLC Gen 32:1', key(GEN, 31, 55), 'KJV', 'WLC', [key(GEN, 32, 1)]],
    ['WLC Gen 32:1 → KJV Gen 31:55', key(GEN, 32, 1), 'WLC', 'KJV', [key(GEN, 31, 55)]],
    ['KJV Gen 32:32 → WLC Gen 32:33', key(GEN, 32, 32), 'KJV', 'WLC', [key(GEN, 32, 33)]],
    ['an unmapped verse keeps its number', key(GEN, 1, 1), 'KJV', 'WLC', [key(GEN, 1, 1)]],
    ['a Psalm title has no KJV verse', key(PS, 3, 1), 'WLC', 'KJV', []],
    ['KJV Ps 3:1 is the WLC 3:2', key(PS, 3, 1), 'KJV', 'WLC', [key(PS, 3, 2)]],
    ['KJV Mal 4:1 → WLC Mal 3:19', key(MAL, 4, 1), 'KJV', 'WLC', [key(MAL, 3, 19)]],
    ['WLC Mal 3:24 → KJV Mal 4:6', key(MAL, 3, 24), 'WLC', 'KJV', [key(MAL, 4, 6)]],
    ['a split verse gives both halves', key(11, 18, 33), 'KJV', 'WLC', [key(11, 18, 33), key(11, 18, 34)]],
    ['the same numbering is left alone', key(PS, 3, 1), 'KJV', 'KJV', [key(PS, 3, 1)]],
    ['the New Testament is never mapped', key(43, 3, 16), 'KJV', 'WLC', [key(43, 3, 16)]],
  ] as const)('%s', (_name, from, fromSystem, toSystem, expected) => {
    expect(pairing.pair(from, fromSystem, toSystem)).toEqual(expected);
  });

  it('treats every numbering but the Hebrew Bible’s as the KJV’s', () => {
    expect(['KJV', 'NRSVA', 'SBLGNT', 'wlc', 'WLC'].map(pairingSystem)).toEqual([
      'KJV',
      'KJV',
      'KJV',
      'WLC',
      'WLC',
    ]);
  });
});

describe('referenceKeys', () => {
  it.each([
    ['Genesis 1:1', [key(GEN, 1, 1)]],
    ['Gen 32:33', [key(GEN, 32, 33)]],
    ['1 Sam. 3.4', [key(9, 3, 4)]],
    ['Gen 1:30-2:1', [key(GEN, 1, 30), key(GEN, 1, 31), key(GEN, 2, 1)]],
    ['John 3:16, 18', [key(43, 3, 16), key(43, 3, 18)]],
    ['Hezekiah 1:1', []],
    ['Genesis 0:1', []],
    ['light', []],
  ])('%s', (reference, expected) => {
    expect(referenceKeys(reference)).toEqual(expected);
  });

  it('stops at 200 verses a reference', () => {
    expect(referenceKeys('Genesis')).toHaveLength(200);
  });
});

describe('ChapterOutline', () => {
  const outline = new ChapterOutline([
    key(1, 1, 1),
    key(1, 1, 2),
    key(1, 3, 1),
    key(2, 1, 1),
    key(43, 3, 16),
  ]);
  it('knows the chapters and crosses books for neighbours', () => {
    expect(outline.chapters(1)).toEqual([1, 3]);
    expect(outline.verseKeys(1, 1)).toEqual([key(1, 1, 1), key(1, 1, 2)]);
    expect(outline.neighbour(1, 1, 1)).toEqual({ book: 1, chapter: 3 });
    expect(outline.neighbour(1, 3, 1)).toEqual({ book: 2, chapter: 1 });
    expect(outline.neighbour(43, 3, -1)).toEqual({ book: 2, chapter: 1 });
    expect(outline.neighbour(1, 1, -1)).toBeUndefined();
    expect(outline.neighbour(43, 3, 1)).toBeUndefined();
  });
});

describe('shortGloss', () => {
  it.each([
    ['the first, in place, time, order or rank (specifically, a firstfruit)', null, 'the first'],
    ['(absolutely) to create; (qualified) to cut down', null, 'to create'],
    ['properly, self (but generally used to point out the object)', null, 'self'],
    ['properly, assigning a reason (used in argument)', null, 'assigning a reason'],
    ['to love (in a social or moral sense) Compare G5368.', null, 'to love'],
    ['', 'beginning, chief(-est), first', 'beginning'],
    [
      'a very long first sense that goes on and on beyond any line',
      null,
      'a very long first sense that goes on…',
    ],
  ])('%s → %s', (definition, usage, gloss) => {
    expect(shortGloss(definition, usage)).toBe(gloss);
  });
});

describe('alignReverse', () => {
  const tokens = [
    { t: 'ο', s: ['G3588'], m: ['robinson:T-NSM'] },
    { t: 'θεος', s: ['G2316'], m: ['robinson:N-NSM'] },
    { t: 'τον', s: ['G3588'], m: ['robinson:T-ASM'] },
    { t: 'κοσμον', s: ['G2889'], m: ['robinson:N-ASM'] },
    { t: 'και', s: ['G2532'], m: ['robinson:CONJ'] },
  ];
  it('keeps the English order and takes repeated numbers in order', () => {
    const words = originalWords(tokens, new Map());
    const english = segmentVerse('God loved the world.', [
      { t: 'God', s: ['G3588', 'G2316'] },
      { t: 'the world', s: ['G3588', 'G2889'] },
    ]);
    const aligned = alignReverse(english, words);
    expect(aligned.english.map((piece) => [piece.text, piece.original])).toEqual([
      ['God', [0, 1]],
      [' loved ', undefined],
      ['the world', [2, 3]],
      ['.', undefined],
    ]);
    expect(aligned.unmatched).toEqual([4]);
    expect(words[1]).toMatchObject({ rendering: 'God', morphology: 'noun, nominative singular masculine' });
  });
});
