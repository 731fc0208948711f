import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldWord } from '../../core/search/normalise';
import { isUnusedEntry, LexiconCatalogue, type LexiconRow } from './lexicon-catalogue';

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

/** The list search as first written: every entry ranked by scanning its folded forms and words. */
function referenceSearch(
  rows: readonly LexiconRow[],
  options: { language?: 'hebrew' | 'greek'; q?: string },
): string[] {
  const fold = (text: string) => foldWord(text).replace(/\s+/g, ' ').trim();
  const wordsOf = (text: string) =>
    fold(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const order = (entry: LexiconRow) =>
    (entry.language === 'hebrew' ? 0 : 100_000) + Number(entry.strongs.slice(1));
  const listed = rows
    .filter((entry) => !isUnusedEntry(entry) && (!options.language || entry.language === options.language))
    .sort((a, b) => order(a) - order(b));
  const q = options.q?.trim() ?? '';
  if (!q || /^([HG])?0*(\d{1,5})[a-z]?$/i.test(q)) return [];
  const text = fold(q);
  const words = wordsOf(q);
  if (!text) return [];
  const tiers: string[][] = [[], [], [], [], []];
  for (const row of listed) {
    const forms = [row.lemma, row.transliteration, row.pronunciation].map(fold).filter(Boolean);
    const defined = ` ${wordsOf(`${row.definition} ${row.kjvUsage ?? ''}`).join(' ')} `;
    const tier = forms.some((form) => form === text)
      ? 0
      : forms.some((form) => form.startsWith(text))
        ? 1
        : forms.some((form) => form.includes(text))
          ? 2
          : !words.length
            ? undefined
            : words.every((word) => defined.includes(` ${word} `))
              ? 3
              : words.every((word) => defined.includes(` ${word}`))
                ? 4
                : undefined;
    if (tier !== undefined) tiers[tier]!.push(row.strongs);
  }
  return tiers.flat();
}

describe('LexiconCatalogue search', () => {
  // Few letters, so that forms and words often equal, start or contain one another.
  const text = fc
    .array(
      fc.constantFrom('a', 'b', 'ab', 'A', 'á', ' ', '-', "'", ',', 'ר', 'רֹ', 'α', 'ά', 'ς', '\t', '1'),
      {
        maxLength: 8,
      },
    )
    .map((parts) => parts.join(''));
  const entry = fc.record({
    number: fc.integer({ min: 1, max: 40 }),
    hebrew: fc.boolean(),
    lemma: text,
    transliteration: text,
    pronunciation: text,
    definition: text,
    kjvUsage: fc.option(text, { nil: null }),
  });

  it('ranks exactly as a scan of every entry would', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(entry, { selector: (e) => `${e.hebrew}${e.number}`, maxLength: 30 }),
        text,
        fc.constantFrom(undefined, 'hebrew' as const, 'greek' as const),
        (entries, q, language) => {
          const rows = entries.map((e) => ({
            ...row(`${e.hebrew ? 'H' : 'G'}${e.number}`, e.lemma, e.transliteration, e.definition),
            pronunciation: e.pronunciation,
            kjvUsage: e.kjvUsage,
          }));
          const found = numbers(new LexiconCatalogue(rows).search({ q, language }));
          if (!q.trim() || /^([HG])?0*(\d{1,5})[a-z]?$/i.test(q.trim())) return;
          expect(found).toEqual(referenceSearch(rows, { q, language }));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
