import { markSchema } from './study';
import { z } from 'zod';
import { myDonationsResponse } from './donations';
import { readerTimelineEventSchema } from './timeline';

/** Answer shapes of the reader's own account calls (/api/account/*); only the signed-in user's rows. */

export const accountSessionSchema = z.object({
  id: z.string().describe('Public id of the session (never its token)'),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean().describe('Whether this is the session that asks'),
});

export const accountSessionsResponse = z.object({ sessions: z.array(accountSessionSchema) });

export const accountResponse = z.object({
  id: z.string(),
  username: z.string(),
  createdAt: z.string(),
  email: z.string().nullable().describe('The confirmed address'),
  pendingEmail: z.string().nullable().describe('An address waiting for its confirmation link'),
  wordOfDay: z.object({
    enabled: z.boolean(),
    time: z.string().describe('Local time of day, HH:MM'),
    timeZone: z.string().describe('IANA time zone of the reader'),
  }),
});

export const accountExportResponse = z
  .object({
    exportedAt: z.string(),
    account: accountResponse,
    sessions: z.array(accountSessionSchema),
    hebrewKnownCards: z.array(z.object({ deck: z.string(), cardId: z.string(), markedAt: z.string() })),
    timelineEvents: z.array(readerTimelineEventSchema).describe("The reader's own timeline events"),
    studyMarks: z
      .array(markSchema)
      .describe(
        "The reader's saved verses: highlights, bookmarks, notes, journal notes and Strong's numbers",
      ),
    curriculumStudents: z
      .array(
        z.object({
          name: z.string(),
          gradeLevel: z.string(),
          notes: z.string(),
          isActive: z.boolean(),
          createdAt: z.string(),
          lessonsDone: z.array(z.object({ week: z.number(), day: z.number(), doneAt: z.string() })),
          memoryVersesRecited: z.array(z.object({ week: z.number(), recitedAt: z.string() })),
        }),
      )
      .describe("The teacher's students of the curriculum, removed ones too, with their progress"),
    devotional: z
      .object({
        preferences: z.record(z.string(), z.unknown()).nullable(),
        entries: z.array(z.record(z.string(), z.unknown())),
      })
      .optional()
      .describe(
        "The reader's devotional preferences (without the calendar secret) and saved readings with notes",
      ),
    emails: z
      .array(
        z.object({
          recipient: z.string(),
          template: z.string(),
          subject: z.string(),
          status: z.string(),
          createdAt: z.string(),
          sentAt: z.string().nullable(),
        }),
      )
      .describe('The mail the site sent (or tried to send) to the reader'),
    donations: myDonationsResponse.describe(
      "The donor's payments and monthly gifts (no card data: the site has none)",
    ),
  })
  .describe('Everything the site keeps about the reader');

export type AccountSession = z.infer<typeof accountSessionSchema>;
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponse>;
export type Account = z.infer<typeof accountResponse>;
export type AccountExport = z.infer<typeof accountExportResponse>;
