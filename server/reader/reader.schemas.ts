import { z } from 'zod';
import { segmentSchema } from '../search/search.schemas';
import { MAX_BATCH_REFERENCES } from './lookup.service';

const wholeNumber = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a whole number of 1 or more` })
    .int(`${field} must be a whole number of 1 or more`)
    .min(1, `${field} must be a whole number of 1 or more`)
    .max(999, `${field} must be at most 999`);

const versionCode = (field: string) =>
  z.string().regex(/^[a-z0-9_-]{1,32}$/, `${field} must be a version code such as kjv`);

const bookParameter = z
  .string()
  .trim()
  .min(1, 'book is required')
  .max(40, 'book must be at most 40 characters')
  .describe('Book as OSIS id (Gen), name (Genesis), abbreviation (Gn) or number (1)');

export const chapterParams = z.object({
  version: versionCode('version'),
  book: bookParameter,
  chapter: wholeNumber('chapter'),
});

export const booksParams = z.object({ version: versionCode('version') });

export const verseParams = z.object({
  book: bookParameter,
  chapter: wholeNumber('chapter'),
  verse: wholeNumber('verse'),
});

export const interlinearParams = z.object({ book: bookParameter, chapter: wholeNumber('chapter') });

export const interlinearQuery = z.object({
  source: z
    .enum(['wlc', 'tr', 'sblgnt'], { error: 'source must be wlc, tr or sblgnt' })
    .optional()
    .describe('The original text: wlc (Old Testament), tr or sblgnt (New Testament)'),
  english: versionCode('english').optional().describe("A version with Strong's numbers (default kjv)"),
});

export const strongsVerseQuery = z.object({
  version: versionCode('version').default('kjv'),
});

export const batchBody = z.object({
  references: z
    .array(z.string().max(200, 'each reference must be at most 200 characters'), {
      error: 'references must be a list of references such as "Genesis 1:1"',
    })
    .max(MAX_BATCH_REFERENCES, `references may hold at most ${MAX_BATCH_REFERENCES} references a request`),
  version: versionCode('version').optional().describe('Version to look up; default the special edition'),
  from: versionCode('from')
    .optional()
    .describe("Version whose numbering the references follow (default the KJV's)"),
});

export const versionInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  abbreviation: z.string().describe('Short name used in messages, e.g. RSTNE'),
  language: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  versification: z.string(),
  licence: z.string(),
  attribution: z.string(),
  hasStrongs: z.boolean(),
  strongsAuthoritative: z.boolean(),
});

const bookSchema = z.object({
  number: z.number().int(),
  osis: z.string(),
  name: z.string(),
  testament: z.enum(['OT', 'NT']),
  chapters: z.array(z.number().int()).describe('Chapter numbers this version holds'),
});

const chapterLinkSchema = z
  .object({
    book: z.string().describe('OSIS id'),
    bookNumber: z.number().int(),
    bookName: z.string(),
    chapter: z.number().int(),
    reference: z.string(),
  })
  .nullable();

export const booksResponse = z.object({ version: versionInfoSchema, books: z.array(bookSchema) });

export const chapterResponse = z.object({
  version: versionInfoSchema,
  book: bookSchema,
  chapter: z.number().int(),
  reference: z.string(),
  verses: z.array(
    z.object({
      id: z.number().int().describe('BBCCCVVV in the version’s own numbering'),
      verse: z.number().int(),
      reference: z.string(),
      text: z.string(),
      segments: z.array(segmentSchema),
    }),
  ),
  previous: chapterLinkSchema,
  next: chapterLinkSchema,
});

export const batchResponse = z.object({
  references: z.array(
    z.object({
      reference: z.string(),
      text: z.string(),
      found: z.boolean(),
      segments: z.array(segmentSchema).optional(),
    }),
  ),
  count: z.number().int(),
  lookupTime: z.number().describe('Milliseconds spent on the server'),
  version: versionInfoSchema,
});

export const specialVerseResponse = z.object({
  reference: z.string(),
  text: z.string(),
  version: z.string(),
});

export const strongsVerseResponse = z.object({
  reference: z.string(),
  text: z.string().describe('The verse with inline tags: beginning{H7225}'),
  plainText: z.string(),
  strongsWords: z.array(z.object({ word: z.string(), strongsNumber: z.string() })),
  segments: z.array(segmentSchema),
  version: z.string(),
});

const originalWordSchema = z.object({
  text: z.string(),
  strongs: z.array(z.string()),
  lemma: z.string().nullable(),
  transliteration: z.string().nullable(),
  morph: z.string().nullable(),
  morphology: z.string().nullable().describe('The morphology code in plain English'),
  gloss: z.string().nullable(),
  rendering: z.string().nullable().describe('The English words that render it in this verse'),
});

export const interlinearResponse = z.object({
  reference: z.string(),
  book: bookSchema,
  chapter: z.number().int(),
  source: versionInfoSchema,
  english: versionInfoSchema,
  verses: z.array(
    z.object({
      id: z.number().int(),
      verse: z.number().int(),
      reference: z.string(),
      originalReference: z.string().nullable(),
      words: z.array(originalWordSchema),
      english: z.array(
        z.object({
          text: z.string(),
          strongs: z.array(z.string()).optional(),
          original: z.array(z.number().int()).optional(),
        }),
      ),
      unmatched: z.array(z.number().int()),
    }),
  ),
  previous: chapterLinkSchema,
  next: chapterLinkSchema,
});
