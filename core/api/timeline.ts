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
    places: z
      .array(keyFigureSchema)
      .optional()
      .describe(
        "The places the location names, with Strong's numbers where known (none for readers' events)",
      ),
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

/** A signed-in reader's own event: the site's shape, its id `mine-{n}`, marked as the reader's. */
export const readerTimelineEventSchema = timelineEventSchema
  .extend({
    id: z.string().describe('mine-{n}: n is the id of the reader-event calls'),
    mine: z.literal(true).describe("Marks the reader's own events"),
  })
  .describe("One of the signed-in reader's own events (private)");
export type ReaderTimelineEvent = z.infer<typeof readerTimelineEventSchema>;

export const readerTimelineEventsResponse = z
  .object({ events: z.array(readerTimelineEventSchema) })
  .describe("GET /api/timeline/my-events: the reader's own events, sorted by year");
export type ReaderTimelineEventsResponse = z.infer<typeof readerTimelineEventsResponse>;

/** The body of a reader's new or changed event; the rules (core/timeline/reader-events.ts) name the field. */
export const readerTimelineEventBody = z.object({
  title: z.string().optional(),
  date: z.string().optional(),
  category: z.string().optional(),
  description: z.string().optional(),
  location: z.string().nullable().optional(),
  keyFigures: z.array(z.string()).max(100).optional(),
  scripture: z.array(z.string()).max(100).optional(),
});
export type ReaderTimelineEventBody = z.infer<typeof readerTimelineEventBody>;

export const chapterTimelineResponse = z
  .object({
    events: z.array(z.object({ id: z.string(), title: z.string(), date: z.string() })),
  })
  .describe('GET /api/timeline/chapter/{book}/{chapter}: the events that cite the chapter');
export type ChapterTimelineResponse = z.infer<typeof chapterTimelineResponse>;
