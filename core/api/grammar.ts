import { z } from 'zod';
import { MAX_QUERY_LENGTH } from '../search/limits';
import { limitParameter, pageParameter } from './paging';

/** The grammatical concordance's call (issue 39, decisions 351-353, 375): its query, and its answer. */

export const grammarQuery = z.object({
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, `q may be at most ${MAX_QUERY_LENGTH} characters`)
    .default('')
    .describe('lemma:ἀγαπάω, lemma:H7225, root:שׁוב, morph:"aorist imperative", near:3, with words and in:'),
  version: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, 'version must be a version code such as sblgnt, wlc or tr')
    .optional()
    .describe('wlc, sblgnt or tr; by default the Hebrew Bible for a Hebrew query, else the SBLGNT'),
  reading: z
    .enum(['ketiv', 'qere'], { message: 'reading must be ketiv or qere' })
    .optional()
    .describe(
      'The Hebrew Bible’s written words (ketiv, the default) or the words read in their place (qere); other texts have one reading',
    ),
  page: pageParameter,
  limit: limitParameter,
});

/** The answer: counts, breakdowns and a page of hits. */

export const matchedWordSchema = z
  .object({
    position: z
      .number()
      .int()
      .describe(
        'The word’s place among the verse’s written words (the interlinear’s), from 0; a word read (qere) stands at the place of the written words it replaces',
      ),
    text: z.string(),
    start: z.number().int().describe('UTF-16 offset of the word in the verse text'),
    end: z.number().int(),
    lemma: z.string(),
    strongs: z.string().nullable(),
    code: z.string().describe('The source’s morphology code (MorphGNT, Robinson or OSHB)'),
    parsing: z.string().describe('The code in plain English'),
    rendering: z.string().nullable().describe('The KJV’s English for this word, from the alignment'),
  })
  .describe('A word the grammatical terms matched');

export const grammarHitSchema = z.object({
  id: z.number().int().describe('BBCCCVVV in the text’s own numbering'),
  reference: z.string(),
  text: z.string(),
  words: z.array(matchedWordSchema),
  kjv: z
    .object({ reference: z.string(), text: z.string() })
    .nullable()
    .describe('The KJV verse (paired by the verse map for the Hebrew Bible)'),
});

export const grammarResponse = z.object({
  query: z.string(),
  version: z.string(),
  versionName: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  reading: z
    .enum(['ketiv', 'qere'])
    .nullable()
    .describe('The reading searched where the text has two (the Hebrew Bible); null for the others'),
  counted: z.string().describe('Which reading is counted where the text has two (ketiv and qere)'),
  verses: z.number().int().describe('Verses the query matched'),
  words: z.number().int().describe('Words the grammatical terms matched in those verses'),
  byBook: z.array(
    z.object({ book: z.string(), name: z.string(), verses: z.number().int(), words: z.number().int() }),
  ),
  byForm: z
    .array(z.object({ form: z.string(), code: z.string(), parsing: z.string(), count: z.number().int() }))
    .describe('Matched words by surface form and parsing, most frequent first (at most 100)'),
  byRendering: z
    .array(z.object({ rendering: z.string(), count: z.number().int() }))
    .describe(
      'Matched words by the KJV’s English, most frequent first (at most 100); empty without alignment',
    ),
  page: z.number().int(),
  limit: z.number().int(),
  results: z.array(grammarHitSchema),
});

export type GrammarResponse = z.infer<typeof grammarResponse>;
export type GrammarHit = z.infer<typeof grammarHitSchema>;
