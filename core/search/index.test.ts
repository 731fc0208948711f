import { describe, expect, it } from 'vitest';
import { type VerseRow, VerseIndex } from './index';
import { type Query, parseQuery } from './query';

const ROWS: VerseRow[] = [
  {
    key: 1001001,
    text: 'In the beginning God created the heaven and the earth.',
    tokens: [
      { t: 'beginning', s: ['H7225'] },
      { t: 'God', s: ['H430'] },
      { t: 'created', s: ['H1254'] },
      { t: 'heaven', s: ['H8064'] },
      { t: 'and', s: ['H853'] },
      { t: 'earth', s: ['H776'] },
    ],
  },
  {
    key: 1001003,
    text: 'And God said, Let there be light: and there was light.',
    tokens: [{ t: 'God', s: ['H0430'] }],
  },
  {
    key: 1028019,
    text: 'And he called the name of that place Beth-el: but the name of that city was called Luz at the first.',
    tokens: [{ t: 'Beth-el', s: ['H1008'] }],
  },
  { key: 1035001, text: 'And God said unto Jacob, Arise, go up to Beth–el, and dwell there.' },
  { key: 1035007, text: 'And he built there an altar, and called the place El-beth-el.' },
  { key: 1035015, text: 'And Jacob called the name of the place where God spake with him, Bethel.' },
  {
    key: 40022021,
    text: 'They say unto him, Cæsar’s. Then saith he unto them, Render therefore unto Cæsar.',
  },
  { key: 43001001, text: 'In the beginning was the Word, and the Word was with God, and the Word was God.' },
  { key: 43003016, text: 'For God so loved the world, that he gave his only begotten Son.' },
  { key: 45008028, text: 'And we know that all things work together for good to them that love God.' },
  { key: 57001009, text: 'Yet for love’s sake I rather beseech thee.' },
  { key: 62004008, text: 'He that loveth not knoweth not God; for God is love.' },
];

// Rows in any order give the same index.
const index = VerseIndex.fromRows([...ROWS].reverse(), 'en');

function run(text: string, options = {}) {
  const query = parseQuery(text);
  if ('error' in query) throw new Error(query.error);
  return index.search(query, options);
}

const keysOf = (text: string) => run(text, { limit: 100 }).results.map((hit) => hit.key);
const textOf = (key: number) => ROWS.find((row) => row.key === key)!.text;
const highlighted = (text: string) =>
  run(text, { limit: 100 }).results.map((hit) =>
    hit.matches.map((span) => textOf(hit.key).slice(span.start, span.end)),
  );

