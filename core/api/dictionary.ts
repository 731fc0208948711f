import { z } from 'zod';

/** Answers of Easton's Bible Dictionary and Nave's Topical Bible (issue 38; decisions 305-307). */

export const linkedRangeSchema = z
  .object({
    reference: z.string().describe('The range as readers write it: `Genesis 35:16-19`'),
    book: z.string().describe("The book's name, as the reader's address takes it"),
    chapter: z.number().int(),
    verse: z.number().int().describe('The first verse, where the reader opens'),
    start: z.number().int().describe('First verse as a BBCCCVVV key (KJV versification)'),
    end: z.number().int().describe('Last verse as a BBCCCVVV key'),
  })
  .describe('A verse range a link opens in the reader');
export type LinkedRangeAnswer = z.infer<typeof linkedRangeSchema>;

export const entryPieceSchema = z.union([
  z.object({ text: z.string(), link: linkedRangeSchema }),
  z.object({ text: z.string() }),
]);
export type EntryPieceAnswer = z.infer<typeof entryPieceSchema>;

export const dictionaryEntryResponse = z
  .object({
    headword: z.string(),
    senses: z
      .array(z.array(z.array(entryPieceSchema)))
      .describe(
        'Each entry of the headword (two for Kadesh and Salmon): paragraphs of text and reference pieces',
      ),
    previous: z.string().optional().describe('The headword before, in the dictionary'),
    next: z.string().optional().describe('The headword after'),
    credit: z.string(),
  })
  .describe("An entry of Easton's Bible Dictionary with its Scripture references read into links");
export type DictionaryEntryResponse = z.infer<typeof dictionaryEntryResponse>;

export const headwordListQuery = z
  .object({
    q: z.string().trim().max(60).optional().describe('Headwords starting so (case and accents ignored)'),
    letter: z
      .string()
      .regex(/^[A-Za-z]$/, 'letter must be one letter A-Z')
      .optional()
      .describe('Every headword under one letter'),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine((query) => query.q !== undefined || query.letter !== undefined, {
    message: 'Give q (text) or letter (A-Z)',
    path: ['q'],
  });
export type HeadwordListQuery = { q?: string; letter?: string; limit?: number };

export const headwordListResponse = z
  .object({ headwords: z.array(z.string()), credit: z.string() })
  .describe('Headwords (dictionary) or topic names (topics), in the source order');
export type HeadwordListResponse = z.infer<typeof headwordListResponse>;

export const topicLineSchema = z.object({
  text: z.string().describe("The line's words, without its references"),
  level: z.union([z.literal(1), z.literal(2)]).describe('1 a heading of the topic, 2 a line under it'),
  verses: z.array(linkedRangeSchema),
});

export const topicResponse = z
  .object({
    name: z.string().describe("The topic as Nave's spells it: PRAYER"),
    lines: z.array(topicLineSchema),
    seeAlso: z.array(z.string()).describe('Other topics the entry points to'),
    verseCount: z.number().int().describe('Distinct verses the topic cites'),
    credit: z.string(),
  })
  .describe("A topic of Nave's Topical Bible: its subtopics and the verses of each");
export type TopicResponse = z.infer<typeof topicResponse>;

export const verseStudyResponse = z
  .object({
    topics: z.array(z.string()).describe("Nave's topics citing the verse"),
    dictionary: z.array(z.string()).describe("Easton's headwords among the verse's names and places"),
  })
  .describe("A verse's Nave's topics and dictionary entries, for the verse page");
export type VerseStudyResponse = z.infer<typeof verseStudyResponse>;
