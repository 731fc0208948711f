import { z } from 'zod';
import { languageDirection, verseSegmentSchema } from './common';

/** Answers of the search calls: the one box, the special edition's search, verses by Strong's number. */

export const matchSpanSchema = z
  .object({ start: z.number().int(), end: z.number().int().describe('Exclusive') })
  .describe('Character span of the plain verse text that the query matched');

export const verseResultSchema = z
  .object({
    id: z.number().int().describe('The verse key BBCCCVVV'),
    book: z.number().int().describe('Book number: 1-66, then 67-83 the deuterocanon'),
    bookName: z.string(),
    chapter: z.number().int(),
    verse: z.number().int(),
    reference: z.string(),
    title: z.string(),
    text: z.string().describe("The verse text; with inline Strong's tags (beginning{H7225}) when asked for"),
    content: z.string().describe('Plain verse text'),
    matches: z
      .array(matchSpanSchema)
      .describe('Character spans of content that the query matched (end exclusive), to highlight'),
    segments: z
      .array(verseSegmentSchema)
      .optional()
      .describe("With includeStrongs: display pieces from the word tokens, matches marked, Strong's numbers"),
  })
  .describe('One verse found by a search');

/**
 * One verse found by a search. Plain results carry the matched spans rather than pieces (`resultSegments`
 * makes display pieces of them); with Strong's numbers asked for, `segments` are pieces from the stored word
 * tokens, so that a tagged word of several words ("In the beginning", H7225) stays one piece.
 */
export type VerseResult = z.infer<typeof verseResultSchema>;

export const versionPageSchema = z
  .object({
    version: z.string(),
    versionName: z.string(),
    direction: languageDirection,
    language: z.string(),
    totalResults: z.number().int(),
    results: z.array(verseResultSchema),
  })
  .describe("One version's page of results");

/** One version's page of results. */
export type VersionPage = z.infer<typeof versionPageSchema>;

export const versionGroupSchema = versionPageSchema
  .partial({ results: true })
  .describe("A version's heading; its page of results is inline only when several versions answered");

/** A version's heading in a search answer; its page of results is inline only when several versions answered. */
export type VersionGroup = z.infer<typeof versionGroupSchema>;

export const searchResponse = z
  .object({
    query: z.string(),
    version: z.string(),
    interpretedAs: z.enum(['search', 'reference', 'empty']),
    matchedWords: z.array(z.string()).describe('Indexed words the query matched, for highlighting and hints'),
    suggestions: z
      .array(z.string())
      .optional()
      .describe(
        'Only when nothing was found: searches to try instead, each word the version lacks replaced by its nearest words',
      ),
    topic: z
      .string()
      .optional()
      .describe(
        "For a `topic:` search: the Nave's topic found, as Nave's spells it (its page is /topics/{topic})",
      ),
    results: z.array(verseResultSchema).describe('The page of the first (or only) version'),
    totalResults: z.number().int(),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    groups: z
      .array(versionGroupSchema)
      .describe(
        'One entry per version; each carries its page only when several versions answered (version=all)',
      ),
  })
  .describe('GET /api/search-strongs: a page of results of one version or of all of them');

export type SearchResponse = z.infer<typeof searchResponse>;

export const specialSearchResponse = z
  .object({
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
  })
  .describe("GET /api/rstne/search: the special edition's results, with inline tags but no display pieces");

export type SpecialSearchResponse = z.infer<typeof specialSearchResponse>;

export const byNumberResponse = z
  .object({
    verses: z.array(
      z.object({
        id: z.number().int(),
        book: z.number().int(),
        chapter: z.number().int(),
        verse: z.number().int(),
        reference: z.string(),
        text: z.string().describe('Verse text with inline Strong tags'),
        segments: z.array(verseSegmentSchema),
      }),
    ),
    totalVerses: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
  })
  .describe("GET /api/strongs/search-by-number/{number}: verses of a version carrying a Strong's number");

export type ByNumberResponse = z.infer<typeof byNumberResponse>;
