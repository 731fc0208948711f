import { describe, expect, it } from 'vitest';
import { oshbAugmentedKey, oshbLemmaStrongs, parseOshbLemma } from './oshb-lemma';

describe('parseOshbLemma', () => {
  it.each([
    ['7225', { prefixes: [], strongs: { language: 'H', number: 7225 }, partOfName: false }],
    ['b/7225', { prefixes: ['b'], strongs: { language: 'H', number: 7225 }, partOfName: false }],
    ['1254 a', { prefixes: [], strongs: { language: 'H', number: 1254, suffix: 'a' }, partOfName: false }],
    ['c/d/776', { prefixes: ['c', 'd'], strongs: { language: 'H', number: 776 }, partOfName: false }],
    [
      'k/7235 d',
      { prefixes: ['k'], strongs: { language: 'H', number: 7235, suffix: 'd' }, partOfName: false },
    ],
    ['1008+', { prefixes: [], strongs: { language: 'H', number: 1008 }, partOfName: true }],
    ['m/1035+', { prefixes: ['m'], strongs: { language: 'H', number: 1035 }, partOfName: true }],
    ['l', { prefixes: ['l'], partOfName: false }],
    ['c/b', { prefixes: ['c', 'b'], partOfName: false }],
  ])('%s', (lemma, expected) => {
    expect(parseOshbLemma(lemma)).toEqual(expected);
  });

  it('reads a trailing `d` after a space as the augment letter, not the article', () => {
    expect(parseOshbLemma('d/7235 d')).toEqual({
      prefixes: ['d'],
      strongs: { language: 'H', number: 7235, suffix: 'd' },
      partOfName: false,
    });
  });

  it.each(['x/7225', '7225/b', '', 'H7225', '1254a'])('rejects %j', (lemma) => {
    expect(() => parseOshbLemma(lemma)).toThrow(/OSHB lemma/);
  });
});

describe('oshbLemmaStrongs and oshbAugmentedKey', () => {
  it.each([
    ['b/7225', 'H7225', '7225'],
    ['c/1254 a', 'H1254', '1254a'],
    ['1008+', 'H1008', '1008'],
    ['l', undefined, undefined],
  ])('%s → %s, %s', (lemma, strongs, augmented) => {
    expect(oshbLemmaStrongs(lemma)).toBe(strongs);
    expect(oshbAugmentedKey(lemma)).toBe(augmented);
  });
});