describe('VerseIndex.search', () => {
  it.each([
    ['god', [1001001, 1001003, 1035001, 1035015, 43001001, 43003016, 45008028, 62004008]],
    ['GOD said', [1001003, 1035001]],
    ['bethel', [1028019, 1035001, 1035007, 1035015]],
    ['beth-el', [1028019, 1035001, 1035007, 1035015]],
    ['Beth–el', [1028019, 1035001, 1035007, 1035015]],
    ['beth', [1028019, 1035001, 1035007]],
    ['el-beth-el', [1035007]],
    ['"place el beth el"', [1035007]],
    ['"to beth"', [1035001]],
    ['"to bethel and"', [1035001]],
    ['"to beth el and"', [1035001]],
    ['"place beth-el but"', [1028019]],
    ['caesar', [40022021]],
    ['caesars', [40022021]],
    ['"caesar’s then"', [40022021]],
    ['love', [45008028, 57001009, 62004008]],
    ['"love sake"', [57001009]],
    ['"in the beginning"', [1001001, 43001001]],
    ['"the beginning in"', []],
    ['lov*', [43003016, 45008028, 57001009, 62004008]],
    ['"that lov*"', [45008028, 62004008]],
    ['H430', [1001001, 1001003]],
    ['h0430 created', [1001001]],
    ['H1008 OR jacob', [1028019, 1035001, 1035015]],
    ['god -jacob -"in the beginning"', [1001003, 43003016, 45008028, 62004008]],
    ['(light OR word) god', [1001003, 43001001]],
    ['god in:NT', [43001001, 43003016, 45008028, 62004008]],
    ['god in:Gen 35', [1035001, 1035015]],
    ['god in:John in:Rom', [43001001, 43003016, 45008028]],
    ['missing', []],
    ['missing OR caesar', [40022021]],
  ])('%s', (text, keys) => {
    expect(keysOf(text)).toEqual(keys);
  });

  it('highlights the words, phrases and tagged words that matched', () => {
    expect(highlighted('"in the beginning" god')).toEqual([
      ['In the beginning', 'God'],
      ['In the beginning', 'God', 'God'],
    ]);
    expect(highlighted('beth-el')).toEqual([['Beth-el'], ['Beth–el'], ['beth-el'], ['Bethel']]);
    expect(highlighted('"to beth"')).toEqual([['to Beth']]);
    expect(highlighted('caesar')).toEqual([['Cæsar’s', 'Cæsar']]);
    expect(highlighted('H430 created')).toEqual([['God', 'created']]);
    expect(highlighted('light -missing')).toEqual([['light', 'light']]);
    expect(highlighted('lov* -loveth')).toEqual([['loved'], ['love'], ['love’s']]);
  });

  it('counts exactly and pages in canonical order', () => {
    const all = keysOf('god');
    const page = run('god', { offset: 2, limit: 3 });
    expect(page.total).toBe(8);
    expect(page.results.map((hit) => hit.key)).toEqual(all.slice(2, 5));
    expect(run('god', { offset: 50 })).toEqual({ total: 8, results: [] });
    expect(run('god', { limit: 0 })).toEqual({ total: 8, results: [] });
  });

  it('counts the matching verses of each book in canonical order, without a page', () => {
    const byBook = (text: string) => {
      const query = parseQuery(text);
      if ('error' in query) throw new Error(query.error);
      return index.countByBook(query);
    };
    expect(byBook('god')).toEqual([
      { book: 1, count: 4 },
      { book: 43, count: 2 },
      { book: 45, count: 1 },
      { book: 62, count: 1 },
    ]);
    expect(byBook('H430')).toEqual([{ book: 1, count: 2 }]);
    expect(byBook('god in:NT')).toEqual([
      { book: 43, count: 2 },
      { book: 45, count: 1 },
      { book: 62, count: 1 },
    ]);
    expect(byBook('nowhere')).toEqual([]);
  });

  it('lists the verses of a reference in the order written, skipping verses the version lacks', () => {
    expect(keysOf('Rom 8:28; Gen 1')).toEqual([45008028, 1001001, 1001003]);
    expect(keysOf('Gen 1:1-3; Gen 1:1')).toEqual([1001001, 1001003]);
    expect(run('John 3:16').results).toEqual([{ key: 43003016, matches: [] }]);
    expect(run('Rev 22:21')).toEqual({ total: 0, results: [] });
  });

  it('reports the indexed words a query stands for', () => {
    const query = parseQuery('lov* "in the" caesar') as Query;
    expect(index.matchedWords(query)).toEqual(['love', 'loved', 'loves', 'loveth', 'in', 'the', 'caesar']);
  });

  it('widens words, not phrases, to their simple forms when asked for all forms', () => {
    const allForms = (text: string) => {
      const query = parseQuery(text, { allForms: true }) as Query;
      return {
        keys: index.search(query, { limit: 100 }).results.map((hit) => hit.key),
        words: index.matchedWords(query),
      };
    };
    expect(allForms('love')).toEqual({
      keys: [43003016, 45008028, 57001009, 62004008],
      words: ['love', 'loved', 'loves', 'loveth'],
    });
    expect(allForms('"love god"').keys).toEqual([45008028]);
    expect(keysOf('love')).toEqual([45008028, 57001009, 62004008]);
  });

  it('reports its size', () => {
    expect(index.stats()).toMatchObject({ verses: 12, strongsNumbers: 7 });
    expect(index.stats().bytes).toBeGreaterThan(0);
  });

  it('rejects duplicate keys', () => {
    expect(() => VerseIndex.fromRows([ROWS[0]!, ROWS[0]!], 'en')).toThrow('Verse 1001001 appears twice');
  });
});

describe('VerseIndex in Hebrew and Greek', () => {
  const hebrew = VerseIndex.fromRows(
    [
      { key: 1001001, text: 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃' },
      { key: 1001002, text: 'וְרוּחַ֙ אֱלֹהִ֔ים מְרַחֶ֖פֶת עַל־פְּנֵ֥י הַמָּֽיִם׃' },
    ],
    'he',
  );
  const greek = VerseIndex.fromRows(
    [{ key: 43001001, text: 'Ἐν ἀρχῇ ἦν ὁ λόγος, καὶ ὁ λόγος ἦν πρὸς τὸν θεόν, καὶ θεὸς ἦν ὁ λόγος.' }],
    'grc',
  );
  const total = (target: VerseIndex, text: string) => target.search(parseQuery(text) as Query).total;

  it('finds pointed text with an unpointed query', () => {
    expect(total(hebrew, 'אלהים')).toBe(2);
    expect(total(hebrew, '"ברא אלהים"')).toBe(1);
    expect(total(hebrew, 'פני')).toBe(1);
  });

  it('keeps Hebrew words exact in an all-forms search', () => {
    expect(hebrew.search(parseQuery('אלהים', { allForms: true }) as Query).total).toBe(2);
    expect(hebrew.search(parseQuery('אלה', { allForms: true }) as Query).total).toBe(0);
  });

  it('finds accented Greek without accents, final sigma or capitals', () => {
    expect(total(greek, 'λογος')).toBe(1);
    expect(total(greek, 'ΛΟΓΟΣ')).toBe(1);
    expect(total(greek, '"εν αρχη"')).toBe(1);
    expect(total(greek, 'θε*')).toBe(1);
  });
});
