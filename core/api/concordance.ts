import { z } from 'zod';
import { verseSegmentSchema } from './common';

/** Answers of the concordance's calls: the dictionary list, an entry page, the Strong's popup's definitions. */

export const lexiconLanguage = z.enum(['hebrew', 'greek']);

export const entrySummarySchema = z
  .object({
    strongsNumber: z.string(),
    language: lexiconLanguage,
    word: z.string().describe('The headword: Hebrew with points, or Greek with accents'),
    transliteration: z.string(),
    pronunciation: z.string(),
    definition: z.string(),
  })
  .describe('A dictionary entry as lists and cards show it');

export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const paginationSchema = z
  .object({
    page: z.number().int(),
    pages: z.number().int().describe('0 for an empty list'),
    total: z.number().int(),
    limit: z.number().int(),
  })
  .describe('Where a page stands in its list');

export type Pagination = z.infer<typeof paginationSchema>;

export const listResponse = z
  .object({ entries: z.array(entrySummarySchema), pagination: paginationSchema })
  .describe('A page of the dictionary list, filtered by language and search text');

export type ListResponse = z.infer<typeof listResponse>;

export const kjvRenderingSchema = z
  .object({ rendering: z.string(), count: z.number().int().describe('KJV verses that render it so') })
  .describe("A word's rendering in the KJV");

export type KjvRendering = z.infer<typeof kjvRenderingSchema>;

export const scholarlyArticleSchema = z
  .object({
    source: z.string(),
    label: z.string(),
    licence: z.string(),
    headword: z.string(),
    html: z.string().describe('Sanitised HTML: b, strong, em, i, sup, sub, span, a (site links), div, p'),
  })
  .describe('One scholarly lexicon entry (BDB, Abbott-Smith) with its label and licence');

export type ScholarlyArticle = z.infer<typeof scholarlyArticleSchema>;

export const definitionResponse = entrySummarySchema
  .extend({
    id: z.string().describe("The canonical Strong's number"),
    partOfSpeech: z.string().nullable(),
    origin: z.string().nullable().describe('The derivation'),
    originLinks: z.array(z.string()).describe('Numbers the derivation and definition refer to'),
    usage: z.string().nullable().describe("The dictionary's own KJV usage line"),
    unused: z.boolean().describe('Strong did not use this number (the entry only says so)'),
    kjvUsage: z
      .array(kjvRenderingSchema)
      .describe('KJV renderings counted over the tagged KJV text, most verses first (at most 100)'),
    kjvUsageMore: z.number().int().describe('How many rarer renderings the list leaves out'),
    totalOccurrences: z.number().int().describe('KJV verses carrying the number'),
    scholarly: z.array(scholarlyArticleSchema),
    previous: z.string().nullable(),
    next: z.string().nullable(),
  })
  .describe("GET /api/strongs/definition/{number}: a Strong's number's full definition");

export type Definition = z.infer<typeof definitionResponse>;

export const staticDefinitionResponse = z
  .object({
    word: z.string(),
    pronunciation: z.string(),
    definition: z.string(),
  })
  .describe("GET /api/static-strongs/{number}: the short definition of a Strong's number");

export type StaticDefinition = z.infer<typeof staticDefinitionResponse>;

export const occurrenceSchema = z
  .object({
    id: z.number().int().describe('The verse key BBCCCVVV'),
    book: z.number().int(),
    bookName: z.string(),
    chapter: z.number().int(),
    verse: z.number().int(),
    reference: z.string(),
    text: z.string().describe('Display text'),
    rawText: z.string().describe("Text with inline Strong's tags ({H7225})"),
    segments: z
      .array(verseSegmentSchema)
      .describe('Display pieces; the words carrying the number are matched'),
  })
  .describe('A KJV verse carrying the number');

export type Occurrence = z.infer<typeof occurrenceSchema>;

export const entryResponse = definitionResponse
  .extend({
    occurrences: z.array(occurrenceSchema),
    occurrencesPage: paginationSchema,
    occurrencesByBook: z
      .array(
        z.object({
          book: z.number().int(),
          osis: z.string().describe('The OSIS id, for in: searches and reader links'),
          bookName: z.string(),
          count: z.number().int().describe('KJV verses of the book carrying the number'),
        }),
      )
      .describe('Every book the number occurs in, in canonical order, with its count of KJV verses'),
    originalCounts: z.array(z.object({ version: z.string(), name: z.string(), count: z.number().int() })),
    related: z.array(entrySummarySchema),
  })
  .describe(
    'GET /api/concordance/{number}: the definition, a page of KJV occurrences, counts by book and text, related words',
  );

export type ConcordanceEntry = z.infer<typeof entryResponse>;
