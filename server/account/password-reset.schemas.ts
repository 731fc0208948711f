import { z } from 'zod';
import { passwordSchema } from '../auth/auth.schemas';

// The name is only looked up, never validated as a new one: older names must be able to ask too.
export const passwordResetRequestBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(256),
});

/** A reset link's token and the new password, held to the sign-up's rules (common ones refused by the service). */
export const passwordResetBody = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(1000, 'token is too long'),
  password: passwordSchema,
});
