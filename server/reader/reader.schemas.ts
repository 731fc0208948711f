import { z } from 'zod';
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
