import { z } from 'zod';

export const devSessionBody = z
  .object({
    timestamp: z.union([z.number(), z.string().max(64)]).optional(),
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
