import { z } from 'zod';
import { validRecipient } from '../mail/mail.service';

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

/**
 * An email address as a field `field` of a request: one line (CR/LF would inject mail headers), a plain
 * address, at most 254 characters. Checked before trimming, so a trailing line break is refused too.
 */
export function emailAddressSchema(field = 'email') {
  return z
    .string({ error: `${field} is required` })
    .max(254, `${field} must be at most 254 characters`)
    .refine((value) => !/[\r\n]/.test(value), `${field} must not contain a line break`)
    .refine((value) => value.trim().length > 0, `${field} is required`)
    .refine((value) => validRecipient(value.trim()), `${field} must be a valid email address`)
    .transform((value) => value.trim());
}

export const emailBody = z.object({ email: emailAddressSchema() });

export const confirmEmailQuery = z.object({
  token: z.string().max(4000, 'token is too long').default(''),
});
