import type { BibleText, VersionMeta } from '../../ingest/model';

function meta(code: string, name: string): VersionMeta {
  return {
    code,
    name,
    language: 'en',
    direction: 'ltr',
    versification: 'KJV',
    licence: 'made-up test text',
    attribution: '',
    source: 'test fixture',
    hasStrongs: true,
    hasMorphology: false,
    strongsAuthoritative: true,
  };
}

/** Made-up verses in the KJV's shape: enough words to test words, phrases, numbers and references. */
export function searchFixture(code: string, name: string, lastWord = 'light'): BibleText {
  const verse = (
    book: string,
    chapter: number,
    number: number,
    text: string,
    tokens: [string, string][] = [],
  ) => ({
    book,
    chapter,
    verse: number,
    text,
    tokens: tokens.map(([word, strongs]) => ({ text: word, strongs: [strongs], morph: [] })),
  });
  return {
    meta: meta(code, name),
    verses: [
      verse('Gen', 1, 1, 'In the start Elohim made the skies and the land.', [
        ['In the start', 'H7225'],
        ['Elohim', 'H430'],
      ]),
      verse('Gen', 1, 2, 'And the land was empty, and Beth–el was quiet.'),
      verse('Gen', 1, 3, `And Elohim said, Let there be ${lastWord}.`, [['Elohim', 'H430']]),
      verse('John', 3, 16, 'For Elohim so loved the world, that he gave his Son.', [
        ['Elohim', 'G2316'],
        ['loved', 'G25'],
      ]),
      verse('Rom', 8, 28, 'And we know that all things work together for good to them that love.', [
        ['love', 'G25'],
      ]),
    ],
  };
}
