import { describe, expect, it } from 'vitest';
import { hasPersonalTerms, personalTerms, withPersonalVerses, type PersonalNode } from './personal-fields';
import { mentionsPersonalTerms } from './personal-terms';
import { parseQuery, termCounts, type Query, type QueryNode, type SearchQuery } from './query';

function search(text: string): SearchQuery {
  const query = parseQuery(text);
  if ('error' in query || query.kind !== 'search') throw new Error(`not a search: ${JSON.stringify(query)}`);
  return query;
}

const personal = (term: PersonalNode['term'], text: string): PersonalNode => ({
  kind: 'personal',
  term,
  text,
  ranges: [],
});

describe('the personal terms of the search language (decision 333)', () => {
  it.each([
    ['note:shepherd', { field: 'note', words: ['shepherd'], prefix: false }, 'shepherd'],
    [
      'note:"Good  Shepherd"',
      { field: 'note', words: ['good', 'shepherd'], prefix: false },
      'Good  Shepherd',
    ],
    ['note:shep*', { field: 'note', words: ['shep'], prefix: true }, 'shep*'],
    ['tag:Sermon', { field: 'tag', tag: 'sermon' }, 'Sermon'],
    ['tag:"Sunday  School"', { field: 'tag', tag: 'sunday school' }, 'Sunday  School'],
    ['highlight:yellow', { field: 'highlight', color: 'yellow' }, 'yellow'],
    ['HIGHLIGHT:Teal', { field: 'highlight', color: 'teal' }, 'Teal'],
    ['highlight:', { field: 'highlight' }, ''],
    ['bookmark:', { field: 'bookmark' }, ''],
  ] satisfies [string, PersonalNode['term'], string][])('reads %s', (text, term, value) => {
    expect(search(text).root.allOf).toEqual([personal(term, value)]);
  });

  it('combines with words, in:, exclusion, OR, phrases and Strong’s numbers', () => {
    const query = search('love tag:sermon in:John -highlight:grey (bookmark: OR "eternal life") G26');
    expect(query.within).toEqual([{ start: 43001001, end: 43021025 }]);
    expect(query.root.allOf).toEqual([
      { kind: 'word', word: 'love' },
      personal({ field: 'tag', tag: 'sermon' }, 'sermon'),
      {
        kind: 'or',
        anyOf: [
          personal({ field: 'bookmark' }, ''),
          {
            kind: 'phrase',
            parts: [
              { kind: 'word', word: 'eternal' },
              { kind: 'word', word: 'life' },
            ],
          },
        ],
      },
      { kind: 'strongs', strongs: 'G26' },
    ]);
    expect(query.root.noneOf).toEqual([personal({ field: 'highlight', color: 'grey' }, 'grey')]);
    expect(termCounts(query).terms).toBe(7);
  });

  it('answers a 400 message naming the eight colours for an unknown one', () => {
    expect(parseQuery('highlight:magenta')).toEqual({
      error:
        'highlight: takes one of the eight colours (yellow, green, blue, pink, orange, purple, teal, grey) or nothing for any colour; "magenta" is not one',
    });
  });

  it.each([
    ['note:', /^Name words to find in your notes after note:/],
    ['note:"  "', /^Name words to find in your notes/],
    ['note:"a b c d e f g h i j k l m"', /^note: may hold at most 12 words/],
    ['tag:', /^Name a tag after tag:/],
    ['love bookmark:John', /^bookmark: stands alone .*"John" follows it$/],
  ])('refuses %s', (text, message) => {
    const query = parseQuery(text);
    expect(query).toHaveProperty('error');
    expect((query as { error: string }).error).toMatch(message);
  });

  it('lists the terms in the order written and fills in one reader’s verses without changing the parsed query', () => {
    const query = search('tag:sermon love -note:sheep');
    expect(personalTerms(query)).toEqual([
      { field: 'tag', tag: 'sermon' },
      { field: 'note', words: ['sheep'], prefix: false },
    ]);
    const filled = withPersonalVerses(query, [
      [{ start: 43003016, end: 43003016 }],
      [{ start: 19023001, end: 19023006 }],
    ]) as SearchQuery;
    const ranges = (node: QueryNode | undefined) => (node as PersonalNode).ranges;
    expect(ranges(filled.root.allOf[0])).toEqual([{ start: 43003016, end: 43003016 }]);
    expect(ranges(filled.root.noneOf[0])).toEqual([{ start: 19023001, end: 19023006 }]);
    expect(ranges(query.root.allOf[0])).toEqual([]);
    expect(ranges(query.root.noneOf[0])).toEqual([]);
  });

  it('leaves a reference alone', () => {
    const reference = parseQuery('John 3:16') as Query;
    expect(personalTerms(reference)).toEqual([]);
    expect(withPersonalVerses(reference, [])).toBe(reference);
  });

  it.each([
    ['tag:sermon', true],
    ['love -tag:x', true],
    ['(highlight:)', true],
    ['"love"bookmark:', true],
    ['bookmar\u212A:', true], // the Kelvin sign, which lower-cases to k
    ['"tag:sermon"', false],
    ['love', false],
    ['topic:faith', false],
  ])('tells whether %s holds a personal term', (text, expected) => {
    expect(hasPersonalTerms(text)).toBe(expected);
    // The cheap test never says no where the parser finds a personal term.
    if (expected) expect(mentionsPersonalTerms(text)).toBe(true);
    const parsed = parseQuery(text);
    if (!('error' in parsed)) expect(personalTerms(parsed).length > 0).toBe(expected);
  });
});
