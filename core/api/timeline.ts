import { z } from 'zod';
import { TIMELINE_CATEGORY_VALUES } from '../timeline/categories';

/** Answers of the timeline calls (issue 18). */

export const timelineCategory = z.enum(TIMELINE_CATEGORY_VALUES);

export const keyFigureSchema = z.object({
  name: z.string(),
  strongs: z.string().optional().describe("Strong's number of the concordance entry, when matched reliably"),
});

export const timelineEventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    date: z.string().describe('The date as readers know it, e.g. "c. 1446 BC"'),
    year: z.number().int().describe('Sortable year, negative before Christ'),
    scholarlyDate: z
      .string()
      .optional()
      .describe('The common scholarly date where it differs by over a century'),
    era: z.string(),
    category: timelineCategory,
    description: z.string(),
    location: z.string().optional(),
    keyFigures: z.array(keyFigureSchema).optional(),
    scripture: z.array(z.string()),
  })
  .describe('One event of the timeline');

export const timelineEventsResponse = z
  .array(timelineEventSchema)
  .describe('GET /api/timeline/events: the events, sorted by year');

export const timelineEventsQuery = z.object({
  category: z
    .string()
    .optional()
    .refine((v) => v === undefined || (TIMELINE_CATEGORY_VALUES as string[]).includes(v), {
      message: `Unknown category: use one of ${TIMELINE_CATEGORY_VALUES.join(', ')}`,
    }),
});

export type TimelineEvent = z.infer<typeof timelineEventSchema>;
