import { describe, expect, it } from 'vitest';
import { nearestWords, suggestedSearches } from './nearest-words';

const vocabulary = ['god', 'good', 'lord', 'love', 'loved', 'lover', 'live', 'neighbour', 'world'].sort();
/** Verses per word, as the index counts them: love is used more than live here. */
const uses: Record<string, number> = { love: 300, live: 200, loved: 90, lover: 2, lord: 7000 };
const weight = (position: number) => uses[vocabulary[position]!] ?? 1;

describe('nearestWords', () => {
  it.each([
    ['lvoe', ['love']],
    ['loev', ['love']],
    ['lov', ['love']],
    ['neihgbour', ['neighbour']],
    ['wrold', ['world']],
    ['xyzzy', []],
    ['x', []],
  ])('%s → %j', (word, expected) => {
    expect(nearestWords(word, vocabulary, weight)).toEqual(expected);
  });

  it('orders equally near words by how much the version uses them, and keeps to max', () => {
    expect(nearestWords('lovee', vocabulary, weight)).toEqual(['love', 'loved', 'lover']);
    expect(nearestWords('lovee', vocabulary, weight, 2)).toEqual(['love', 'loved']);
  });
});

describe('suggestedSearches', () => {
  it('replaces the unknown word where it is typed, keeping the rest of the search', () => {
    expect(suggestedSearches('Lvoe thy neighbour', [{ word: 'lvoe', nearest: ['love', 'live'] }])).toEqual([
      'love thy neighbour',
      'live thy neighbour',
    ]);
  });

  it('offers at most three searches, the first unknown word first', () => {
    expect(
      suggestedSearches('lvoe wrold', [
        { word: 'lvoe', nearest: ['love', 'live'] },
        { word: 'wrold', nearest: ['world', 'would'] },
      ]),
    ).toEqual(['love wrold', 'live wrold', 'lvoe world']);
  });
});
