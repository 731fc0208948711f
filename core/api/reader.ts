import { z } from 'zod';
import { languageDirection, verseSegmentSchema } from './common';

/** Answers of the reader's calls: books, chapters, the interlinear, and the verse look-ups of the parallel view. */

export const versionInfoSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    abbreviation: z.string().describe('Short name used in messages, e.g. RSTNE'),
    language: z.string(),
    direction: languageDirection,
    versification: z.string(),
    licence: z.string(),
    attribution: z.string(),
    hasStrongs: z.boolean(),
    strongsAuthoritative: z.boolean(),
  })
  .describe('What a reader needs to know about a version to lay it out and credit it');

export type VersionInfo = z.infer<typeof versionInfoSchema>;

export const bookSummarySchema = z
  .object({
    number: z.number().int(),
    osis: z.string(),
    name: z.string(),
    testament: z.enum(['OT', 'NT']),
    deuterocanonical: z
      .boolean()
      .describe(
        'A book outside the 66 (Tobit, Judith, Wisdom, Sirach, Baruch, Maccabees, additions): number 67+',
      ),
    chapters: z.array(z.number().int()).describe('Chapter numbers this version holds'),
    movedFromKjv: z
      .array(z.object({ from: z.number().int(), to: z.number().int(), chapter: z.number().int() }))
      .optional()
      .describe(
        "The KJV's verses (BBCCCVVV keys from-to) this version numbers in another chapter (KJV Malachi 4 is " +
          'the Hebrew Bible’s Malachi 3): where a mark kept in the KJV’s numbering sits. Only in a version not ' +
          'numbered as the KJV, and only for a book that moves some',
      ),
  })
  .describe('A book of a version with the chapters it holds');

export type BookSummary = z.infer<typeof bookSummarySchema>;

export const chapterLinkSchema = z
  .object({
    book: z.string().describe('OSIS id'),
    bookNumber: z.number().int(),
    bookName: z.string(),
    chapter: z.number().int(),
    reference: z.string(),
  })
  .describe('The previous or next chapter');

export type ChapterLink = z.infer<typeof chapterLinkSchema>;

export const booksResponse = z
  .object({ version: versionInfoSchema, books: z.array(bookSummarySchema) })
  .describe('GET /api/bible/{version}: the books of a version with the chapters each holds');

export type BooksResponse = z.infer<typeof booksResponse>;

export const chapterVerseSchema = z
  .object({
    id: z.number().int().describe('BBCCCVVV in the version’s own numbering'),
    verse: z.number().int(),
    reference: z.string(),
    text: z.string(),
    segments: z.array(verseSegmentSchema),
    kjv: z
      .array(z.number().int())
      .optional()
      .describe(
        "The verse's keys in the KJV's numbering, where they differ from `id` (Hebrew Bible Malachi 3:19 is " +
          'KJV Malachi 4:1; a Psalm title has none): how marks kept in the KJV’s numbering find it. Absent in ' +
          'a version numbered as the KJV',
      ),
  })
  .describe(
    "A verse as the reader shows it: text and pieces with Strong's numbers where the version has them",
  );

export type ChapterVerse = z.infer<typeof chapterVerseSchema>;

export const chapterResponse = z
  .object({
    version: versionInfoSchema,
    book: bookSummarySchema,
    chapter: z.number().int(),
    reference: z.string(),
    verses: z.array(chapterVerseSchema),
    previous: chapterLinkSchema.nullable(),
    next: chapterLinkSchema.nullable(),
  })
  .describe('GET /api/bible/{version}/{book}/{chapter}: one chapter in the version’s own numbering');

export type ChapterResponse = z.infer<typeof chapterResponse>;

export const originalWordSchema = z
  .object({
    text: z.string(),
    strongs: z.array(z.string()),
    lemma: z.string().nullable().describe('The dictionary headword of the first Strong’s number'),
    transliteration: z.string().nullable(),
    morph: z.string().nullable().describe('The morphology code as the source writes it (HVqp3ms, V-AAI-3S)'),
    morphology: z.string().nullable().describe('The morphology code in plain English'),
    gloss: z.string().nullable(),
    rendering: z.string().nullable().describe('The English words that render it in this verse'),
  })
  .describe('One word of the original text with what a reader needs to study it');

export type OriginalWord = z.infer<typeof originalWordSchema>;

export const englishPieceSchema = z
  .object({
    text: z.string(),
    strongs: z.array(z.string()).optional(),
    original: z.array(z.number().int()).optional().describe('Indexes into the verse’s original words'),
  })
  .describe('A piece of the English verse in its own order, with the original words it renders');

export type EnglishPiece = z.infer<typeof englishPieceSchema>;

export const interlinearVerseSchema = z
  .object({
    id: z.number().int(),
    verse: z.number().int(),
    reference: z.string(),
    originalReference: z
      .string()
      .nullable()
      .describe('Where the original text numbers this verse differently (KJV Gen 31:55 = WLC Gen 32:1)'),
    words: z.array(originalWordSchema),
    english: z.array(englishPieceSchema),
    unmatched: z
      .array(z.number().int())
      .describe('Original words no English piece renders (often untranslated particles)'),
  })
  .describe('One verse of the interlinear');

export type InterlinearVerse = z.infer<typeof interlinearVerseSchema>;

export const interlinearResponse = z
  .object({
    reference: z.string(),
    book: bookSummarySchema,
    chapter: z.number().int(),
    source: versionInfoSchema,
    english: versionInfoSchema,
    verses: z.array(interlinearVerseSchema),
    previous: chapterLinkSchema.nullable(),
    next: chapterLinkSchema.nullable(),
  })
  .describe('GET /api/interlinear/{book}/{chapter}: a chapter word by word, and the reverse interlinear');

export type InterlinearResponse = z.infer<typeof interlinearResponse>;

export const lookedUpVerseSchema = z
  .object({
    reference: z.string(),
    text: z.string(),
    found: z.boolean().describe('False when the version has no verse for the reference (the text says so)'),
    segments: z
      .array(verseSegmentSchema)
      .optional()
      .describe("Display pieces with Strong's numbers, when the version has them"),
  })
  .describe('One looked-up reference');

export type LookedUpVerse = z.infer<typeof lookedUpVerseSchema>;

export const batchResponse = z
  .object({
    references: z.array(lookedUpVerseSchema),
    count: z.number().int(),
    lookupTime: z.number().describe('Milliseconds spent on the server'),
    version: versionInfoSchema,
  })
  .describe('POST /api/reference-lookup/batch: many references in one version, paired by numbering');

export type BatchResponse = z.infer<typeof batchResponse>;

export const specialVerseResponse = z
  .object({
    reference: z.string(),
    text: z.string(),
    version: z.string(),
  })
  .describe('GET /api/rstne/verse/{book}/{chapter}/{verse}: one verse of the special edition');

export type SpecialVerseResponse = z.infer<typeof specialVerseResponse>;

export const strongsVerseResponse = z
  .object({
    reference: z.string(),
    text: z.string().describe('The verse with inline tags: beginning{H7225}'),
    plainText: z.string(),
    strongsWords: z.array(z.object({ word: z.string(), strongsNumber: z.string() })),
    segments: z.array(verseSegmentSchema),
    version: z.string(),
  })
  .describe("GET /api/strongs/verse/{book}/{chapter}/{verse}: a verse with each tagged word's number");

export type StrongsVerseResponse = z.infer<typeof strongsVerseResponse>;
