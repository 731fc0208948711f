import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an email confirmation link works (the template says 24 hours). */
export const EMAIL_CONFIRMATION_HOURS = 24;

function key(secret: string): Buffer {
  // A key of its own, derived from the session secret: a token is never a cookie or unsubscribe signature.
  return createHmac('sha256', secret).update('openconcordance:email-confirmation').digest();
}

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
  const expires = Math.floor(now.getTime() / 1000) + EMAIL_CONFIRMATION_HOURS * 3600;
  const body = Buffer.from(
    JSON.stringify({ u: confirmation.userId, a: confirmation.address, e: expires }),
  ).toString('base64url');
  const signature = createHmac('sha256', key(secret)).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** The reader and address of a valid token, or why it is not valid. */
export function readEmailConfirmationToken(
  secret: string,
  token: string,
  now = new Date(),
): EmailConfirmation | { error: 'invalid' | 'expired' } {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length) return { error: 'invalid' };
  const expected = createHmac('sha256', key(secret)).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { error: 'invalid' };
  try {
    const { u, a, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof u !== 'string' || typeof a !== 'string' || typeof e !== 'number') return { error: 'invalid' };
    if (e * 1000 < now.getTime()) return { error: 'expired' };
    return { userId: u, address: a };
  } catch {
    return { error: 'invalid' };
  }
}
