import { describe, expect, it } from 'vitest';
import { type QueryNode, type TermCounts, parseQuery, termCounts } from './query';
import { lexQuery } from './query-lexer';

const word = (text: string): QueryNode => ({ kind: 'word', word: text });
const prefix = (text: string): QueryNode => ({ kind: 'prefix', prefix: text });
const strongs = (number: string): QueryNode => ({ kind: 'strongs', strongs: number });
const phrase = (...parts: QueryNode[]): QueryNode => ({ kind: 'phrase', parts }) as QueryNode;
const or = (...anyOf: QueryNode[]): QueryNode => ({ kind: 'or', anyOf });
const and = (allOf: QueryNode[], noneOf: QueryNode[] = []): QueryNode => ({ kind: 'and', allOf, noneOf });

/** The root of a search query, or the error text, so each table row reads as input → meaning. */
function rootOf(text: string): unknown {
  const query = parseQuery(text);
  if ('error' in query) return query.error;
  return query.kind === 'search' ? query.root : query;
}

describe('parseQuery: search terms', () => {
  it.each<[string, QueryNode]>([
    ['love', and([word('love')])],
    ['Love GOD', and([word('love'), word('god')])],
    ['"in the beginning"', and([phrase(word('in'), word('the'), word('beginning'))])],
    ['"In the Beginning," God', and([phrase(word('in'), word('the'), word('beginning')), word('god')])],
    ['faith hope OR love', and([word('faith'), or(word('hope'), word('love'))])],
    [
      'charity OR love OR "loving kindness"',
      and([or(word('charity'), word('love'), phrase(word('loving'), word('kindness')))]),
    ],
    ['(faith OR hope) love', and([or(word('faith'), word('hope')), word('love')])],
    ['love -hate', and([word('love')], [word('hate')])],
    ['love -"thy neighbour"', and([word('love')], [phrase(word('thy'), word('neighbour'))])],
    ['love -(hate OR anger)', and([word('love')], [or(word('hate'), word('anger'))])],
    ['bless*', and([prefix('bless')])],
    ['"the lord bless*"', and([phrase(word('the'), word('lord'), prefix('bless'))])],
    ['H430', and([strongs('H430')])],
    ['h0430 created', and([strongs('H430'), word('created')])],
    ['G26 OR G5368', and([or(strongs('G26'), strongs('G5368'))])],
    ['H6887a', and([strongs('H6887')])],
    ['Beth-el', and([word('bethel')])],
    ['beth—el', and([phrase(word('beth'), word('el'))])],
    ['Cæsar’s', and([word('caesars')])],
    ['love or hate', and([word('love'), word('or'), word('hate')])],
    ['love AND god NOT hate', and([word('love'), word('god')], [word('hate')])],
    ['H430, love', and([strongs('H430'), word('love')])],
    // Lenient: an unclosed quote is a phrase to the end, an unclosed group closes at the end.
    ['"in the beginning', and([phrase(word('in'), word('the'), word('beginning'))])],
    ['(faith OR hope', and([or(word('faith'), word('hope'))])],
    ['love OR', and([word('love')])],
    ['love ) & joy', and([word('love'), word('joy')])],
  ])('%s', (text, expected) => {
    expect(rootOf(text)).toEqual(expected);
  });
});

describe('parseQuery: errors', () => {
  it.each([
    ['', 'Type words, a "phrase", a Strong\'s number such as H430, or a reference such as John 3:16'],
    ['   ', 'Type words, a "phrase", a Strong\'s number such as H430, or a reference such as John 3:16'],
    ['""', 'Type words, a "phrase", a Strong\'s number such as H430, or a reference such as John 3:16'],
    ['-love', 'Add a word to find: a search cannot only leave words out'],
    ['-love -hate', 'Add a word to find: a search cannot only leave words out'],
    ['love (-hate)', 'A group needs a word to find, not only words to leave out'],
    ['b*', 'Type at least 2 letters before * (b*)'],
    ['*', 'Type at least 2 letters before * (*)'],
    ['love in:Hezekiah', 'Unknown book in in:Hezekiah'],
    ['love in:Gen 51', 'Genesis has 50 chapters'],
    ['love in:', 'Say where to search after in:, for example in:John or in:NT'],
    ['in:John', 'Add words to search for in John'],
    ['love -in:John', 'in: cannot be excluded; use in: to choose where to search'],
    ['Gen 51', 'Genesis has 50 chapters'],
    ['Xyzzy 3', 'Unknown book: Xyzzy'],
    ['H99999', "Strong's number H99999 not found: Hebrew numbers run H1-H8674, Greek G1-G5624"],
    ['love G0', "Strong's number G0 not found: Hebrew numbers run H1-H8674, Greek G1-G5624"],
    ['G5625', "Strong's number G5625 not found: Hebrew numbers run H1-H8674, Greek G1-G5624"],
  ])('%j → %s', (text, message) => {
    expect(parseQuery(text)).toEqual({ error: message });
  });

  it('suggests the nearest books for an unknown one', () => {
    expect(parseQuery('Hezekiah 4:2')).toEqual({
      error: 'Unknown book: Hezekiah. Did you mean Ezekiel 4:2 or Nehemiah 4:2?',
      suggestions: ['Ezekiel 4:2', 'Nehemiah 4:2'],
    });
  });
});

