import { describe, expect, it } from 'vitest';
import { changedWordCount, wordChanges } from './word-diff';

const joined = (changes: ReturnType<typeof wordChanges>, keep: 'added' | 'removed') =>
  changes
    .filter((change) => change.change === 'same' || change.change === keep)
    .map((change) => change.text)
    .join('');

describe('wordChanges', () => {
  it('marks a replaced word as removed from the KJV and added by the version', () => {
    const changes = wordChanges('For God so loved the world', 'For Elohim so loved the world');
    expect(changes).toEqual([
      { text: 'For ', change: 'same' },
      { text: 'God', change: 'removed' },
      { text: 'Elohim', change: 'added' },
      { text: ' so loved the world', change: 'same' },
    ]);
    expect(changedWordCount(changes)).toBe(2);
  });

  it('gives back both texts exactly from its runs', () => {
    const kjv = 'In the beginning God created the heaven and the earth.';
    const other = 'When God began to create the heavens and the earth,';
    const changes = wordChanges(kjv, other);
    expect(joined(changes, 'removed')).toBe(kjv);
    expect(joined(changes, 'added')).toBe(other);
    expect(changes.some((change) => change.change === 'same' && change.text.includes('God'))).toBe(true);
  });

  it('finds no change in the same text and merges neighbouring runs of a kind', () => {
    expect(wordChanges('And Jesus wept.', 'And Jesus wept.')).toEqual([
      { text: 'And Jesus wept.', change: 'same' },
    ]);
    const changes = wordChanges('a b', 'a c d e');
    for (let i = 1; i < changes.length; i++) expect(changes[i]!.change).not.toBe(changes[i - 1]!.change);
    expect(changedWordCount(changes)).toBe(4);
  });
});
