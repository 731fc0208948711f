import { describe, expect, it } from 'vitest';
import { englishStem } from './english-forms';

describe('englishStem', () => {
  it.each([
    ['love', 'loved', 'loves', 'loveth', 'lovest', 'loving'],
    ['bless', 'blessed', 'blesseth', 'blessing', 'blessings'],
    ['priest', 'priests'],
    ['beast', 'beasts'],
    ['king', 'kings'],
    ['city', 'cities'],
    ['carry', 'carried', 'carrieth'],
    ['sanctify', 'sanctified', 'sanctifieth'],
    ['run', 'running', 'runneth'],
    ['come', 'cometh', 'comest', 'coming', 'comes'],
    ['house', 'houses'],
    ['witness', 'witnesses'],
    ['eye', 'eyes'],
    ['say', 'says', 'sayest', 'saying'],
  ])('%s and its forms share a stem', (word, ...forms) => {
    for (const form of forms) expect(englishStem(form), form).toBe(englishStem(word));
  });

  it.each([
    ['lovely', 'love'],
    ['mother', 'moth'],
    ['jesus', 'jesu'],
    ['this', 'thi'],
    ['seed', 'se'],
    ['kingdom', 'king'],
  ])('%s is not a form of %s', (word, other) => {
    expect(englishStem(word)).not.toBe(englishStem(other));
  });

  it('leaves short words alone', () => {
    for (const word of ['is', 'as', 'his', 'was', 'the', 'god']) expect(englishStem(word)).toBe(word);
  });
});
