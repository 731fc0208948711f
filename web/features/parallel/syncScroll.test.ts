import { describe, expect, it } from 'vitest';
import { matchingScrollTop, rowAt } from './syncScroll';

const left = [
  { top: 0, height: 100 },
  { top: 100, height: 50 },
  { top: 150, height: 200 },
];
const right = [
  { top: 0, height: 40 },
  { top: 40, height: 120 },
  { top: 160, height: 80 },
];

describe('row-anchored scroll syncing', () => {
  it.each([
    [0, { index: 0, fraction: 0 }, 0],
    [50, { index: 0, fraction: 0.5 }, 20],
    [125, { index: 1, fraction: 0.5 }, 100],
    [250, { index: 2, fraction: 0.5 }, 200],
  ])('left at %i is row %j, right at %i', (scrollTop, position, target) => {
    expect(rowAt(left, scrollTop)).toEqual(position);
    expect(matchingScrollTop(right, position)).toBe(target);
  });

  it('keeps the padding above the first row in step', () => {
    const padded = [
      { top: 16, height: 100 },
      { top: 116, height: 50 },
    ];
    expect(rowAt(padded, 0)).toEqual({ index: 0, fraction: -0.16 });
    expect(matchingScrollTop(padded, rowAt(padded, 0))).toBe(0);
    expect(matchingScrollTop(padded, rowAt(padded, 8))).toBe(8);
  });

  it('copes with no rows and rows past the end', () => {
    expect(rowAt([], 10)).toEqual({ index: 0, fraction: 0 });
    expect(matchingScrollTop([], { index: 3, fraction: 0.5 })).toBe(0);
    expect(matchingScrollTop(right, { index: 9, fraction: 1 })).toBe(240);
  });
});
