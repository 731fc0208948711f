import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring tokens for links mailed to readers (unsubscribe, email confirmation):
 * `base64url(JSON payload with e = expiry in Unix seconds).HMAC-SHA256`. Each purpose signs with a key of its
 * own derived from the session secret, so a token of one purpose (or a cookie signature) is never valid as
 * another.
 */
function key(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`openconcordance:${purpose}`).digest();
}

export function signToken(
  secret: string,
  purpose: string,
  payload: Record<string, string>,
  expiresAt: Date,
): string {
  const body = Buffer.from(
    JSON.stringify({ ...payload, e: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  const signature = createHmac('sha256', key(secret, purpose)).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** The payload of a valid token (its string fields), or why it is not valid. */
export function readSignedToken(
  secret: string,
  purpose: string,
  token: string,
  now = new Date(),
): { payload: Record<string, unknown> } | { error: 'invalid' | 'expired' } {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length) return { error: 'invalid' };
  // Compared as text, not as decoded bytes: base64url's decoder ignores the spare low bits of the last
  // character, so several spellings of one signature would otherwise pass.
  const expected = Buffer.from(createHmac('sha256', key(secret, purpose)).update(body).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { error: 'invalid' };
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof payload.e !== 'number') return { error: 'invalid' };
    if (payload.e * 1000 < now.getTime()) return { error: 'expired' };
    return { payload };
  } catch {
    return { error: 'invalid' };
  }
}
