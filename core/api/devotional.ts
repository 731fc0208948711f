import { z } from 'zod';
import { CUSTOM_DAYS_MAX, CUSTOM_DAYS_MIN, READING_PLANS } from '../devotional/plans';
import {
  DEVOTIONAL_TOPICS,
  DEVOTIONAL_TRANSLATIONS,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  NOTES_MAX_LENGTH,
  SCRIPTURE_MAX_LENGTH,
} from '../devotional/topics';

/** Answers of the daily devotional (issue 19, admin-and-account sections 3 and 7). */

/** A calendar day written YYYY-MM-DD that exists (not 2026-02-30). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a day written YYYY-MM-DD' })
  .refine(
    (text) => {
      const time = Date.parse(`${text}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
    },
    {
      message: 'must be a day of the calendar',
    },
  );
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time written HH:MM' });

export const readingPlanSchema = z.enum(READING_PLANS);
export const topicSchema = z.enum(DEVOTIONAL_TOPICS);
export const translationSchema = z.enum(DEVOTIONAL_TRANSLATIONS);

export const requiresAuthResponse = z
  .object({ message: z.string(), requiresAuth: z.literal(true) })
  .describe('401 of every devotional account call without a session: the web opens the login prompt');
export type RequiresAuthResponse = z.infer<typeof requiresAuthResponse>;

export const preferencesSchema = z
  .object({
    id: z.string().describe("The reader's id"),
    readingPlan: readingPlanSchema,
    planStartDate: day.describe("The reader's local date of the plan's day 1"),
    customBooks: z.array(z.string()).describe('OSIS ids of the custom plan, in canonical order'),
    customDays: z.number().int(),
    topics: z.array(topicSchema),
    reminderTime: z.string().describe('HH:MM in the reader’s time zone'),
    emailReminders: z.boolean(),
    favoriteTranslation: translationSchema,
    timeZone: z.string(),
    notes: z.string(),
    calendarUrl: z.string().nullable().describe('The secret iCalendar feed URL, or null'),
    saved: z.boolean().describe('False until the reader first saves: these are the defaults'),
  })
  .describe("GET/POST /api/devotional/preferences: the signed-in reader's devotional preferences");
export type DevotionalPreferences = z.infer<typeof preferencesSchema>;

export const preferencesBody = z
  .object({
    readingPlan: readingPlanSchema,
    topics: z.array(topicSchema).max(DEVOTIONAL_TOPICS.length),
    reminderTime: time,
    emailReminders: z.boolean(),
    favoriteTranslation: translationSchema,
    timeZone: z.string().max(64).optional(),
    notes: z.string().max(NOTES_MAX_LENGTH).optional(),
    customBooks: z.array(z.string().max(10)).max(66).optional(),
    customDays: z.number().int().min(CUSTOM_DAYS_MIN).max(CUSTOM_DAYS_MAX).optional(),
    restartPlan: z.boolean().optional().describe('Start the plan again today'),
    planStartDate: day
      .optional()
      .describe(
        'Day 1 of a plan the reader started in this browser before signing in: taken when the plan (re)starts, instead of today',
      ),
  })
  .describe('The preferences a reader saves');
export type PreferencesBody = z.infer<typeof preferencesBody>;

const verseSchema = z.object({ reference: z.string(), verse: z.number().int(), text: z.string() });

export const dailyReadingResponse = z
  .object({
    date: day,
    planType: readingPlanSchema,
    planName: z.string(),
    day: z.number().int().describe("The plan's day shown"),
    totalDays: z.number().int(),
    title: z.string(),
    category: z.string(),
    scripture: z.string().describe('The references joined: "Genesis 1-3"'),
    references: z.array(z.string()),
    passage: z.string().describe('The text of the reading, verse after verse'),
    sections: z
      .array(z.object({ reference: z.string(), verses: z.array(verseSchema) }))
      .describe('The passage per chapter, for display'),
    translation: z.object({
      requested: translationSchema,
      used: z.string().describe('The version code the passage is in'),
      name: z.string(),
      note: z.string().nullable().describe('Why another translation is shown, or null'),
    }),
    reflection: z.string(),
    reflectionSource: z
      .object({
        module: z.string(),
        name: z.string().describe('Credited by name: "Matthew Henry\'s Concise Commentary"'),
        heading: z.string().describe('The part of the passage commented: "Genesis 1:3-5"'),
        trimmed: z.boolean(),
        url: z.string().describe('The whole comment'),
      })
      .nullable(),
    psalmReflection: z
      .object({
        text: z.string(),
        name: z.string(),
        heading: z.string(),
        trimmed: z.boolean(),
        url: z.string(),
      })
      .nullable()
      .describe("For a reading in the Psalms: Spurgeon's Treasury of David"),
    topicVerse: z
      .object({ topic: topicSchema, reference: z.string(), text: z.string(), source: z.string() })
      .nullable()
      .describe("A verse for the day from Nave's Topical Bible on one of the reader's topics"),
    prayer: z.string(),
    prayerTopic: topicSchema,
    progress: z
      .object({
        streak: z.number().int(),
        readToday: z.boolean(),
        today: z.number().int().describe("Today's day of the plan"),
        missedDays: z.array(z.number().int()).describe('Plan days since the start without a saved reading'),
      })
      .nullable()
      .describe('For a signed-in reader'),
  })
  .describe('GET /api/devotional/daily-reading: the reading of the day with its reflection and prayer');
export type DailyReading = z.infer<typeof dailyReadingResponse>;

export const dailyReadingQuery = z.object({
  planType: readingPlanSchema.optional(),
  date: day.optional().describe("The reader's local date; today by default"),
  start: day
    .optional()
    .describe('Day 1 of the plan as a signed-out reader started it in the browser; 1 January by default'),
  day: z.coerce.number().int().min(1).max(CUSTOM_DAYS_MAX).optional().describe('A plan day to catch up on'),
});

export const planSummarySchema = z.object({
  id: readingPlanSchema,
  name: z.string(),
  description: z.string(),
  days: z.number().int().describe('How many days the plan has (0: a custom plan without books)'),
  today: z.number().int().describe("Today's day of the plan for this reader"),
});

export const plansResponse = z
  .object({
    plans: z.array(planSummarySchema),
    topics: z.array(topicSchema),
    translations: z.array(z.object({ code: translationSchema, name: z.string(), installed: z.boolean() })),
    books: z.array(z.object({ osis: z.string(), name: z.string(), testament: z.enum(['OT', 'NT']) })),
  })
  .describe('GET /api/devotional/plans: the plans with their length and today’s place, topics, translations');
export type PlansResponse = z.infer<typeof plansResponse>;

export const historyItemSchema = z.object({
  id: z.number().int(),
  date: day,
  category: z.string(),
  title: z.string(),
  scripture: z.string(),
  reflection: z.string(),
  prayer: z.string(),
  personalNotes: z.string(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyResponse = z
  .object({
    items: z.array(historyItemSchema).describe(`At most ${HISTORY_PAGE_MAX} a page`),
    nextCursor: z.string().nullable().describe('The `cursor` of the next (older) page, or null on the last'),
    streak: z.number().int().describe('Consecutive days read, up to today'),
    longestStreak: z.number().int(),
    daysRead: z.number().int(),
  })
  .describe("GET /api/devotional/history: the signed-in reader's saved days, newest first");
export type HistoryResponse = z.infer<typeof historyResponse>;

export const historyQuery = z.object({
  q: z.string().max(200).optional().describe('Words to look for'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HISTORY_PAGE_MAX)
    .default(HISTORY_PAGE_SIZE)
    .describe('Saved readings a page'),
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}\.\d{1,10}$/, { message: 'must be what a history page answered as its next' })
    .optional()
    .describe('Where the page starts: the previous page’s nextCursor'),
});

export const saveNotesBody = z
  .object({
    date: day,
    title: z.string().min(1).max(SCRIPTURE_MAX_LENGTH),
    scripture: z
      .string()
      .min(1)
      .max(SCRIPTURE_MAX_LENGTH)
      .describe(
        'The reading’s references, "Genesis 1-3; Matthew 1": with the date, the key of the saved reading',
      ),
    reflection: z.string().max(2_000),
    prayer: z.string().max(1_000),
    category: z.string().max(100),
    personalNotes: z
      .string()
      .max(NOTES_MAX_LENGTH, { message: `must be at most ${NOTES_MAX_LENGTH} characters` }),
  })
  .describe('The saved notes payload (the passage is not saved: it is the scripture’s text)');
export type SaveNotesBody = z.infer<typeof saveNotesBody>;

export const saveNotesResponse = z
  .object({
    message: z.string(),
    showFireworks: z.boolean().describe('The first reading saved today, or a streak milestone'),
    streak: z.number().int(),
    milestone: z.number().int().nullable(),
  })
  .describe('POST /api/devotional/save-notes');
export type SaveNotesResponse = z.infer<typeof saveNotesResponse>;

export const commentaryQuery = z.object({
  module: z.enum(['mhcc', 'tdavid']),
  book: z.string().max(10),
  chapter: z.coerce.number().int().min(1).max(150),
  verse: z.coerce.number().int().min(1).max(176),
});

export const commentaryResponse = z
  .object({
    module: z.string(),
    name: z.string(),
    heading: z.string(),
    paragraphs: z.array(z.string()),
    license: z.string(),
  })
  .describe('GET /api/devotional/commentary: the whole comment on a passage');
export type CommentaryResponse = z.infer<typeof commentaryResponse>;

export const calendarResponse = z
  .object({ url: z.string().nullable() })
  .describe('The secret iCalendar feed URL of the reader (null once revoked)');
