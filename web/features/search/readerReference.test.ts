import { describe, expect, it } from 'vitest';
import { readerReference } from './readerReference';

describe('readerReference', () => {
  it.each([
    ['John 3:16', { book: 'John', chapter: 3, verse: 16 }],
    ['Ps 23', { book: 'Ps', chapter: 23 }],
    ['psalm 23', { book: 'Ps', chapter: 23 }],
    ['1 Cor 13:4-7', { book: '1Cor', chapter: 13, verse: 4 }],
    ['1cor 13', { book: '1Cor', chapter: 13 }],
    ['Song of Solomon 2', { book: 'Song', chapter: 2 }],
    ['Gen. 1:1', { book: 'Gen', chapter: 1, verse: 1 }],
    ['  Rom 8:28  ', { book: 'Rom', chapter: 8, verse: 28 }],
  ])('reads %s as a place in the reader', (text, place) => {
    expect(readerReference(text)).toEqual(place);
  });

  it.each([
    'love',
    'Job',
    'In the beginning',
    'love 3',
    'H7225',
    '"John 3:16"',
    'John 3:16; Rom 8:28',
    'Ps 151',
    'Jude 2',
    'John 0:1',
    'Hezekiah 3',
  ])('leaves %s to the results page', (text) => {
    expect(readerReference(text)).toBeUndefined();
  });
});
