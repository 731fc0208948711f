import { describe, expect, it } from 'vitest';
import { formatStrongs, normaliseStrongs, parseStrongs } from './strongs';

describe('parseStrongs', () => {
  it.each([
    ['H07225', undefined, { language: 'H', number: 7225 }],
    ['H0430', undefined, { language: 'H', number: 430 }],
    ['h430', undefined, { language: 'H', number: 430 }],
    ['G25', undefined, { language: 'G', number: 25 }],
    ['g0025', undefined, { language: 'G', number: 25 }],
    ['strong:H0853', undefined, { language: 'H', number: 853 }],
    ['07225', 'H', { language: 'H', number: 7225 }],
    ['00025', 'G', { language: 'G', number: 25 }],
    ['H6887a', undefined, { language: 'H', number: 6887, suffix: 'a' }],
    ['H6887A', undefined, { language: 'H', number: 6887, suffix: 'a' }],
    ['b/7225', 'H', { language: 'H', number: 7225 }],
    ['c/d/8064', 'H', { language: 'H', number: 8064 }],
    ['1254 a', 'H', { language: 'H', number: 1254, suffix: 'a' }],
    ['1008+', 'H', { language: 'H', number: 1008 }],
    ['  G3588 ', undefined, { language: 'G', number: 3588 }],
    // An explicit letter wins over the hint: the Greek dictionary links to Hebrew entries this way.
    ['H5689', 'G', { language: 'H', number: 5689 }],
  ] as const)('%s (hint %s)', (input, hint, expected) => {
    expect(parseStrongs(input, hint)).toEqual(expected);
  });

  it.each([
    ['07225', undefined],
    ['', undefined],
    ['H', undefined],
    ['H0', undefined],
    ['X123', undefined],
    ['H12ab', undefined],
    ['l', 'H'],
    ['b/c', 'H'],
    ['lemma.TR:γαρ', 'G'],
  ] as const)('rejects %j (hint %s)', (input, hint) => {
    expect(parseStrongs(input, hint)).toBeUndefined();
  });
});

describe('normaliseStrongs', () => {
  it.each([
    ['H07225', undefined, 'H7225'],
    ['h430', undefined, 'H430'],
    ['07225', 'H', 'H7225'],
    ['H6887a', undefined, 'H6887'],
    ['1008+', 'H', 'H1008'],
    ['G0025', undefined, 'G25'],
    ['nonsense', 'G', undefined],
  ] as const)('%s → %s', (input, hint, expected) => {
    expect(normaliseStrongs(input, hint)).toBe(expected);
  });
});

describe('formatStrongs', () => {
  it('keeps the suffix only when asked', () => {
    const ref = { language: 'H', number: 6887, suffix: 'a' } as const;
    expect(formatStrongs(ref)).toBe('H6887');
    expect(formatStrongs(ref, true)).toBe('H6887a');
  });
});
