import { describe, expect, it } from 'vitest';
import { parseQuery, type SearchQuery } from './query';
import { intersectRanges, withTopicVerses } from './topic-query';

const PRAYER = [
  { start: 19005003, end: 19005003 },
  { start: 42006012, end: 42006012 },
  { start: 52005017, end: 52005017 },
];

describe('topic: in the query language', () => {
  it('parses topic:, quoted names, words and in: beside it', () => {
    expect(parseQuery('topic:prayer')).toMatchObject({
      kind: 'search',
      topic: 'prayer',
      root: { allOf: [] },
    });
    expect(parseQuery('topic:"burnt offering"')).toMatchObject({ topic: 'burnt offering' });
    expect(parseQuery('TOPIC:faith hope in:NT')).toMatchObject({
      topic: 'faith',
      root: { allOf: [{ kind: 'word', word: 'hope' }] },
    });
  });

  it('refuses an empty, a doubled and an excluded topic with a message', () => {
    expect(parseQuery('topic:')).toEqual({ error: 'Name a topic after topic:, for example topic:faith' });
    expect(parseQuery('topic:faith topic:hope')).toEqual({
      error: 'Search one topic at a time (topic: appears twice)',
    });
    expect(parseQuery('-topic:faith love')).toMatchObject({
      error: expect.stringMatching(/cannot be excluded/),
    });
  });

  it('lists the topic alone, searches words within it, and narrows by in:', () => {
    const alone = withTopicVerses(parseQuery('topic:prayer') as SearchQuery, PRAYER);
    expect(alone).toEqual({ kind: 'reference', ranges: PRAYER });
    const inNt = withTopicVerses(parseQuery('topic:prayer in:NT') as SearchQuery, PRAYER);
    expect(inNt).toEqual({ kind: 'reference', ranges: PRAYER.slice(1) });
    const words = withTopicVerses(parseQuery('topic:prayer ceasing') as SearchQuery, PRAYER);
    expect(words).toMatchObject({ kind: 'search', within: PRAYER });
    expect('topic' in words).toBe(false);
    const nowhere = withTopicVerses(parseQuery('topic:prayer in:Gen') as SearchQuery, PRAYER);
    expect(nowhere).toEqual({ kind: 'reference', ranges: [{ start: 1, end: 0 }] });
  });

  it('intersects sorted ranges', () => {
    expect(
      intersectRanges(
        [
          { start: 1, end: 10 },
          { start: 20, end: 30 },
        ],
        [{ start: 5, end: 25 }],
      ),
    ).toEqual([
      { start: 5, end: 10 },
      { start: 20, end: 25 },
    ]);
  });
});
