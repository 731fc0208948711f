import { z } from 'zod';
import { COMMENTARY_IDS } from '../../core/api/commentary';
import { chapterParams, verseParams } from '../reader/reader.schemas';

export const commentaryChapterParams = chapterParams.omit({ version: true });
export const commentaryVerseParams = verseParams;

export const commentaryQuery = z.object({
  source: z
    .enum(COMMENTARY_IDS, { error: `source must be ${COMMENTARY_IDS.join(', ')}` })
    .optional()
    .describe('One commentary; all of them when absent'),
  version: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, 'version must be a version code such as kjv')
    .optional()
    .describe("The version whose verse numbers to follow (default the KJV's, which the commentaries use)"),
});
