import { describe, expect, it } from 'vitest';
import { verseKey } from './books';
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

  it('lists the verses another numbering puts in another chapter, as runs by book', () => {
    const whole = new VersePairing([
      ...[1, 2, 3, 4, 5, 6].map((verse) => ({ fromKey: key(MAL, 4, verse), toKey: key(MAL, 3, 18 + verse) })),
      { fromKey: key(GEN, 31, 55), toKey: key(GEN, 32, 1) },
      { fromKey: key(GEN, 32, 1), toKey: key(GEN, 32, 2) },
      { fromKey: key(PS, 3, 1), toKey: key(PS, 3, 2) },
    ]);
    expect(whole.movedChapters(MAL, 'KJV', 'WLC')).toEqual([
      { from: key(MAL, 4, 1), to: key(MAL, 4, 6), chapter: 3 },
    ]);
    expect(whole.movedChapters(MAL, 'WLC', 'KJV')).toEqual([
      { from: key(MAL, 3, 19), to: key(MAL, 3, 24), chapter: 4 },
    ]);
    // A verse that moves within its chapter (a Psalm's title) is not listed.
    expect(whole.movedChapters(GEN, 'KJV', 'WLC')).toEqual([
      { from: key(GEN, 31, 55), to: key(GEN, 31, 55), chapter: 32 },
    ]);
    expect(whole.movedChapters(PS, 'KJV', 'WLC')).toEqual([]);
    expect(whole.movedChapters(MAL, 'KJV', 'KJV')).toEqual([]);
  });
});
