import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WordPositions } from './sorted-strings';

describe('WordPositions', () => {
  it('finds every word at its position and no word that is not in the list', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ maxLength: 8 }), { maxLength: 300 }),
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 50 }),
        (words, others) => {
          const positions = new WordPositions(words);
          words.forEach((word, position) => expect(positions.get(word)).toBe(position));
          for (const other of others) expect(positions.get(other)).toBe(words.indexOf(other));
        },
      ),
    );
  });

  it('answers for an empty list, and for words of Hebrew and Greek', () => {
    expect(new WordPositions([]).get('love')).toBe(-1);
    const positions = new WordPositions(['אלהים', 'ἀγάπη', 'love']);
    expect(positions.get('ἀγάπη')).toBe(1);
    expect(positions.get('אלהים')).toBe(0);
    expect(positions.get('ἀγάπ')).toBe(-1);
  });
});
