import { describe, expect, it } from 'vitest';
import { LexiconCatalogue, type LexiconRow } from './lexicon-catalogue';

function row(
  strongs: string,
  lemma: string,
  transliteration: string,
  definition: string,
  links: string[] = [],
): LexiconRow {
  return {
    strongs,
    suffix: null,
    language: strongs.startsWith('H') ? 'hebrew' : 'greek',
    lemma,
    transliteration,
    pronunciation: '',
    partOfSpeech: null,
    definition,
    derivation: null,
    derivationLinks: links,
    kjvUsage: null,
    source: 'test',
  };
}

const catalogue = new LexiconCatalogue([
  row('G26', 'ἀγάπη', 'agápē', 'love, i.e. affection', ['G25']),
  row('H7225', 'רֵאשִׁית', 'rêʼshîyth', 'the first', ['H7218']),
  row('H7218', 'רֹאשׁ', 'rôʼsh', 'the head'),
  row('H7221', 'רִאשָׁה', 'riʼshâh', 'a beginning', ['H7218']),
  row('H7223', 'רִאשׁוֹן', 'riʼshôwn', 'first', ['H7221']),
  row('H10', 'אֲבַדּוֹ', 'ʼăbaddôh', 'perishing'),
  row('G25', 'ἀγαπάω', 'agapáō', 'to love'),
  row('G3203', '', '', 'Not Used'),
  row('G3204', 'μαθητής', 'mathētḗs', 'a learner'),
]);

const numbers = (rows: LexiconRow[]) => rows.map((entry) => entry.strongs);

describe('LexiconCatalogue', () => {
  it('lists Hebrew then Greek in number order, without unused stubs', () => {
    expect(numbers(catalogue.search({}))).toEqual([
      'H10',
      'H7218',
      'H7221',
      'H7223',
      'H7225',
      'G25',
      'G26',
      'G3204',
    ]);
    expect(numbers(catalogue.search({ language: 'greek' }))).toEqual(['G25', 'G26', 'G3204']);
    expect(catalogue.get('G3203')?.definition).toBe('Not Used');
  });

  it('finds neighbours of the same letter, stubs included, null at the ends', () => {
    expect(catalogue.neighbours('H7221')).toEqual({ previous: 'H7218', next: 'H7223' });
    expect(catalogue.neighbours('H10')).toEqual({ previous: null, next: 'H7218' });
    expect(catalogue.neighbours('H7225')).toEqual({ previous: 'H7223', next: null });
    expect(catalogue.neighbours('G3204')).toEqual({ previous: 'G3203', next: null });
    expect(catalogue.neighbours('H1')).toEqual({ previous: null, next: null });
  });

  it('relates roots, then derived words, then siblings, of the same language, at most five', () => {
    expect(numbers(catalogue.related('H7225'))).toEqual(['H7218', 'H7221']);
    expect(numbers(catalogue.related('H7218'))).toEqual(['H7221', 'H7225']);
    expect(numbers(catalogue.related('H7221'))).toEqual(['H7218', 'H7223', 'H7225']);
    expect(numbers(catalogue.related('G26'))).toEqual(['G25']);
    expect(catalogue.related('H7221', 1)).toHaveLength(1);
  });

  it('ranks equal forms, then prefixes, then substrings, then definition words', () => {
    expect(numbers(catalogue.search({ q: 'ראש' }))).toEqual(['H7218', 'H7221', 'H7223', 'H7225']);
    expect(numbers(catalogue.search({ q: 'rosh' }))).toEqual(['H7218']);
    expect(numbers(catalogue.search({ q: 'first' }))).toEqual(['H7223', 'H7225']);
    expect(numbers(catalogue.search({ q: 'lov' }))).toEqual(['G25', 'G26']);
    expect(numbers(catalogue.search({ q: 'G3203' }))).toEqual([]);
    expect(numbers(catalogue.search({ q: '  ' }))).toHaveLength(8);
  });
});
