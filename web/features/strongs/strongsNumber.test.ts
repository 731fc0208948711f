import { describe, expect, it } from 'vitest';
import { adjacentNumbers, dictionaryNumber, splitOnStrongsNumbers } from './strongsNumber';

describe('dictionaryNumber', () => {
  it('normalises the forms readers and sources write', () => {
    expect(dictionaryNumber('h0430')).toBe('H430');
    expect(dictionaryNumber(' G26 ')).toBe('G26');
    expect(dictionaryNumber('H6887a')).toBe('H6887');
    expect(dictionaryNumber('430')).toBeUndefined();
    expect(dictionaryNumber('love')).toBeUndefined();
  });
});

describe('adjacentNumbers', () => {
  it('gives the same letter minus and plus one', () => {
    expect(adjacentNumbers('H430')).toEqual({ previous: 'H429', next: 'H431' });
    expect(adjacentNumbers('G26')).toEqual({ previous: 'G25', next: 'G27' });
  });

  it('stops at the ends of each dictionary', () => {
    expect(adjacentNumbers('H1')).toEqual({ previous: null, next: 'H2' });
    expect(adjacentNumbers('H8674')).toEqual({ previous: 'H8673', next: null });
    expect(adjacentNumbers('G5624')).toEqual({ previous: 'G5623', next: null });
  });

  it('offers nothing for a number that is not H or G followed by digits', () => {
    expect(adjacentNumbers('X12')).toEqual({ previous: null, next: null });
    expect(adjacentNumbers('H12a')).toEqual({ previous: null, next: null });
  });
});

describe('splitOnStrongsNumbers', () => {
  it('cuts out each number, normalised', () => {
    expect(splitOnStrongsNumbers('From H7218; compare H07225 and G26.')).toEqual([
      { text: 'From ' },
      { text: 'H7218', number: 'H7218' },
      { text: '; compare ' },
      { text: 'H07225', number: 'H7225' },
      { text: ' and ' },
      { text: 'G26', number: 'G26' },
      { text: '.' },
    ]);
  });

  it('leaves words that merely start with H or G', () => {
    expect(splitOnStrongsNumbers('Hebrew G-d H1a')).toEqual([{ text: 'Hebrew G-d H1a' }]);
  });
});
