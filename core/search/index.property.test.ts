import { resolveField } from './query-fields';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseStrongs } from '../bible/strongs';
import { englishStem } from './english-forms';
import type { VerseRange } from '../reference/verse-range';
import { type VerseRow, VerseIndex } from './index';
import { type Token, tokenize } from './normalise';
import type { AndNode, PhraseNode, PrefixNode, QueryNode, SearchQuery, WordNode } from './query';

// A small corpus where compounds, possessives, ligatures and Strong's tags meet often.
const SURFACES = [
  'the',
  'The',
  'LORD',
  'lord’s',
  'god',
  'God’s',
  'Beth-el',
  'Beth–el',
  'beth',
  'el',
  'bethel',
];
SURFACES.push(
  'love',
  'loved',
  'loveth',
  'light',
  'in',
  'beginning',
  'Cæsar',
  'caesar',
  'and',
  'father-in-law',
);
const SEPARATORS = [' ', ', ', '; ', ' — ', '. ', ' (', ') '];
const WORDS = ['the', 'lord', 'lords', 'god', 'gods', 'bethel', 'beth', 'el', 'love', 'loved', 'light', 'in'];
WORDS.push('caesar', 'caesars', 'and', 'fatherinlaw', 'law', 'missing');
const PREFIXES = ['lo', 'be', 'th', 'ca', 'go', 'fa', 'zz'];
const STRONGS = ['H430', 'G26', 'H1008', 'H9999'];
const BOOKS = [1, 19, 43, 66];
const RANGES: VerseRange[] = [
  { start: 1001001, end: 1999999 },
  { start: 19002001, end: 43002999 },
  { start: 66001003, end: 66003999 },
];

/** A distinct verse key per slot: four books, three chapters, verses from 1. */
const keyOf = (slot: number) =>
  BOOKS[slot % 4]! * 1_000_000 + (1 + ((slot >> 2) % 3)) * 1_000 + 1 + Math.floor((slot >> 2) / 3);

const contentArbitrary = fc.array(
  fc.tuple(
    fc.constantFrom(...SURFACES),
    fc.constantFrom(...SEPARATORS),
    fc.option(fc.constantFrom(...STRONGS)),
  ),
  { maxLength: 12 },
);

const corpusArbitrary = fc
  .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 150 }), contentArbitrary), {
    minLength: 1,
    maxLength: 40,
    selector: ([slot]) => slot,
  })
  .map((verses) =>
    verses.map(([slot, words]): VerseRow => ({
      key: keyOf(slot),
      text: words
        .map(([surface, separator]) => surface + separator)
        .join('')
        .trim(),
      tokens: words.flatMap(([surface, , number]) => (number ? [{ t: surface, s: [number] }] : [])),
    })),
  );

const word = fc.constantFrom(...WORDS).map((text): WordNode => ({ kind: 'word', word: text }));
const prefix = fc.constantFrom(...PREFIXES).map((text): PrefixNode => ({ kind: 'prefix', prefix: text }));
const phrase = fc
  .array(fc.oneof(word, prefix), { minLength: 2, maxLength: 3 })
  .map((parts): PhraseNode => ({ kind: 'phrase', parts }));
const strongs = fc
  .constantFrom(...STRONGS)
  .map((number): QueryNode => ({ kind: 'strongs', strongs: number }));
// The reader's own marks (decision 333): ranges of verse keys, some over one verse, some over several.
const personal = fc
  .array(
    fc
      .tuple(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 4 }))
      .map(([slot, length]): VerseRange => ({ start: keyOf(slot), end: keyOf(slot) + length })),
    { maxLength: 4 },
  )
  .map((ranges): QueryNode => ({ kind: 'personal', term: { field: 'bookmark' }, text: '', ranges }));
const { node } = fc.letrec<{ node: QueryNode; leaf: QueryNode }>((tie) => ({
  leaf: fc.oneof(word, word, prefix, phrase, strongs, personal),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('leaf'),
    fc.array(tie('node'), { minLength: 2, maxLength: 3 }).map((anyOf): QueryNode => ({ kind: 'or', anyOf })),
    fc
      .tuple(fc.array(tie('node'), { minLength: 1, maxLength: 2 }), fc.array(tie('leaf'), { maxLength: 1 }))
      .map(([allOf, noneOf]): QueryNode => ({ kind: 'and', allOf, noneOf })),
  ),
}));
const queryArbitrary = fc
  .tuple(
    fc.array(node, { minLength: 1, maxLength: 3 }),
    fc.array(node, { maxLength: 2 }),
    fc.subarray(RANGES),
    fc.boolean(),
  )
  .map(([allOf, noneOf, within, allForms]): SearchQuery => ({
    kind: 'search',
    root: { kind: 'and', allOf, noneOf },
    within,
    allForms,
  }));

