import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { fakeListenDatabase } from '../test/fake-listen';
import { SettingsService } from './settings.service';

/**
 * The settings kept in memory through a database restart (decisions 379 and 396), on a stand-in for the
 * repository's one read: what the service keeps, answers and asks again is the subject here; the read itself is
 * covered by the route tests, and the notifications across instances by settings.two-instances.test.ts.
 */
function serviceWithStoredValues() {
  const service = new SettingsService({} as Database);
  let values: Map<string, string> | Error = new Map([['site.tagline', 'first']]);
  let reads = 0;
  service['repository'].storedValues = () => {
    reads++;
    return values instanceof Error ? Promise.reject(values) : Promise.resolve(new Map(values));
  };
  const listening = fakeListenDatabase();
  return {
    service,
    database: listening.database,
    set: (next: Map<string, string> | Error) => (values = next),
    reads: () => reads,
    state: listening.state,
    notify: () => listening.notify(''),
  };
}

const unreachable = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('the settings service through a database restart', () => {
  afterEach(() => void vi.useRealTimers());

  it('reads once while it hears every change, and again after a change', async () => {
    const stand = serviceWithStoredValues();
    await stand.service.listen(stand.database);
    expect(await stand.service.get('site.tagline')).toBe('first');
    expect(await stand.service.get('site.tagline')).toBe('first');
    expect(stand.reads()).toBe(1);
    stand.set(new Map([['site.tagline', 'second']]));
    stand.notify();
    expect(await stand.service.get('site.tagline')).toBe('second');
    expect(stand.reads()).toBe(2);
  });

  it('answers the last values read while the database cannot be reached, and asks again a second later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const stand = serviceWithStoredValues();
    await stand.service.listen(stand.database);
    expect(await stand.service.get('site.tagline')).toBe('first');
    stand.state().onLost();
    stand.set(unreachable());
    expect(await stand.service.get('site.tagline')).toBe('first');
    expect(await stand.service.get('site.tagline')).toBe('first');
    expect(stand.reads()).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await stand.service.get('site.tagline')).toBe('first');
    expect(stand.reads()).toBe(3);
  });

  it('while deaf to changes keeps what it reads a second only, and starts afresh once it hears again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const stand = serviceWithStoredValues();
    await stand.service.listen(stand.database);
    expect(await stand.service.get('site.tagline')).toBe('first');
    stand.state().onLost();
    // Saved by another instance while this one hears nothing.
    stand.set(new Map([['site.tagline', 'saved meanwhile']]));
    expect(await stand.service.get('site.tagline')).toBe('saved meanwhile');
    stand.set(new Map([['site.tagline', 'saved again']]));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await stand.service.get('site.tagline')).toBe('saved again');
    stand.state().onBack();
    stand.set(new Map([['site.tagline', 'saved before it listened again']]));
    expect(await stand.service.get('site.tagline')).toBe('saved before it listened again');
    const reads = stand.reads();
    expect(await stand.service.get('site.tagline')).toBe('saved before it listened again');
    expect(stand.reads()).toBe(reads);
  });

  it('with nothing read yet, a database that cannot be reached is an error, not a default', async () => {
    const stand = serviceWithStoredValues();
    stand.set(unreachable());
    await expect(stand.service.get('site.tagline')).rejects.toThrow('ECONNREFUSED');
  });
});
