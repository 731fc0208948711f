import { z } from 'zod';

/** Answers of the account calls. */

export const userRole = z.enum(['user', 'admin']);

export type UserRole = z.infer<typeof userRole>;

export const userResponse = z
  .object({
    id: z.string().describe('User id'),
    username: z.string(),
    role: userRole,
    mustChangePassword: z
      .boolean()
      .describe(
        'The password was generated for this user: the web app asks for a new one before anything else',
      ),
  })
  .describe('The signed-in user (never the password hash)');

export type User = z.infer<typeof userResponse>;

export const sessionResponse = z
  .object({ user: userResponse.nullable().describe('null for a visitor who is not signed in') })
  .describe('GET /api/session: who is signed in, asked on every page without an error for visitors');
export type SessionAnswer = z.infer<typeof sessionResponse>;

export const loginResponse = userResponse
  .extend({ sessionId: z.string().describe('Public id of the new session (not the cookie secret)') })
  .describe('POST /api/login: the user and the public id of the new session');

export type LoginResponse = z.infer<typeof loginResponse>;
