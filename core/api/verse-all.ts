import { z } from 'zod';
import { verseSegmentSchema } from './common';

/** The answer of the verse-in-every-version page (issue 38, decision 310): one call for the whole page. */

export const wordChangeSchema = z
  .object({
    text: z.string(),
    change: z
      .enum(['same', 'added', 'removed'])
      .describe('added: in this version, not in the KJV; removed: in the KJV, not in this version'),
  })
  .describe('A run of words compared with the KJV');

export type WordChange = z.infer<typeof wordChangeSchema>;

export const verseInVersionSchema = z.object({
  code: z.string(),
  name: z.string(),
  language: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  reference: z.string().describe('The verse as this version numbers it (Genesis 32:1 for KJV Genesis 31:55)'),
  renumbered: z.boolean().describe('True when this version numbers the verse differently from the KJV'),
  text: z.string().nullable().describe('Null: the version lacks the verse'),
  original: z.boolean().describe('A Hebrew, Aramaic or Greek text: shown as the original-language line'),
  segments: z
    .array(verseSegmentSchema)
    .optional()
    .describe('Words with their Strong’s numbers (original-language texts only)'),
  changes: z
    .array(wordChangeSchema)
    .optional()
    .describe('Word-level differences from the KJV (English versions other than the KJV)'),
});

export type VerseInVersion = z.infer<typeof verseInVersionSchema>;

export const verseAllResponse = z
  .object({
    reference: z.string().describe('KJV numbering: John 3:16'),
    book: z.string().describe('OSIS id'),
    chapter: z.number().int(),
    verse: z.number().int(),
    versions: z.array(verseInVersionSchema).describe('The KJV first, then the other installed versions'),
    crossReferences: z
      .object({
        total: z.number().int(),
        links: z.array(
          z.object({
            reference: z.string(),
            book: z.string(),
            chapter: z.number().int(),
            verse: z.number().int(),
            votes: z.number().int(),
            text: z.string().nullable(),
          }),
        ),
        credit: z.object({ text: z.string(), url: z.string(), licence: z.string() }),
      })
      .nullable()
      .describe('The strongest cross-references; null while cross-references are off'),
    commentary: z
      .array(
        z.object({
          source: z.string().describe('The commentary’s name'),
          heading: z.string().describe('`Verses 1-8`, `Verse 3`'),
          html: z.string().describe('Sanitised HTML'),
        }),
      )
      .describe('Commentary notes covering the verse'),
    topics: z.array(z.string()).describe('Nave’s topics citing the verse'),
    dictionary: z.array(z.string()).describe('Easton’s headwords among the names and places of the KJV text'),
  })
  .describe(
    'One verse in every installed version with its differences from the KJV, its original-language line, cross-references and commentary',
  );

export type VerseAllResponse = z.infer<typeof verseAllResponse>;
