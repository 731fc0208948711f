import { describe, expect, it } from 'vitest';
import { VerseIndex } from '../search/index';
import { parseQuery } from '../search/query';
import { grammarCounts, matchedWords, positiveWordNodes } from './grammar-counts';
import { inReading, type QereRow, type Reading, withQere } from './qere';
import { BOTH_READINGS, KETIV_ONLY, QERE_ONLY, WordIndex, type WordRow } from './word-index';
import { WordSearch } from './word-search';

/**
 * One index holding both readings of the Hebrew (decision 406): a made-up verse "אב בג דה וז חט" whose third
 * word, written דה, is read as the two words כי לם.
 */
const KEY = 8_001_001; // Ruth 1:1
const verse: WordRow = {
  key: KEY,
  text: 'אב בג דה וז חט',
  tokens: [
    { t: 'אב', s: ['H1'], m: ['HNcmsa'] },
    { t: 'בג', s: ['H2'], m: ['HNcmsa'] },
    { t: 'דה', s: ['H9'], m: ['HVqp1cs'] },
    { t: 'וז', s: ['H3'], m: ['HNcmsa'] },
    { t: 'חט', s: ['H4'], m: ['HNcmsa'] },
  ],
};
const qere = new Map<number, QereRow[]>([
  [
    KEY,
    [
      {
        at: 2,
        ketiv: ['דָה'],
        words: [
          { t: 'כי', s: ['H7'], m: ['HTc'] },
          { t: 'לם', s: ['H8'], m: ['HVqp2fs'] },
        ],
      },
    ],
  ],
]);

const both = [...withQere([verse], qere)];
const index = WordIndex.build(both, [KEY]);
const verses = VerseIndex.fromRows([verse], 'he');

function counted(reading: Reading, q: string): number {
  const search = new WordSearch(index, reading);
  const query = parseQuery(q);
  if ('error' in query || query.kind !== 'search') throw new Error(q);
  const found = verses.matchingVerses(query, search);
  return grammarCounts(index, found, matchedWords(search, positiveWordNodes(query.root), found)).words;
}

describe('a verse with both its readings', () => {
  it('puts the words read before the written words they replace, each marked with its reading', () => {
    expect(both[0]!.tokens.map((token) => [token.t, token.only])).toEqual([
      ['אב', undefined],
      ['בג', undefined],
      ['כי', 'qere'],
      ['לם', 'qere'],
      ['דה', 'ketiv'],
      ['וז', undefined],
      ['חט', undefined],
    ]);
    expect([...inReading(both, 'ketiv')][0]!.tokens.map((token) => token.t)).toEqual(
      verse.tokens.map((token) => token.t),
    );
    expect([...inReading(both, 'qere')][0]!.tokens).toEqual([
      verse.tokens[0],
      verse.tokens[1],
      ...qere.get(KEY)![0]!.words,
      verse.tokens[3],
      verse.tokens[4],
    ]);
  });

  it('leaves a qere out when its written word is not where it says', () => {
    const misplaced = new Map([[KEY, [{ ...qere.get(KEY)![0]!, at: 3 }]]]);
    const read = withQere([verse], misplaced);
    expect([...read][0]!.tokens).toEqual(verse.tokens);
    expect(read.counts).toEqual({ read: 0, skipped: 1 });
  });

  it('indexes which reading each word belongs to, and lights no span for a word read but not written', () => {
    expect([...index.only!]).toEqual([
      BOTH_READINGS,
      BOTH_READINGS,
      QERE_ONLY,
      QERE_ONLY,
      KETIV_ONLY,
      BOTH_READINGS,
      BOTH_READINGS,
    ]);
    expect([index.spanStart[2], index.spanEnd[2]]).toEqual([0, 0]);
    expect([index.spanStart[4], index.spanEnd[4]]).toEqual([6, 8]);
    expect([index.spanStart[5], index.spanEnd[5]]).toEqual([9, 11]);
  });

  it('counts each reading’s own words: the written word in the ketiv, the two read in the qere', () => {
    expect(counted('ketiv', 'lemma:H9')).toBe(1);
    expect(counted('qere', 'lemma:H9')).toBe(0);
    expect(counted('ketiv', 'lemma:H7')).toBe(0);
    expect(counted('qere', 'lemma:H7')).toBe(1);
    // Several codes, gathered together: the Hebrew words of both readings that are verbs.
    expect(counted('ketiv', 'morph:verb')).toBe(1);
    expect(counted('qere', 'morph:verb')).toBe(1);
    expect(counted('ketiv', 'morph:"perfect 2fs"')).toBe(0);
    expect(counted('qere', 'morph:"perfect 2fs"')).toBe(1);
    expect(counted('ketiv', 'morph:noun')).toBe(4);
    expect(counted('qere', 'morph:noun')).toBe(4);
  });

  it('measures near: in the words of the reading counted, not those of the other between them', () => {
    // בג and וז: two words apart as written (בג דה וז), three as read (בג כי לם וז).
    expect(counted('ketiv', 'lemma:H2 near:2 lemma:H3')).toBe(2);
    expect(counted('qere', 'lemma:H2 near:2 lemma:H3')).toBe(0);
    expect(counted('qere', 'lemma:H2 near:3 lemma:H3')).toBe(2);
    expect(counted('ketiv', 'lemma:H2 near:1 lemma:H3')).toBe(0);
    // A word of the other reading is never a partner.
    expect(counted('ketiv', 'lemma:H7 near:5 lemma:H1')).toBe(0);
    expect(counted('qere', 'lemma:H9 near:5 lemma:H1')).toBe(0);
  });

  it('gives each word its place among the written words, a word read taking the place of those it replaces', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((word) => index.writtenPosition(word, 0))).toEqual([
      0, 1, 2, 2, 2, 3, 4,
    ]);
  });
});
