import { describe, expect, it } from 'vitest';
import { isVerseReference, wordRows } from './analysis';

describe('isVerseReference', () => {
  it.each(['Genesis 5:1', '1 John 4:8', '2Kings 3:4', 'Song of Solomon 2:1', ' Genesis 1:1 '])(
    'accepts %s',
    (text) => {
      expect(isVerseReference(text)).toBe(true);
    },
  );

  it.each(['Genesis 5', 'Genesis', '5:1', 'Genesis 5:1-3', 'Gen.5.1', '4 Kings 1:1', 'Genesis 5:1; x'])(
    'refuses %s',
    (text) => {
      expect(isVerseReference(text)).toBe(false);
    },
  );
});

describe('wordRows', () => {
  it('gives one row per number of each tagged word, in order, with outer punctuation trimmed', () => {
    const rows = wordRows([
      { text: 'In the beginning', strongs: ['H7225'] },
      { text: ' ' },
      { text: 'God', strongs: ['H430'] },
      { text: ' ' },
      { text: 'created,', strongs: ['H853', 'H1254'] },
      { text: '.' },
    ]);
    expect(rows).toEqual([
      { position: 0, word: 'In the beginning', strongs: 'H7225' },
      { position: 2, word: 'God', strongs: 'H430' },
      { position: 4, word: 'created', strongs: 'H853' },
      { position: 4, word: 'created', strongs: 'H1254' },
    ]);
  });

  it('is empty for a verse without tags', () => {
    expect(wordRows([{ text: 'plain' }])).toEqual([]);
  });
});
