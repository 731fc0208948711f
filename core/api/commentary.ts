import { z } from 'zod';

/** Answers of the commentary calls: what the public-domain commentaries say on a chapter or a verse. */

export const COMMENTARY_IDS = ['mhcc', 'scofield', 'tdavid'] as const;
export const commentaryId = z.enum(COMMENTARY_IDS);
export type CommentaryId = z.infer<typeof commentaryId>;

export const commentarySourceSchema = z
  .object({
    id: commentaryId,
    name: z.string().describe("The commentary's title, as it is credited"),
    author: z.string(),
    licence: z.string(),
    credit: z.string().describe('Where the text comes from'),
  })
  .describe('A commentary and how it is credited');

export type CommentarySource = z.infer<typeof commentarySourceSchema>;

export const commentaryNoteSchema = z
  .object({
    from: z.number().int().describe('First verse the note is on, in the asked version’s numbering'),
    to: z.number().int().describe('Last verse the note is on (the same as from for a single verse)'),
    heading: z.string().describe('`Verses 1-8`, `Verse 3`, `Psalm 23: overview`'),
    html: z
      .string()
      .describe(
        'The note as sanitised HTML: p, strong, em, ul, li, h4, and a (its only attribute an href to a reader verse, /bible/{osis}/{chapter}/{verse})',
      ),
  })
  .describe('One note of a commentary on a verse or a range');

export type CommentaryNote = z.infer<typeof commentaryNoteSchema>;

export const chapterCommentarySchema = z
  .object({ source: commentarySourceSchema, notes: z.array(commentaryNoteSchema) })
  .describe("One commentary's notes on a chapter, in verse order");

export type ChapterCommentary = z.infer<typeof chapterCommentarySchema>;

export const chapterCommentaryResponse = z
  .object({
    reference: z.string(),
    book: z.string().describe('OSIS id'),
    chapter: z.number().int(),
    version: z.string().describe('The version whose numbering the verses follow'),
    verses: z.array(z.number().int()).describe('The verse numbers of the chapter in that version'),
    commentaries: z
      .array(chapterCommentarySchema)
      .describe('Each commentary with notes on the chapter; one without notes is left out'),
    available: z.array(commentarySourceSchema).describe('Every commentary that is turned on'),
  })
  .describe('GET /api/commentary/{book}/{chapter}: the commentaries on a chapter');

export type ChapterCommentaryResponse = z.infer<typeof chapterCommentaryResponse>;

export const verseCommentaryResponse = z
  .object({
    reference: z.string(),
    book: z.string(),
    chapter: z.number().int(),
    verse: z.number().int(),
    version: z.string(),
    notes: z.array(commentaryNoteSchema.extend({ source: commentarySourceSchema })),
  })
  .describe('GET /api/commentary/{book}/{chapter}/{verse}: the notes covering one verse');

export type VerseCommentaryResponse = z.infer<typeof verseCommentaryResponse>;
