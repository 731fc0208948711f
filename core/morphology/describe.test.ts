import { describe, expect, it } from 'vitest';
import { describeMorphology } from './describe';

describe('describeMorphology picks the scheme from the code', () => {
  it.each([
    ['HVqp3ms', 'verb, qal perfect, 3rd masculine singular'],
    ['HC/To', 'conjunction + direct object marker'],
    ['robinson:V-AAI-3S', 'verb, aorist active indicative, 3rd person singular'],
    ['V-AAI-3S', 'verb, aorist active indicative, 3rd person singular'],
    ['V-3AAI-S--', 'verb, aorist active indicative, 3rd person singular'],
    ['RA----NSM-', 'definite article, nominative singular masculine'],
    // Robinson codes that begin like OSHB ones fall through to Robinson.
    ['HEB', 'Hebrew word'],
    ['ADV', 'adverb'],
    ['ARAM', 'Aramaic word'],
    ['A-NSM', 'adjective, nominative singular masculine'],
  ])('%s → %s', (code, text) => {
    expect(describeMorphology(code)).toBe(text);
  });

  it.each(['strongMorph:TH8804', 'strong:N-NSM', 'nonsense', ''])('leaves %j to the caller', (code) => {
    expect(describeMorphology(code)).toBeUndefined();
  });
});
