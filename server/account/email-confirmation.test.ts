import { describe, expect, it } from 'vitest';
import { emailConfirmationToken, readEmailConfirmationToken } from './email-confirmation';
import { unsubscribeToken } from '../mail/unsubscribe';
import { withChangedSignature } from '../test/tokens';

const secret = 'a-session-secret-long-enough-for-the-tests';
const confirmation = { userId: '6f1f7c53-5a37-4c43-8a3f-6a8f0c1e2d3b', address: 'Ruth@Example.org' };

describe('email confirmation tokens', () => {
  it('name the reader and the address for 24 hours', () => {
    const issued = new Date('2026-11-25T12:00:00Z');
    const token = emailConfirmationToken(secret, confirmation, issued);
    expect(readEmailConfirmationToken(secret, token, new Date('2026-11-26T11:59:00Z'))).toEqual(confirmation);
    expect(readEmailConfirmationToken(secret, token, new Date('2026-11-26T12:01:00Z'))).toEqual({
      error: 'expired',
    });
  });

  it('refuse a changed body, a changed signature, another secret and other kinds of token', () => {
    const token = emailConfirmationToken(secret, confirmation);
    const [body, signature] = token.split('.') as [string, string];
    const otherBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), a: 'eve@example.org' }),
    ).toString('base64url');
    for (const forged of [
      `${otherBody}.${signature}`,
      withChangedSignature(token),
      `${body}.${signature}.extra`,
      body,
      '',
      emailConfirmationToken('another-secret-long-enough-for-the-tests', confirmation),
      // An unsubscribe token of the same secret is no confirmation.
      unsubscribeToken(secret, confirmation.address),
    ])
      expect(readEmailConfirmationToken(secret, forged), forged).toEqual({ error: 'invalid' });
  });
});
