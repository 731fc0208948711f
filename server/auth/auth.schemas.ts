import { z } from 'zod';
import { emailAddressSchema } from '../account/account.schemas';

/** Rules for a new username; the same schema validates the sign-up form. */
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits, _ . and -');

/** Rules for a new password, worded for the field `label` names. */
function newPasswordSchema(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .min(8, `${label} must be at least 8 characters`)
    .max(256, `${label} must be at most 256 characters`);
}

export const passwordSchema = newPasswordSchema('Password');

/** Sign-up: the email address is optional; when given it waits for its confirmation link (decision 145). */
export const registerBody = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailAddressSchema().optional(),
});

// Login checks presence only: the rules for new accounts must not lock out older ones.
export const loginBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(256),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});

// The current password is checked, not validated: the rules for new passwords must not lock anyone out.
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(256),
  newPassword: newPasswordSchema('New password'),
});