/** The obvious reading of a query, verse by verse, from `tokenize` alone; `allForms` compares word stems. */
function naiveMatch(query: QueryNode, row: VerseRow, tokens: Token[], allForms: boolean): boolean {
  const leafMatches = (leaf: WordNode | PrefixNode, token: Token) =>
    leaf.kind === 'word' ? token.word === leaf.word : token.word.startsWith(leaf.prefix);
  const phraseFrom = (parts: (WordNode | PrefixNode)[], at: number, position: number): boolean =>
    at === parts.length ||
    tokens.some(
      (token) =>
        token.position === position &&
        leafMatches(parts[at]!, token) &&
        phraseFrom(parts, at + 1, token.position + token.length),
    );
  switch (query.kind) {
    case 'word':
      if (allForms) return tokens.some((token) => englishStem(token.word) === englishStem(query.word));
      return tokens.some((token) => leafMatches(query, token));
    case 'prefix':
      return tokens.some((token) => leafMatches(query, token));
    case 'phrase':
      return tokens.some(
        (token) =>
          leafMatches(query.parts[0]!, token) && phraseFrom(query.parts, 1, token.position + token.length),
      );
    case 'strongs':
      return (row.tokens ?? []).some((token) =>
        token.s?.some((number) => normaliseStrongs(number) === query.strongs),
      );
    case 'or':
      return query.anyOf.some((option) => naiveMatch(option, row, tokens, allForms));
    case 'and':
      return andMatch(query, row, tokens, allForms);
    case 'field':
      return resolveField(query).includes(row.key);
    case 'personal':
      return query.ranges.some((range) => range.start <= row.key && row.key <= range.end);
    case 'grammar':
    case 'near':
      return false; // this corpus has no word-level index: see core/grammar/grammar-counts.property.test.ts
  }
}

function andMatch(query: AndNode, row: VerseRow, tokens: Token[], allForms: boolean): boolean {
  return (
    query.allOf.every((part) => naiveMatch(part, row, tokens, allForms)) &&
    !query.noneOf.some((part) => naiveMatch(part, row, tokens, allForms))
  );
}

describe('VerseIndex agrees with a naive scan', () => {
  it('on random queries over random small corpora', () => {
    fc.assert(
      fc.property(corpusArbitrary, queryArbitrary, (rows, query) => {
        const index = VerseIndex.fromRows(rows, 'en');
        const expected = [...rows]
          .sort((a, b) => a.key - b.key)
          .filter(
            (row) =>
              query.within.length === 0 || query.within.some((r) => r.start <= row.key && row.key <= r.end),
          )
          .filter((row) => andMatch(query.root, row, tokenize(row.text, 'en'), query.allForms === true))
          .map((row) => row.key);
        const page = index.search(query, { limit: 1000 });
        expect(page.results.map((hit) => hit.key)).toEqual(expected);
        expect(page.total).toBe(expected.length);

        for (const hit of page.results) {
          const text = rows.find((row) => row.key === hit.key)!.text;
          let previousEnd = 0;
          for (const span of hit.matches) {
            expect(span.start).toBeGreaterThanOrEqual(previousEnd);
            expect(span.end).toBeGreaterThan(span.start);
            expect(span.end).toBeLessThanOrEqual(text.length);
            previousEnd = span.end;
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('pages that join up to the whole result', () => {
    fc.assert(
      fc.property(corpusArbitrary, queryArbitrary, fc.integer({ min: 1, max: 7 }), (rows, query, limit) => {
        const index = VerseIndex.fromRows(rows, 'en');
        const whole = index.search(query, { limit: 1000 });
        const joined = [];
        for (let offset = 0; offset < whole.total; offset += limit) {
          const page = index.search(query, { offset, limit });
          expect(page.total).toBe(whole.total);
          joined.push(...page.results);
        }
        expect(joined).toEqual(whole.results);
      }),
      { numRuns: 100 },
    );
  });
});
