import { createHash } from 'node:crypto';
import { readSignedToken, signToken } from '../http/signed-token';

/** How long a password reset link works (the template says one hour). */
export const PASSWORD_RESET_MINUTES = 60;

const PURPOSE = 'password-reset';

/** What a reset link is bound to: the account, its password as it stands, and its confirmed address. */
export interface ResetSubject {
  userId: string;
  passwordHash: string;
  email: string;
}

/**
 * A short digest of the account's password hash and confirmed address: the link stops working once either
 * changes, so it works once (the reset itself changes the hash) and dies with a password changed meanwhile.
 */
function fingerprint(subject: ResetSubject): string {
  return createHash('sha256')
    .update(`${subject.passwordHash}\n${subject.email.toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22);
}

/** A signed, one-hour token for a reset link (decision 260): `base64url({u, f, e}).HMAC-SHA256`. */
export function passwordResetToken(secret: string, subject: ResetSubject, now = new Date()): string {
  const expires = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
  return signToken(secret, PURPOSE, { u: subject.userId, f: fingerprint(subject) }, expires);
}

/** The account a valid token names, or why it is not valid (its fingerprint is checked by `resetTokenFits`). */
export function readPasswordResetToken(
  secret: string,
  token: string,
  now = new Date(),
): { userId: string; fingerprint: string } | { error: 'invalid' | 'expired' } {
  const read = readSignedToken(secret, PURPOSE, token, now);
  if ('error' in read) return read;
  const { u, f } = read.payload;
  return typeof u === 'string' && typeof f === 'string'
    ? { userId: u, fingerprint: f }
    : { error: 'invalid' };
}

/** Whether a token's fingerprint is still the account's: false once the password or address changed. */
export function resetTokenFits(tokenFingerprint: string, subject: ResetSubject): boolean {
  return tokenFingerprint === fingerprint(subject);
}
