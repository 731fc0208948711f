import { describe, expect, it } from 'vitest';
import { fakeListenDatabase } from '../test/fake-listen';
import type { SessionUserRow } from './auth.repository';
import { SessionCache } from './session-cache';

function row(id: string): SessionUserRow {
  const at = new Date('2026-11-28T12:00:00Z');
  return {
    id,
    sessionId: `session-${id}`,
    session: { createdAt: at, lastSeenAt: at, expiresAt: new Date(at.getTime() + 86_400_000) },
  } as SessionUserRow;
}

describe('the session cache', () => {
  it('answers a kept session until it is older than its age limit', () => {
    const cache = new SessionCache(100, 60_000);
    cache.keep('hash-a', row('a'), cache.epoch, 1_000);
    expect(cache.get('hash-a', 60_999)?.id).toBe('a');
    expect(cache.get('hash-a', 61_000)).toBeUndefined();
    expect(cache.get('hash-b', 1_000)).toBeUndefined();
  });

  it('does not keep a session read while a drop happened', () => {
    const cache = new SessionCache(100, 60_000);
    const epoch = cache.epoch;
    cache.dropUser('someone');
    cache.keep('hash-a', row('a'), epoch, 1_000);
    expect(cache.get('hash-a', 1_000)).toBeUndefined();
  });

  it("drops every session of a user on the notification, one session on a sign-out, and no one else's", async () => {
    const cache = new SessionCache(100, 60_000);
    const fake = fakeListenDatabase();
    await cache.listen(fake.database);
    cache.keep('hash-a1', row('a'), cache.epoch, 1_000);
    cache.keep('hash-a2', row('a'), cache.epoch, 1_000);
    cache.keep('hash-b', row('b'), cache.epoch, 1_000);
    cache.dropToken('hash-a1');
    expect(cache.get('hash-a1', 1_000)).toBeUndefined();
    expect(cache.get('hash-a2', 1_000)?.id).toBe('a');
    fake.notify('a');
    expect(cache.get('hash-a2', 1_000)).toBeUndefined();
    expect(cache.get('hash-b', 1_000)?.id).toBe('b');
  });

  it('keeps and answers nothing while its LISTEN connection is lost, and starts afresh when it is back', async () => {
    const cache = new SessionCache(100, 60_000);
    const fake = fakeListenDatabase();
    await cache.listen(fake.database);
    cache.keep('hash-a', row('a'), cache.epoch, 1_000);
    fake.state().onLost();
    expect(cache.get('hash-a', 1_000)).toBeUndefined();
    cache.keep('hash-b', row('b'), cache.epoch, 1_000);
    expect(cache.get('hash-b', 1_000)).toBeUndefined();
    fake.state().onBack();
    expect(cache.get('hash-a', 1_000)).toBeUndefined();
    cache.keep('hash-b', row('b'), cache.epoch, 1_000);
    expect(cache.get('hash-b', 1_000)?.id).toBe('b');
  });

  it('is bounded: past its capacity the least recently used user goes', () => {
    const cache = new SessionCache(2, 60_000);
    for (const user of ['a', 'b', 'c']) cache.keep(`hash-${user}`, row(user), cache.epoch, 1_000);
    expect(cache.get('hash-a', 1_000)).toBeUndefined();
    expect(cache.get('hash-c', 1_000)?.id).toBe('c');
  });
});
