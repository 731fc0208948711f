import { describe, expect, it } from 'vitest';
import { boundedEditDistance } from './edit-distance';

describe('boundedEditDistance', () => {
  it.each([
    ['love', 'love', 3, 0],
    ['lvoe', 'love', 3, 1],
    ['lov', 'love', 3, 1],
    ['loev', 'love', 3, 1],
    ['kitten', 'sitting', 3, 3],
    ['hezekiah', 'ezekiel', 4, 3],
    ['', 'abc', 3, 3],
  ])('%s → %s (at most %i) is %i', (a, b, max, distance) => {
    expect(boundedEditDistance(a, b, max)).toBe(distance);
    expect(boundedEditDistance(b, a, max)).toBe(distance);
  });

  it('answers max + 1 once the distance must exceed max, by length or by a row', () => {
    expect(boundedEditDistance('a', 'abcdef', 2)).toBe(3);
    expect(boundedEditDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
