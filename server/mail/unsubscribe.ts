import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an unsubscribe link works. */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;

function key(secret: string): Buffer {
  // A key of its own, derived from the session secret, so a token is never a valid cookie signature.
  return createHmac('sha256', secret).update('openconcordance:unsubscribe').digest();
}

/** A signed token naming the address and its expiry: no sign-in is needed to use it (decision 143). */
export function unsubscribeToken(secret: string, address: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
  const body = Buffer.from(JSON.stringify({ a: address.toLowerCase(), e: expires })).toString('base64url');
  const signature = createHmac('sha256', key(secret)).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** The address of a valid token, or why it is not valid. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
): { address: string } | { error: 'invalid' | 'expired' } {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length) return { error: 'invalid' };
  const expected = createHmac('sha256', key(secret)).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { error: 'invalid' };
  try {
    const { a, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      a?: unknown;
      e?: unknown;
    };
    if (typeof a !== 'string' || typeof e !== 'number') return { error: 'invalid' };
    if (e * 1000 < now.getTime()) return { error: 'expired' };
    return { address: a };
  } catch {
    return { error: 'invalid' };
  }
}