describe('parseQuery: in: ranges', () => {
  const within = (text: string) => {
    const query = parseQuery(text);
    return 'error' in query || query.kind !== 'search' ? query : query.within;
  };

  it.each([
    ['love in:John', [{ start: 43001001, end: 43021025 }]],
    ['love in:NT', [{ start: 40001001, end: 66022021 }]],
    ['love in:OT', [{ start: 1001001, end: 39004006 }]],
    ['love in:Gen-Deut', [{ start: 1001001, end: 5034012 }]],
    ['love in:Rom 8', [{ start: 45008001, end: 45008039 }]],
    ['in:Rom 8:28-39 love', [{ start: 45008028, end: 45008039 }]],
    ['love in:1 Cor 13', [{ start: 46013001, end: 46013013 }]],
    ['love in:"Song of Solomon"', [{ start: 22001001, end: 22008014 }]],
    ['love in:Song of Solomon', [{ start: 22001001, end: 22008014 }]],
    ['love in:gospels', [{ start: 40001001, end: 43021025 }]],
    // Several in: are a union, merged and sorted.
    [
      'love in:John in:Gen',
      [
        { start: 1001001, end: 1050026 },
        { start: 43001001, end: 43021025 },
      ],
    ],
    ['love in:NT in:John', [{ start: 40001001, end: 66022021 }]],
    ['love', []],
  ])('%s', (text, ranges) => {
    expect(within(text)).toEqual(ranges);
  });

  it('keeps the words around an in: target', () => {
    expect(rootOf('love in:Rom 8 hope')).toEqual(and([word('love'), word('hope')]));
  });
});

describe('parseQuery: references and book names', () => {
  it.each([
    ['John 3:16', [{ start: 43003016, end: 43003016 }]],
    ['Gen 1:26-2:3', [{ start: 1001026, end: 1002003 }]],
    [
      'Jn 3:16; Rom 8:28, 38-39',
      [
        { start: 43003016, end: 43003016 },
        { start: 45008028, end: 45008028 },
        { start: 45008038, end: 45008039 },
      ],
    ],
    ['Song of Solomon', [{ start: 22001001, end: 22008014 }]],
  ])('%s is a reference', (text, ranges) => {
    expect(parseQuery(text)).toEqual({ kind: 'reference', ranges });
  });

  it.each(['Job', 'Acts', 'Mark', 'Genesis'])('%s alone is a word search that names the book', (text) => {
    const query = parseQuery(text);
    expect(query).toMatchObject({ kind: 'search', root: and([word(text.toLowerCase())]) });
    expect(query).toHaveProperty('book');
  });

  it.each(['love', 'is', 'am', 'love god'])('%s names no book', (text) => {
    expect(parseQuery(text)).not.toHaveProperty('book');
  });
});

describe('parseQuery: all forms', () => {
  it('marks a search for all forms, and only a search', () => {
    expect(parseQuery('love', { allForms: true })).toMatchObject({ kind: 'search', allForms: true });
    expect(parseQuery('love')).not.toHaveProperty('allForms');
    expect(parseQuery('John 3:16', { allForms: true })).not.toHaveProperty('allForms');
  });
});

describe('lexQuery', () => {
  it('splits terms, phrases, scopes, exclusions, OR and groups', () => {
    expect(lexQuery('-(a OR "b c") in:1 Cor 13:4-7 d*')).toEqual([
      { type: 'not' },
      { type: 'open' },
      { type: 'term', text: 'a' },
      { type: 'or' },
      { type: 'phrase', text: 'b c' },
      { type: 'close' },
      { type: 'scope', text: '1 Cor 13:4-7' },
      { type: 'term', text: 'd*' },
    ]);
  });

  it('reads curly quotes as quotes', () => {
    expect(lexQuery('“in the beginning”')).toEqual([{ type: 'phrase', text: 'in the beginning' }]);
  });
});

describe('termCounts', () => {
  it.each<[string, TermCounts]>([
    ['love', { terms: 1, prefixes: 0 }],
    ['"in the beginning" God', { terms: 4, prefixes: 0 }],
    ['faith hope OR love -hate', { terms: 4, prefixes: 0 }],
    ['bless* OR sanctif* "the lord bless*"', { terms: 5, prefixes: 3 }],
    ['H430 (G26 OR G5368) in:John', { terms: 3, prefixes: 0 }],
    ['John 3:16', { terms: 0, prefixes: 0 }],
  ])('%s', (text, expected) => {
    const query = parseQuery(text);
    if ('error' in query) throw new Error(query.error);
    expect(termCounts(query)).toEqual(expected);
  });
});
