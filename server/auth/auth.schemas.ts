import { z } from 'zod';

/** Rules for a new username; the same schema validates the sign-up form. */
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits, _ . and -');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password must be at most 256 characters');

export const registerBody = z.object({ username: usernameSchema, password: passwordSchema });

// Login checks presence only: the rules for new accounts must not lock out older ones.
export const loginBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(256),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
