import { z } from 'zod';

/**
 * Answer shapes shared by several areas of the API. Every file of `core/api/` holds Zod schemas (the server's
 * response schemas, documented at /api/docs) and the types inferred from them (what the web app reads, imported
 * with `import type` only, so that Zod stays out of the browser bundles).
 */

export const messageResponse = z
  .object({
    message: z.string().describe('One sentence a reader may be shown'),
    suggestions: z
      .array(z.string())
      .optional()
      .describe('What the reader probably meant, for an unknown book: texts to search or books to open'),
  })
  .describe('Every error answer, and plain confirmations such as a sign-out');

export type MessageResponse = z.infer<typeof messageResponse>;

export const verseSegmentSchema = z
  .object({
    text: z.string(),
    match: z.boolean().optional().describe('Whether the query matched this piece'),
    strongs: z
      .array(z.string())
      .optional()
      .describe("Strong's numbers of the word that ends with this piece, shown after it"),
  })
  .describe('A piece of a verse for display; joining the pieces gives the verse text back');

/** A piece of a verse for display: plain text, whether a search matched it, and the numbers after it. */
export type VerseSegment = z.infer<typeof verseSegmentSchema>;

export const languageDirection = z.enum(['ltr', 'rtl']).describe('Writing direction of the text');
