import { describe, expect, it } from 'vitest';
import { pageWindow, resultRange } from './pageWindow';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most five pages, the current one centred', () => {
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('clamps a current page outside the range and answers nothing without pages', () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('never shows more than five buttons whatever the input', () => {
    for (let total = 0; total < 40; total++) {
      for (let current = -1; current < total + 2; current++) {
        const pages = pageWindow(current, total);
        expect(pages.length).toBeLessThanOrEqual(5);
        if (total > 0) expect(pages).toContain(Math.min(Math.max(current, 1), total));
      }
    }
  });
});

describe('resultRange', () => {
  it('numbers the results of a page', () => {
    expect(resultRange(1, 30, 281)).toEqual({ first: 1, last: 30 });
    expect(resultRange(10, 30, 281)).toEqual({ first: 271, last: 281 });
  });

  it('is 0-0 with no results or past the end', () => {
    expect(resultRange(1, 30, 0)).toEqual({ first: 0, last: 0 });
    expect(resultRange(11, 30, 281)).toEqual({ first: 0, last: 0 });
  });
});
