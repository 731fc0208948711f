import { z } from 'zod';
import { MAX_VERBS, MAX_WORDS } from './word-list.service';

export const messageResponse = z.object({ message: z.string() });

const limit = (max: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(max);

export const wordsQuery = z.object({ limit: limit(MAX_WORDS) });
export const verbsQuery = z.object({ limit: limit(MAX_VERBS) });

export const occurrencesQuery = z.object({
  strongs: z
    .string({ error: 'strongs is required' })
    .regex(
      /^H\d{1,4}(,H\d{1,4}){0,49}$/,
      'strongs must be up to 50 Hebrew Strong’s numbers separated by commas (H1,H2)',
    ),
});

const wordEntry = z.object({
  rank: z.number().int().describe('1 for the most frequent; 0 when outside the 500 basic words'),
  strongs: z.string().describe("Strong's number, e.g. H430"),
  headword: z.string().nullable().describe('Pointed dictionary form'),
  transliteration: z.string().nullable().describe("Strong's transliteration"),
  pronunciation: z.string().nullable(),
  gloss: z
    .string()
    .nullable()
    .describe(
      "A learner's gloss: the KJV's most frequent rendering or the dictionary's first sense (decision 107)",
    ),
  definition: z.string().nullable().describe("The dictionary's (Strong's) definition"),
  partOfSpeech: z.string().nullable(),
  occurrences: z.number().int().describe('Words in the Hebrew Bible with this number (verbs: as a verb)'),
});

const stems = z
  .array(z.object({ stem: z.string(), occurrences: z.number().int() }))
  .describe('The binyanim (stems) the verb occurs in, most frequent first');

export const verbEntry = wordEntry.extend({ stems });

export const wordsResponse = z.object({
  editionId: z.number().int().describe('The imported edition the list was derived from'),
  words: z.array(wordEntry),
});
export const verbsResponse = z.object({ editionId: z.number().int(), verbs: z.array(verbEntry) });
export const occurrencesResponse = z.object({ editionId: z.number().int(), entries: z.array(verbEntry) });

export const DECKS = ['phrases', 'words', 'verbs', 'letters', 'numbers'] as const;

export const knownCard = z.object({
  deck: z.enum(DECKS, { error: `deck must be one of ${DECKS.join(', ')}` }),
  cardId: z
    .string({ error: 'cardId is required' })
    .regex(/^(\d{1,4}|H\d{1,4})$/, 'cardId must be a card number or a Strong’s number such as H430'),
});

export const knownCardBody = knownCard.extend({
  known: z.boolean({ error: 'known must be true or false' }),
});
export const knownCardsResponse = z.object({ cards: z.array(knownCard) });
export const knownCardResponse = knownCardBody;

export const audioQuery = z.object({
  text: z.string({ error: 'text is required' }).trim().min(1, 'text is required'),
});
