import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from '../mail/unsubscribe';
import { readSignedToken, signToken } from './signed-token';

const secret = 'a-test-secret-of-enough-length-0123456789';
const now = new Date('2026-11-25T12:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('signed tokens', () => {
  it('reads back what it signed until it expires', () => {
    const token = signToken(secret, 'test', { a: 'reader@example.org' }, later(1));
    expect(readSignedToken(secret, 'test', token, now)).toEqual({
      payload: { a: 'reader@example.org', e: Math.floor(later(1).getTime() / 1000) },
    });
    expect(readSignedToken(secret, 'test', token, later(2))).toEqual({ error: 'expired' });
  });

  it('refuses a changed body, another purpose, another secret and malformed tokens', () => {
    const token = signToken(secret, 'test', { a: 'reader@example.org' }, later(1));
    const [body, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ a: 'other@example.org', e: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(readSignedToken(secret, 'test', `${forged}.${signature}`, now)).toEqual({ error: 'invalid' });
    expect(readSignedToken(secret, 'other', token, now)).toEqual({ error: 'invalid' });
    expect(readSignedToken(`${secret}x`, 'test', token, now)).toEqual({ error: 'invalid' });
    for (const bad of ['', 'abc', `${body}.`, `${token}.x`, `${body}.${signature}x`])
      expect(readSignedToken(secret, 'test', bad, now), bad).toEqual({ error: 'invalid' });
  });

  it('refuses another spelling of the right signature', () => {
    const token = signToken(secret, 'test', { a: 'reader@example.org' }, later(1));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // A 32-byte signature is 43 characters; the last one's two low bits are spare, so flipping the lowest
    // decodes to the same bytes.
    const last = alphabet.indexOf(token.at(-1)!);
    const respelled = token.slice(0, -1) + alphabet[last ^ 1];
    expect(Buffer.from(respelled.split('.')[1]!, 'base64url')).toEqual(
      Buffer.from(token.split('.')[1]!, 'base64url'),
    );
    expect(readSignedToken(secret, 'test', respelled, now)).toEqual({ error: 'invalid' });
  });

  it('keeps the unsubscribe link working and lower-cases its address', () => {
    const token = unsubscribeToken(secret, 'Reader@Example.org', now);
    expect(readUnsubscribeToken(secret, token, later(24))).toEqual({ address: 'reader@example.org' });
    expect(readUnsubscribeToken(secret, token, later(366 * 24))).toEqual({ error: 'expired' });
  });
});
