import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldWord, queryWords, tokenize } from './normalise';

describe('foldWord', () => {
  it.each([
    ['LORD', 'en', 'lord'],
    ['Cæsar', 'en', 'caesar'],
    ['CÆSAR', 'en', 'caesar'],
    ['Phœbe', 'en', 'phoebe'],
    ['naïve', 'en', 'naive'],
    ['Beth-el', 'en', 'bethel'],
    ['Beth–el', 'en', 'bethel'],
    ['LORD’s', 'en', 'lords'],
    ["don't", 'en', 'dont'],
    ['ﬁnd', 'en', 'find'],
    // Hebrew: points and cantillation go, letters (final forms included) stay.
    ['אֱלֹהִ֑ים', 'he', 'אלהים'],
    ['בְּרֵאשִׁ֖ית', 'he', 'בראשית'],
    // Greek: accents and breathings go, final sigma folds to σ, capitals to lower case.
    ['λόγος', 'grc', 'λογοσ'],
    ['ΛΌΓΟΣ', 'grc', 'λογοσ'],
    ['Ἰησοῦς', 'grc', 'ιησουσ'],
    ['ἀγάπη', 'grc', 'αγαπη'],
  ])('%s (%s) → %s', (text, language, folded) => {
    expect(foldWord(text, language)).toBe(folded);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (text) => {
        const once = foldWord(text);
        expect(foldWord(once)).toBe(once);
      }),
    );
  });
});

describe('tokenize', () => {
  const summary = (text: string, language = 'en') =>
    tokenize(text, language).map(
      (token) => `${token.word}@${token.position}${token.length > 1 ? `+${token.length}` : ''}`,
    );

  it('gives each word its position and character span', () => {
    const text = 'In the beginning God created';
    expect(tokenize(text)).toEqual([
      { word: 'in', position: 0, length: 1, start: 0, end: 2, kind: 'word' },
      { word: 'the', position: 1, length: 1, start: 3, end: 6, kind: 'word' },
      { word: 'beginning', position: 2, length: 1, start: 7, end: 16, kind: 'word' },
      { word: 'god', position: 3, length: 1, start: 17, end: 20, kind: 'word' },
      { word: 'created', position: 4, length: 1, start: 21, end: 28, kind: 'word' },
    ]);
  });

  it('indexes a hyphenated compound as one word spanning its parts, and as the parts', () => {
    const text = 'went up to Beth-el, and';
    expect(summary(text)).toEqual(['went@0', 'up@1', 'to@2', 'bethel@3+2', 'beth@3', 'el@4', 'and@5']);
    const [joined, beth, el] = tokenize(text).slice(3, 6);
    expect(text.slice(joined!.start, joined!.end)).toBe('Beth-el');
    expect(text.slice(beth!.start, beth!.end)).toBe('Beth');
    expect(text.slice(el!.start, el!.end)).toBe('el');
  });

  it.each([
    ['Beth–el', ['bethel@0+2', 'beth@0', 'el@1']],
    ['father-in-law', ['fatherinlaw@0+3', 'father@0', 'fatherin@0+2', 'in@1', 'inlaw@1+2', 'law@2']],
    ['El-beth-el', ['elbethel@0+3', 'el@0', 'elbeth@0+2', 'beth@1', 'bethel@1+2', 'el@2']],
    // An em dash and a double hyphen separate words; a lone dash is punctuation.
    ['sin—and', ['sin@0', 'and@1']],
    ['said--and', ['said@0', 'and@1']],
    ['sin - and', ['sin@0', 'and@1']],
  ])('%s', (text, expected) => {
    expect(summary(text)).toEqual(expected);
  });

  it('spans runs of parts of a longer compound from the first part to the last', () => {
    const text = 'to Beth-lehem-judah.';
    const bethlehem = tokenize(text).find((token) => token.word === 'bethlehem')!;
    expect(bethlehem).toMatchObject({ position: 1, length: 2, kind: 'subcompound' });
    expect(text.slice(bethlehem.start, bethlehem.end)).toBe('Beth-lehem');
  });

  it('adds the word of an English possessive at the same position', () => {
    expect(summary('for love’s sake')).toEqual(['for@0', 'loves@1', 'love@1', 'sake@2']);
    expect(summary('Cæsar’s. Then')).toEqual(['caesars@0', 'caesar@0', 'then@1']);
    expect(summary('the fathers’ house')).toEqual(['the@0', 'fathers@1', 'house@2']);
    expect(summary('love’s', 'grc')).toEqual(['loves@0']);
  });

  it('drops quotation marks around words', () => {
    expect(summary('“Don’t be afraid,” ‘Let')).toEqual(['dont@0', 'be@1', 'afraid@2', 'let@3']);
  });

  it('separates Hebrew words at maqaf and sof pasuq', () => {
    expect(summary('עַל־פְּנֵ֥י הַמָּֽיִם׃', 'he')).toEqual(['על@0', 'פני@1', 'המים@2']);
  });

  it('keeps spans inside the text and positions in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        let previous = -1;
        for (const token of tokenize(text)) {
          expect(token.start).toBeGreaterThanOrEqual(0);
          expect(token.end).toBeLessThanOrEqual(text.length);
          expect(token.start).toBeLessThan(token.end);
          expect(token.position).toBeGreaterThanOrEqual(previous);
          previous = token.position;
        }
      }),
    );
  });
});

describe('queryWords', () => {
  it.each([
    ['Beth-el', ['bethel']],
    ['Beth-lehem-judah', ['bethlehemjudah']],
    ['bethel', ['bethel']],
    ['Cæsar’s', ['caesars']],
    ['  In the BEGINNING, ', ['in', 'the', 'beginning']],
    ['!?', []],
  ])('%s → %j', (text, words) => {
    expect(queryWords(text)).toEqual(words);
  });
});
