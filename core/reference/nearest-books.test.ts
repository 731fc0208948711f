import { describe, expect, it } from 'vitest';
import { nearestBooks } from './nearest-books';

const names = (text: string) => nearestBooks(text).map((book) => book.name);

describe('nearestBooks', () => {
  it.each([
    ['Hezekiah', ['Ezekiel', 'Nehemiah']],
    ['Ezekial', ['Ezekiel']],
    ['Deuteronomey', ['Deuteronomy']],
    ['Filemon', ['Philemon']],
    ['Revalation', ['Revelation']],
    ['Xyzzy', []],
    ['', []],
    ['84', []],
  ])('%s → %j', (typed, expected) => {
    expect(names(typed)).toEqual(expected);
  });

  it('gives at most the number asked for, nearest first', () => {
    expect(nearestBooks('Hezekiah', 1).map((book) => book.name)).toEqual(['Ezekiel']);
  });
});
