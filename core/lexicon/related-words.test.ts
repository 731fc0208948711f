import { describe, expect, it } from 'vitest';
import { Derivations, type DerivationFields } from './related-words';

/** Made-up entries: a root, words derived from it, a stub and a word of the other language naming it. */
const entries: DerivationFields[] = [
  { number: 'H1', language: 'hebrew', links: [], unused: false },
  { number: 'H2', language: 'hebrew', links: ['H1'], unused: false },
  { number: 'H3', language: 'hebrew', links: ['H1'], unused: false },
  { number: 'H4', language: 'hebrew', links: ['H1', 'H9'], unused: true },
  { number: 'H5', language: 'hebrew', links: ['H2'], unused: false },
  { number: 'G1', language: 'greek', links: ['H1'], unused: false },
];

describe('Derivations', () => {
  const derivations = new Derivations(entries, (entry) => entry);
  const related = (number: string, max?: number) =>
    derivations.related(number, max).map((entry) => entry.number);

  it.each([
    // The roots first, then the words derived from it, then its siblings; never itself, a stub or another language.
    ['H1', undefined, ['H2', 'H3']],
    ['H2', undefined, ['H1', 'H5', 'H3']],
    ['H5', undefined, ['H2']],
    ['G1', undefined, []],
    ['H2', 2, ['H1', 'H5']],
    ['H99', undefined, []],
  ])('relates %s (at most %s) to %j', (number, max, expected) => {
    expect(related(number, max)).toEqual(expected);
  });
});
