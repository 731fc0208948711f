import { readSignedToken, signToken } from '../http/signed-token';

/** How long an email confirmation link works (the template says 24 hours). */
export const EMAIL_CONFIRMATION_HOURS = 24;

const PURPOSE = 'email-confirmation';

export interface EmailConfirmation {
  userId: string;
  address: string;
}

/**
 * A signed, expiring token naming the reader and the address to confirm (decision 145):
 * `base64url({u, a, e}).HMAC-SHA256`. It is only ever mailed to that address.
 */
export function emailConfirmationToken(
  secret: string,
  confirmation: EmailConfirmation,
  now = new Date(),
): string {
  const expires = new Date(now.getTime() + EMAIL_CONFIRMATION_HOURS * 3_600_000);
  return signToken(secret, PURPOSE, { u: confirmation.userId, a: confirmation.address }, expires);
}

/** The reader and address of a valid token, or why it is not valid. */
export function readEmailConfirmationToken(
  secret: string,
  token: string,
  now = new Date(),
): EmailConfirmation | { error: 'invalid' | 'expired' } {
  const read = readSignedToken(secret, PURPOSE, token, now);
  if ('error' in read) return read;
  const { u, a } = read.payload;
  return typeof u === 'string' && typeof a === 'string' ? { userId: u, address: a } : { error: 'invalid' };
}
