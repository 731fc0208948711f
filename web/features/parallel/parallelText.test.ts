import { describe, expect, it } from 'vitest';
import { comparisonCells, hasNumbers, parallelMessages, sharesNumber } from './parallelText';

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
