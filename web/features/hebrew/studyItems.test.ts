import { describe, expect, it } from 'vitest';
import { ALEFBET } from '../../../content/hebrew/letters';
import { HEBREW_NUMBERS } from '../../../content/hebrew/numbers';
import { HEBREW_PHRASES } from '../../../content/hebrew/phrases';
import { filterItems, fromLetters, fromNumbers, fromPhrases } from './studyItems';

const phrases = fromPhrases(HEBREW_PHRASES);

describe('filtering the Hebrew lists', () => {
  it('finds phrases by English, by transliteration with or without apostrophes, and by category', () => {
    expect(filterItems(phrases, 'thank you').map((item) => item.transliteration)).toEqual([
      'toda',
      'toda raba',
    ]);
    expect(filterItems(phrases, 'NAIM me').map((item) => item.english)).toEqual(['Nice to meet you']);
    expect(filterItems(phrases, '', 'Family')).toHaveLength(12);
    expect(filterItems(phrases, 'good', 'Greetings').length).toBeGreaterThan(3);
    expect(filterItems(phrases, 'good', 'Family')).toEqual([]);
  });

  it('finds Hebrew with or without points and with final letters written either way', () => {
    const pointed = filterItems(phrases, 'שָׁלוֹם').map((item) => item.number);
    expect(pointed).toContain(1);
    expect(filterItems(phrases, 'שלום').map((item) => item.number)).toEqual(pointed);
    expect(filterItems(phrases, 'תודה רבה').map((item) => item.english)).toEqual(['Thank you very much']);
  });

  it('turns letters and numbers into study items with their values', () => {
    expect(fromLetters(ALEFBET)[10]).toMatchObject({ hebrew: 'כ ך', note: 'value 20, final form ך' });
    expect(fromNumbers(HEBREW_NUMBERS).at(-1)).toMatchObject({ number: 1000, english: '1,000' });
  });
});
