import { z } from 'zod';

/** Answers of the cross-reference calls (issue 38): a chapter's counts, a verse's links, what points here. */

export const studyCreditSchema = z
  .object({
    text: z.string().describe('The credit line to show wherever the data appears'),
    url: z.string(),
    licence: z.string(),
    dataVersion: z.string().describe('The data file’s own date'),
  })
  .describe('Who made the data, shown beside it');

export type StudyCredit = z.infer<typeof studyCreditSchema>;

export const chapterCrossReferencesResponse = z
  .object({
    version: z.string(),
    book: z.string().describe('OSIS id'),
    chapter: z.number().int(),
    verses: z
      .array(
        z.object({
          verse: z.number().int().describe('Verse number in the version’s own numbering'),
          links: z.number().int().describe('Links shown by default (votes of 0 or more)'),
          hidden: z.number().int().describe('Links readers voted down, hidden unless asked for'),
        }),
      )
      .describe('Only the verses that have links, ascending'),
    credit: studyCreditSchema,
  })
  .describe('One chapter’s cross-reference counts in one call');

export type ChapterCrossReferencesResponse = z.infer<typeof chapterCrossReferencesResponse>;

export const crossReferenceLinkSchema = z.object({
  reference: z.string().describe('As readers write it: John 1:1-3'),
  osis: z.string().describe('As the data writes it: John.1.1-John.1.3'),
  votes: z.number().int(),
  book: z.string().describe('OSIS id of the first verse, in the version’s numbering'),
  chapter: z.number().int(),
  verse: z.number().int(),
  found: z.boolean().describe('False: not in this version (shown as such, never a broken link)'),
  preview: z
    .array(z.object({ reference: z.string(), text: z.string() }))
    .describe('The verses of the target in the version (a range shows its verses, at most 12)'),
  more: z.number().int().describe('Verses of a long range left out of the preview'),
});

export type CrossReferenceLink = z.infer<typeof crossReferenceLinkSchema>;

export const verseCrossReferencesResponse = z
  .object({
    version: z.string(),
    reference: z.string(),
    direction: z.enum(['from', 'to']).describe('from: the verse’s links; to: the links that point to it'),
    total: z.number().int().describe('Links shown by default (votes of 0 or more)'),
    hidden: z.number().int().describe('Links voted below zero; included only with negative=1'),
    links: z.array(crossReferenceLinkSchema).describe('Strongest first'),
    credit: studyCreditSchema,
  })
  .describe('A verse’s cross-references (or what points to it) with previews in the reader’s version');

export type VerseCrossReferencesResponse = z.infer<typeof verseCrossReferencesResponse>;
