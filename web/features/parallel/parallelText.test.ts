import { describe, expect, it } from 'vitest';
import {
  carryMatches,
  comparisonCells,
  defaultComparison,
  hasNumbers,
  parallelMessages,
  sharesNumber,
} from './parallelText';

describe('parallel view texts', () => {
  it('words the catalogue for the special edition and for any other version', () => {
    expect(parallelMessages('RSTNE')).toEqual({
      notAvailable: '(Not available in RSTNE)',
      unavailable: '(RSTNE lookup temporarily unavailable)',
      failedTitle: 'Could not load RSTNE text for comparison',
      failedDescription: 'Please try a different reference or check your connection.',
      loading: 'Loading RSTNE verse...',
    });
    expect(parallelMessages('ASV').notAvailable).toBe('(Not available in ASV)');
  });
});

describe('comparisonCells', () => {
  const answer = {
    references: [
      { reference: 'Genesis 1:1', text: 'In the start', found: true, segments: [{ text: 'In the start' }] },
      { reference: 'Genesis 1:2', text: '(Not available in RSTNE)', found: false },
      { reference: 'Genesis 1:3', text: 'Light', found: true },
    ],
  };

  it('pairs each verse with its answer, in order', () => {
    expect(comparisonCells(4, answer, false)).toEqual([
      { state: 'found', segments: [{ text: 'In the start' }] },
      { state: 'missing' },
      { state: 'found', segments: [{ text: 'Light' }] },
      { state: 'missing' },
    ]);
  });

  it('is loading before the answer and unavailable after a failure', () => {
    expect(comparisonCells(2, undefined, false)).toEqual([{ state: 'loading' }, { state: 'loading' }]);
    expect(comparisonCells(1, answer, true)).toEqual([{ state: 'unavailable' }]);
  });
});

describe('numbers', () => {
  it('finds numbered pieces and matching numbers', () => {
    expect(hasNumbers([{ text: 'a' }, { text: 'b', strongs: ['H430'] }])).toBe(true);
    expect(hasNumbers([{ text: 'a' }])).toBe(false);
    expect(sharesNumber(['H853', 'H1254'], ['H1254'])).toBe(true);
    expect(sharesNumber(['H6887a'], ['h6887'])).toBe(true);
    expect(sharesNumber(['H430'], ['G430'])).toBe(false);
    expect(sharesNumber(undefined, ['H430'])).toBe(false);
  });
});

describe('carryMatches', () => {
  const numbered = [
    { text: 'Beloved, let us ' },
    { text: 'love', strongs: ['G25'] },
    { text: ' one another: for ' },
    { text: 'love', strongs: ['G26'] },
    { text: ' is of God' },
  ];

  it('puts the search matches back on the numbered pieces', () => {
    const searched = [
      { text: 'Beloved, let us ' },
      { text: 'love', match: true },
      { text: ' one another: for ' },
      { text: 'love', match: true },
      { text: ' is of God' },
    ];
    expect(carryMatches(numbered, searched)).toEqual([
      { text: 'Beloved, let us ' },
      { text: 'love', match: true, strongs: ['G25'] },
      { text: ' one another: for ' },
      { text: 'love', match: true, strongs: ['G26'] },
      { text: ' is of God' },
    ]);
  });

  it('splits a piece a match starts inside, the numbers staying at the end of the word', () => {
    const searched = [
      { text: 'Beloved', match: true },
      { text: ', let us love one another: for love is of God' },
    ];
    const carried = carryMatches(numbered, searched);
    expect(carried[0]).toEqual({ text: 'Beloved', match: true });
    expect(carried[1]).toEqual({ text: ', let us ' });
    expect(carried[2]).toEqual({ text: 'love', strongs: ['G25'] });
    expect(carried.map((piece) => piece.text).join('')).toBe(
      'Beloved, let us love one another: for love is of God',
    );
  });

  it('keeps the numbered pieces when nothing matched or the texts differ', () => {
    expect(carryMatches(numbered, [{ text: 'Beloved, let us love' }])).toEqual(numbered);
    expect(carryMatches(numbered, [{ text: 'Other text', match: true }])).toEqual(numbered);
  });
});

describe('defaultComparison', () => {
  const textOf = (code: string) => (code === 'kjv_strongs' ? 'kjv' : code);
  const versions = [
    { code: 'kjv_strongs', language: 'en', installed: true },
    { code: 'kjv', language: 'en', installed: true },
    { code: 'rstne', language: 'en', installed: false },
    { code: 'asv', language: 'en', installed: true },
    { code: 'wlc', language: 'he', installed: true },
  ];

  it('compares with an installed version of another text, never the same text with numbers', () => {
    expect(defaultComparison(versions, { code: 'kjv', language: 'en' }, textOf)).toBe('asv');
    expect(defaultComparison(versions, { code: 'kjv_strongs', language: 'en' }, textOf)).toBe('asv');
  });

  it('prefers the same language, then any other text', () => {
    expect(defaultComparison(versions, { code: 'wlc', language: 'he' }, textOf)).toBe('kjv_strongs');
    const hebrewToo = [...versions, { code: 'he_modern', language: 'he', installed: true }];
    expect(defaultComparison(hebrewToo, { code: 'wlc', language: 'he' }, textOf)).toBe('he_modern');
  });

  it('takes the version the address asks for only when it is installed', () => {
    expect(defaultComparison(versions, { code: 'kjv', language: 'en' }, textOf, 'wlc')).toBe('wlc');
    expect(defaultComparison(versions, { code: 'kjv', language: 'en' }, textOf, 'rstne')).toBe('asv');
  });
});
