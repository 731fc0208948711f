import { z } from 'zod';
import { HIGHLIGHT_COLORS, MARK_KINDS, NOTE_MAX_LENGTH, TAG_MAX_LENGTH, TAGS_PER_MARK } from '../study/marks';

/** Answers and bodies of a reader's saved verses (issue 37, decision 315): the calls below /api/study. */

/**
 * Marks a reader may keep, tags a reader may use, marks one merge or import may bring, marks a list page and a
 * place's page answer (decision 340), marks a DOCX study sheet holds (built whole in memory; the other exports
 * stream every mark).
 */
export const STUDY_LIMITS = {
  marksPerReader: 100_000,
  tagsPerReader: 1_000,
  marksPerMerge: 5_000,
  marksPerImport: 100_000,
  pageSize: 50,
  marksPerPlace: 1_000,
  marksPerDocx: 2_000,
} as const;

export const markKind = z.enum(MARK_KINDS);
export const highlightColor = z.enum(HIGHLIGHT_COLORS);

const tagText = z
  .string()
  .trim()
  .min(1, 'a tag cannot be empty')
  .max(TAG_MAX_LENGTH, `a tag is at most ${TAG_MAX_LENGTH} characters`);
const strongsNumber = z.string().regex(/^[GH]\d{1,5}[a-z]?$/i, "not a Strong's number such as G26 or H430");

export const markSchema = z
  .object({
    id: z.string(),
    kind: markKind,
    ref: z
      .string()
      .describe('OSIS, in the numbering of the version asked for (`John.3.16`); empty for a journal'),
    version: z.string().optional().describe('The version the mark was made in'),
    color: highlightColor.optional(),
    text: z.string().optional().describe('A note or journal note, Markdown'),
    tags: z.array(z.string()),
    strongs: z.array(z.string()).optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
    revision: z
      .number()
      .int()
      .describe('Send it back with a change: a change to an older revision is refused'),
  })
  .describe('One mark of the signed-in reader');
export type MarkAnswer = z.infer<typeof markSchema>;

export const newMarkBody = z.object({
  kind: markKind,
  ref: z
    .string()
    .max(100)
    .default('')
    .describe('A verse or a range within one chapter: OSIS or any reference the search box reads'),
  version: z.string().max(20).optional().describe('The version whose numbering `ref` follows (default KJV)'),
  color: highlightColor.optional(),
  text: z.string().max(NOTE_MAX_LENGTH, `a note is at most ${NOTE_MAX_LENGTH} characters`).optional(),
  tags: z.array(tagText).max(TAGS_PER_MARK, `at most ${TAGS_PER_MARK} tags a mark`).optional(),
  strongs: z.array(strongsNumber).max(50).optional(),
});
export type NewMarkBody = z.infer<typeof newMarkBody>;

export const changeMarkBody = z.object({
  revision: z.number().int().min(1).max(2_147_483_647).describe('The revision the change was made on'),
  color: highlightColor.optional(),
  text: z.string().max(NOTE_MAX_LENGTH, `a note is at most ${NOTE_MAX_LENGTH} characters`).optional(),
  tags: z.array(tagText).max(TAGS_PER_MARK, `at most ${TAGS_PER_MARK} tags a mark`).optional(),
});
export type ChangeMarkBody = z.infer<typeof changeMarkBody>;

export const marksQuery = z.object({
  ref: z
    .string()
    .max(100)
    .optional()
    .describe(
      `A chapter, verse or range, up to a book or \`Gen-Rev\`: the marks shown there, ${STUDY_LIMITS.marksPerPlace.toLocaleString('en')} a page in canon order`,
    ),
  version: z.string().max(20).optional().describe('Answer refs in this version’s numbering (default KJV)'),
  kind: markKind.optional(),
  color: highlightColor.optional(),
  tag: z.string().max(TAG_MAX_LENGTH).optional(),
  book: z.string().max(10).optional().describe('OSIS id of a book'),
  q: z
    .string()
    .max(200)
    .optional()
    .describe("Words of the note, tags, reference or Strong's numbers, each the start of a word there"),
  order: z.enum(['canon', 'date']).default('canon'),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(1)
    .describe(
      `A page of the list (${STUDY_LIMITS.pageSize} marks) or of a place (${STUDY_LIMITS.marksPerPlace.toLocaleString('en')})`,
    ),
});
export type MarksQuery = Partial<z.infer<typeof marksQuery>>;

export const marksResponse = z
  .object({
    marks: z.array(markSchema),
    total: z.number().int().describe('Marks of the place or the list in all, on every page'),
    more: z.literal(true).optional().describe('Present when a later page holds more'),
  })
  .describe(
    `Marks of the signed-in reader: a page of a place (at most ${STUDY_LIMITS.marksPerPlace.toLocaleString('en')}) or of the list (${STUDY_LIMITS.pageSize})`,
  );
export type MarksResponse = z.infer<typeof marksResponse>;

export const markedChaptersQuery = z.object({
  book: z.string().max(10).describe('OSIS id of a book'),
  version: z
    .string()
    .max(20)
    .optional()
    .describe(
      'Answer chapters in this version’s numbering (default KJV): the Hebrew Bible’s Malachi 3 holds KJV Malachi 4',
    ),
});
export const markedChaptersResponse = z.object({ chapters: z.array(z.number().int()) });
export type MarkedChaptersResponse = z.infer<typeof markedChaptersResponse>;

export const mergeMarksBody = z.object({
  marks: z.array(newMarkBody).max(STUDY_LIMITS.marksPerMerge),
});
export const mergeMarksResponse = z
  .object({ added: z.number().int(), skipped: z.number().int() })
  .describe('Marks kept in the browser merged into the account; those it already held are skipped');
export type MergeMarksResponse = z.infer<typeof mergeMarksResponse>;

export const studyTagsResponse = z.object({
  tags: z.array(
    z.object({
      tag: z.string(),
      count: z.number().int(),
      group: z.string().optional().describe('The part of the tag before its last slash'),
    }),
  ),
});
export type StudyTagsResponse = z.infer<typeof studyTagsResponse>;

export const changeTagBody = z.object({
  name: tagText.optional().describe('A new name; an existing tag of that name merges the two'),
  group: z
    .string()
    .trim()
    .max(TAG_MAX_LENGTH)
    .optional()
    .describe(
      'The group to file it under, which becomes the start of its name (`sermons` makes `easter` `sermons/easter`); empty for none',
    ),
});

export const exportQuery = z.object({
  format: z
    .enum(['json', 'markdown', 'csv', 'docx'])
    .default('json')
    .describe(
      `JSON, Markdown and CSV hold every mark; a DOCX study sheet at most ${STUDY_LIMITS.marksPerDocx.toLocaleString('en')} (400 beyond)`,
    ),
});
export type ExportFormat = z.infer<typeof exportQuery>['format'];

export const importResponse = z.object({ added: z.number().int() });
