import { describe, expect, it } from 'vitest';
import { shortGloss } from './gloss';

describe('shortGloss', () => {
  it.each([
    ['the first, in place, time, order or rank (specifically, a firstfruit)', null, 'the first'],
    ['(absolutely) to create; (qualified) to cut down', null, 'to create'],
    ['properly, self (but generally used to point out the object)', null, 'self'],
    ['properly, assigning a reason (used in argument)', null, 'assigning a reason'],
    ['to love (in a social or moral sense) Compare G5368.', null, 'to love'],
    ['', 'beginning, chief(-est), first', 'beginning'],
    [
      'a very long first sense that goes on and on beyond any line',
      null,
      'a very long first sense that goes on…',
    ],
  ])('%s → %s', (definition, usage, gloss) => {
    expect(shortGloss(definition, usage)).toBe(gloss);
  });
});
