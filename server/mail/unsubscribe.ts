import { readSignedToken, signToken } from '../http/signed-token';

/** How long an unsubscribe link works. */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;

const PURPOSE = 'unsubscribe';

/** A signed token naming the address and its expiry: no sign-in is needed to use it (decision 143). */
export function unsubscribeToken(secret: string, address: string, now = new Date()): string {
  const expires = new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000);
  return signToken(secret, PURPOSE, { a: address.toLowerCase() }, expires);
}

/** The address of a valid token, or why it is not valid. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
): { address: string } | { error: 'invalid' | 'expired' } {
  const read = readSignedToken(secret, PURPOSE, token, now);
  if ('error' in read) return read;
  return typeof read.payload.a === 'string' ? { address: read.payload.a } : { error: 'invalid' };
}
