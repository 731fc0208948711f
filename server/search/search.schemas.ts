import { z } from 'zod';
import { MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '../../core/search/limits';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const pageParameter = z.coerce
  .number({ error: 'page must be a whole number of 1 or more' })
  .int('page must be a whole number of 1 or more')
  .min(1, 'page must be a whole number of 1 or more')
  .max(100_000, 'page is too large')
  .default(1);

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** A page size from 1 to MAX_PAGE_SIZE, `fallback` when the call names none. */
export function pageSizeParameter(fallback: number) {
  return z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MAX_PAGE_SIZE, LIMIT_MESSAGE)
    .default(fallback);
}

export const limitParameter = pageSizeParameter(SEARCH_PAGE_SIZE);

export const versionParameter = z
  .string()
  .regex(/^[a-z0-9_-]{1,32}$/, 'version must be a version code such as kjv, or all')
  .default('kjv');

export const searchQuery = z.object({
  q: z
    .string()
    .default('')
    .describe('Words, "phrases", OR, -excluded, prefix*, H430, in:John, or a reference'),
  page: pageParameter,
  limit: limitParameter,
  includeStrongs: booleanFlag.describe("Carry inline Strong's tags ({H7225}) in the verse text"),
  version: versionParameter.describe('A version code, or all for every installed version'),
});

export const segmentSchema = z.object({
  text: z.string(),
  match: z.boolean().optional(),
  strongs: z.array(z.string()).optional(),
});

export const verseResultSchema = z.object({
  id: z.number().int().describe('The verse key BBCCCVVV'),
  book: z.number().int().describe('Book number, 1-66'),
  bookName: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  reference: z.string(),
  title: z.string(),
  text: z.string(),
  content: z.string().describe('Plain verse text'),
  matches: z
    .array(z.object({ start: z.number().int(), end: z.number().int() }))
    .describe('Character spans of content that the query matched (end exclusive), to highlight'),
  segments: z
    .array(segmentSchema)
    .optional()
    .describe("With includeStrongs: display pieces from the word tokens, matches marked, Strong's numbers"),
});

export const versionPageSchema = z.object({
  version: z.string(),
  versionName: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  language: z.string(),
  totalResults: z.number().int(),
  results: z.array(verseResultSchema),
});

export const searchResponse = z.object({
  query: z.string(),
  version: z.string(),
  interpretedAs: z.enum(['search', 'reference', 'empty']),
  matchedWords: z.array(z.string()).describe('Indexed words the query matched, for highlighting and hints'),
  results: z.array(verseResultSchema).describe('The page of the first (or only) version'),
  totalResults: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  groups: z
    .array(versionPageSchema.partial({ results: true }))
    .describe(
      'One entry per version; each carries its page only when several versions answered (version=all)',
    ),
});

export const specialSearchQuery = z.object({
  q: z.string().optional(),
  query: z.string().optional().describe('Same as q'),
  page: pageParameter,
  limit: limitParameter,
  includeStrongs: booleanFlag,
});

export const specialSearchResponse = z.object({
  results: z.array(
    z.object({
      reference: z.string(),
      text: z.string(),
      book: z.number().int(),
      chapter: z.number().int(),
      verse: z.number().int(),
    }),
  ),
  resultCount: z.number().int(),
});

export const byNumberResponse = z.object({
  verses: z.array(
    z.object({
      id: z.number().int(),
      book: z.number().int(),
      chapter: z.number().int(),
      verse: z.number().int(),
      reference: z.string(),
      text: z.string().describe('Verse text with inline Strong tags'),
      segments: z.array(segmentSchema),
    }),
  ),
  totalVerses: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});

export const analyticsBody = z.object({
  searchTerm: z
    .string({ error: 'searchTerm is required' })
    .max(500, 'searchTerm may be at most 500 characters'),
  resultCount: z
    .number({ error: 'resultCount must be a number' })
    .int('resultCount must be a whole number')
    .min(0, 'resultCount must be 0 or more'),
  searchType: z
    .string({ error: 'searchType is required' })
    .min(1, 'searchType is required')
    .max(32, 'searchType may be at most 32 characters'),
});
