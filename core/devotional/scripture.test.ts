import { describe, expect, it } from 'vitest';
import { PROTESTANT_BOOKS } from '../bible/books';
import { buildPlan, PLAN_DEFINITIONS, segmentReferences } from './plans';
import { scriptureProblem } from './scripture';

describe('scriptureProblem', () => {
  it('accepts every reading of every plan, and a one-day custom plan of the whole Bible', () => {
    const plans = [
      ...PLAN_DEFINITIONS.map((definition) => buildPlan(definition.id)!),
      buildPlan('custom', { books: PROTESTANT_BOOKS.map((book) => book.osis), days: 1 })!,
    ];
    for (const plan of plans)
      for (const day of plan.days) {
        const scripture = segmentReferences(day.segments).join('; ');
        expect(scriptureProblem(scripture), scripture).toBeUndefined();
      }
  });

  it.each([
    ['Earlier reading 1', /"Earlier reading 1" is not a Bible reference/],
    ['Genesis 99', /Genesis has 50 chapters/],
    ['Genesis 1; x', /"x" is not a Bible reference/],
    ['', /is not a Bible reference/],
    [Array.from({ length: 67 }, () => 'John 1').join('; '), /at most 66 references/],
  ])('refuses %j', (scripture, message) => {
    expect(scriptureProblem(scripture)).toMatch(message);
  });
});
