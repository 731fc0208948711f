import { describe, expect, it } from 'vitest';
import { countLine, pageWindow } from './pagination';

const show = (current: number, pages: number) =>
  pageWindow(current, pages)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pageWindow', () => {
  it.each([
    [1, 0, ''],
    [1, 1, '1'],
    [1, 2, '1 2'],
    [1, 3, '1 2 3'],
    [1, 10, '1 2 … 10'],
    [2, 10, '1 2 3 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 … 3 4 5 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [7, 10, '1 … 6 7 8 … 10'],
    [8, 10, '1 … 7 8 9 10'],
    [10, 10, '1 … 9 10'],
    [5, 5, '1 … 4 5'],
    [4, 5, '1 … 3 4 5'],
    [3, 5, '1 2 3 4 5'],
    [99, 10, '1 … 9 10'],
    [0, 10, '1 2 … 10'],
  ])('page %i of %i: %s', (current, pages, expected) => {
    expect(show(current, pages)).toBe(expected);
  });

  it('never shows more than five numbers', () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let current = 1; current <= pages; current++) {
        const numbers = pageWindow(current, pages).filter((item) => item.kind === 'page');
        expect(numbers.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('gives ellipses distinct keys', () => {
    const keys = pageWindow(5, 10).flatMap((item) => (item.kind === 'ellipsis' ? [item.key] : []));
    expect(new Set(keys).size).toBe(2);
  });
});

describe('countLine', () => {
  it('reads "Showing N of TOTAL entries" with thousands separators', () => {
    expect(countLine(20, 14197)).toBe('Showing 20 of 14,197 entries');
    expect(countLine(0, 0)).toBe('Showing 0 of 0 entries');
  });
});
