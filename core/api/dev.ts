import { z } from 'zod';
import { userRole } from './auth';

/** Answers of the developer calls (test sessions and live figures; only while developer pages are on). */

export const testUserResponse = z
  .object({
    id: z.string(),
    username: z.string(),
    role: userRole,
    sessionId: z.string().describe('Public id of the session (not the cookie secret)'),
    authenticated: z.literal(true),
    testUser: z.literal(true),
  })
  .describe('A signed-in test user as the developer pages show it');

export type TestUser = z.infer<typeof testUserResponse>;

export const versionStatsSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    verses: z.number().int(),
    books: z.number().int(),
    chapters: z.number().int(),
    hasStrongs: z.boolean(),
  })
  .describe("An installed version's verses, books and chapters, counted in the database");

export type VersionStats = z.infer<typeof versionStatsSchema>;

export const devStatsResponse = z
  .object({
    versions: z.array(versionStatsSchema),
    totalVerses: z.number().int(),
    lexiconEntries: z.number().int(),
    verseMapRows: z.number().int(),
    specialEdition: z.string(),
  })
  .describe('GET /api/dev/stats: live figures from the database');

export type DevStats = z.infer<typeof devStatsResponse>;
