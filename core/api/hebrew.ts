import { z } from 'zod';

/** Answers of the Hebrew Learning Center's calls: the derived word and verb lists, and the known study cards. */

export const wordEntrySchema = z
  .object({
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
  })
  .describe('A lemma of the Hebrew Bible with its dictionary fields and how often it occurs');

export type WordEntry = z.infer<typeof wordEntrySchema>;

const stems = z
  .array(z.object({ stem: z.string(), occurrences: z.number().int() }))
  .describe('The binyanim (stems) the verb occurs in, most frequent first');

export const verbEntrySchema = wordEntrySchema
  .extend({ stems })
  .describe('A lemma with the stems it occurs in');

export type VerbEntry = z.infer<typeof verbEntrySchema>;

export const wordsResponse = z
  .object({
    editionId: z.number().int().describe('The imported edition the list was derived from'),
    words: z.array(wordEntrySchema),
  })
  .describe('GET /api/hebrew/words: the most frequent lemmas, most frequent first');

export type WordsResponse = z.infer<typeof wordsResponse>;

export const verbsResponse = z
  .object({ editionId: z.number().int(), verbs: z.array(verbEntrySchema) })
  .describe('GET /api/hebrew/verbs: the most frequent verbs with their stems');

export type VerbsResponse = z.infer<typeof verbsResponse>;

export const occurrencesResponse = z
  .object({ editionId: z.number().int(), entries: z.array(verbEntrySchema) })
  .describe("GET /api/hebrew/occurrences: the asked Strong's numbers in the order asked");

export type OccurrencesResponse = z.infer<typeof occurrencesResponse>;

export const DECKS = ['phrases', 'words', 'verbs', 'letters', 'numbers'] as const;

export type Deck = (typeof DECKS)[number];

/** A study card; the same schema checks the card a reader marks (PUT /api/hebrew/known-cards). */
export const knownCardSchema = z
  .object({
    deck: z.enum(DECKS, { error: `deck must be one of ${DECKS.join(', ')}` }),
    cardId: z
      .string({ error: 'cardId is required' })
      .regex(/^(\d{1,4}|H\d{1,4})$/, 'cardId must be a card number or a Strong’s number such as H430'),
  })
  .describe('A study card: its deck and its number in the deck (or its Strong’s number)');

export type KnownCard = z.infer<typeof knownCardSchema>;

export const knownCardsResponse = z
  .object({ cards: z.array(knownCardSchema) })
  .describe('GET /api/hebrew/known-cards: the cards the signed-in reader has marked as known');

export type KnownCardsResponse = z.infer<typeof knownCardsResponse>;

export const knownCardResponse = knownCardSchema
  .extend({ known: z.boolean() })
  .describe('PUT /api/hebrew/known-cards: the card as now marked');

export type KnownCardResponse = z.infer<typeof knownCardResponse>;
