import { z } from 'zod';

export const sessionParams = z.object({
  id: z.uuid({ error: 'id must be a session id' }),
});

export const deleteAccountBody = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});

/** A time zone the server's Intl knows (the browser sends its own). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const wordOfDayBody = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  time: z
    .string({ error: 'time is required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be a time of day as HH:MM'),
  timeZone: z
    .string({ error: 'timeZone is required' })
    .max(64, 'timeZone must be at most 64 characters')
    .refine(isTimeZone, 'timeZone must be a time zone such as Europe/London'),
});
