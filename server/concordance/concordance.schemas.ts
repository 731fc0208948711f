import { z } from 'zod';
import { CONCORDANCE_PAGE_SIZE } from '../../core/search/limits';
import { pageParameter, pageSizeParameter, segmentSchema } from '../search/search.schemas';

export const numberParams = z.object({
  number: z.string().describe("A Strong's number: H7225, h07225, G26, H6887a"),
});

export const listLimitParameter = pageSizeParameter(CONCORDANCE_PAGE_SIZE);

export const listQuery = z.object({
  page: pageParameter,
  limit: listLimitParameter,
  q: z
    .string()
    .max(200, 'q may be at most 200 characters')
    .optional()
    .describe('A number, a headword (points and accents optional), a transliteration or definition words'),
  language: z
    .enum(['hebrew', 'greek'], { error: 'language must be hebrew or greek' })
    .optional()
    .describe('Only entries of this language'),
});

export const entryQuery = z.object({ page: pageParameter, limit: listLimitParameter });

const language = z.enum(['hebrew', 'greek']);

export const entrySummarySchema = z.object({
  strongsNumber: z.string(),
  language,
  word: z.string().describe('The headword: Hebrew with points, or Greek with accents'),
  transliteration: z.string(),
  pronunciation: z.string(),
  definition: z.string(),
});

export const listResponse = z.object({
  entries: z.array(entrySummarySchema),
  pagination: z.object({
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    limit: z.number().int(),
  }),
});

export const definitionResponse = entrySummarySchema.extend({
  id: z.string().describe("The canonical Strong's number"),
  partOfSpeech: z.string().nullable(),
  origin: z.string().nullable().describe('The derivation'),
  originLinks: z.array(z.string()).describe('Numbers the derivation and definition refer to'),
  usage: z.string().nullable().describe("The dictionary's own KJV usage line"),
  unused: z.boolean().describe('Strong did not use this number (the entry only says so)'),
  kjvUsage: z
    .array(z.object({ rendering: z.string(), count: z.number().int() }))
    .describe('KJV renderings counted over the tagged KJV text, most verses first (at most 100)'),
  kjvUsageMore: z.number().int().describe('How many rarer renderings the list leaves out'),
  totalOccurrences: z.number().int().describe('KJV verses carrying the number'),
  scholarly: z.array(
    z.object({
      source: z.string(),
      label: z.string(),
      licence: z.string(),
      headword: z.string(),
      html: z.string().describe('Sanitised HTML: b, strong, em, i, sup, sub, span, a (site links), div, p'),
    }),
  ),
  previous: z.string().nullable(),
  next: z.string().nullable(),
});

export const staticDefinitionResponse = z.object({
  word: z.string(),
  pronunciation: z.string(),
  definition: z.string(),
});

export const occurrenceSchema = z.object({
  id: z.number().int().describe('The verse key BBCCCVVV'),
  book: z.number().int(),
  bookName: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  reference: z.string(),
  text: z.string().describe('Display text'),
  rawText: z.string().describe("Text with inline Strong's tags ({H7225})"),
  segments: z.array(segmentSchema).describe('Display pieces; the words carrying the number are matched'),
});

export const entryResponse = definitionResponse.extend({
  occurrences: z.array(occurrenceSchema),
  occurrencesPage: listResponse.shape.pagination,
  originalCounts: z.array(z.object({ version: z.string(), name: z.string(), count: z.number().int() })),
  related: z.array(entrySummarySchema),
});
