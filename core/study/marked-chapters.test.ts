import { describe, expect, it } from 'vitest';
import { verseKey } from '../bible/books';
import { VersePairing } from '../bible/verse-pairing';
import { chaptersInNumbering } from './marked-chapters';

const MAL = 39;
const JOEL = 29;
const PS = 19;

// A slice of the KJV → WLC rows: Mal 4 is Mal 3:19-24, Joel 2:28-32 is Joel 3:1-5, Psalm 3's title is its 3:1.
const pairing = new VersePairing([
  { fromKey: verseKey(MAL, 4, 1), toKey: verseKey(MAL, 3, 19) },
  { fromKey: verseKey(MAL, 4, 6), toKey: verseKey(MAL, 3, 24) },
  { fromKey: verseKey(JOEL, 2, 28), toKey: verseKey(JOEL, 3, 1) },
  { fromKey: verseKey(JOEL, 3, 1), toKey: verseKey(JOEL, 4, 1) },
  { fromKey: verseKey(PS, 3, 1), toKey: verseKey(PS, 3, 2) },
]);
const toHebrew = (key: number) => pairing.pair(key, 'KJV', 'WLC');
const toKjv = (key: number) => [key];

describe("the chapters holding marks in a version's own numbering", () => {
  it('puts the dot of a mark on KJV Malachi 4:1 on the Hebrew Malachi 3', () => {
    expect(chaptersInNumbering([verseKey(MAL, 4, 1)], toHebrew, MAL)).toEqual([3]);
    expect(chaptersInNumbering([verseKey(MAL, 4, 1)], toKjv, MAL)).toEqual([4]);
  });

  it('moves KJV Joel 2:28 to Joel 3 and KJV Joel 3:1 to Joel 4, leaving Joel 2:1 where it is', () => {
    const marks = [verseKey(JOEL, 2, 1), verseKey(JOEL, 2, 28), verseKey(JOEL, 3, 1)];
    expect(chaptersInNumbering(marks, toHebrew, JOEL)).toEqual([2, 3, 4]);
    expect(chaptersInNumbering([verseKey(JOEL, 2, 28)], toHebrew, JOEL)).toEqual([3]);
  });

  it('keeps a Psalm whose verses shift under its title in its chapter, and leaves other books out', () => {
    expect(chaptersInNumbering([verseKey(PS, 3, 1)], toHebrew, PS)).toEqual([3]);
    expect(chaptersInNumbering([verseKey(PS, 3, 1)], toHebrew, MAL)).toEqual([]);
  });

  it('shows no dot for a verse with no counterpart in the version', () => {
    expect(chaptersInNumbering([verseKey(MAL, 4, 1)], () => [], MAL)).toEqual([]);
  });
});
