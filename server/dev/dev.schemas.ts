import { z } from 'zod';

const timestampMessage = 'timestamp must be milliseconds since 1970 or a date text of at most 64 characters';

/** Date.now(), up to the largest time a JavaScript Date holds. */
const timeMilliseconds = z
  .number()
  .int(timestampMessage)
  .min(0, timestampMessage)
  .max(8_640_000_000_000_000, timestampMessage);

export const devSessionBody = z
  .object({
    timestamp: z.union([timeMilliseconds, z.string().max(64)], { error: timestampMessage }).optional(),
    requestId: z.string().max(128).optional(),
    clientInfo: z
      .object({
        userAgent: z.string().max(512).optional(),
        viewportWidth: z.number().int().min(0).max(100_000).optional(),
        viewportHeight: z.number().int().min(0).max(100_000).optional(),
      })
      .optional(),
  })
  .optional();

export const refreshSessionBody = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).min(1, 'sessionId is required').max(128),
  userId: z.string({ error: 'userId is required' }).min(1, 'userId is required').max(128),
  username: z.string().max(256).optional(),
});
