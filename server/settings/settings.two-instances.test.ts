import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs } from '../test/factories';
import { cutListeners, listeners, secondInstance } from '../test/two-instances';
import { SETTINGS_CHANGED_CHANNEL } from './settings.repository';

// Two instances share one database only on a database server.
const kinds = (await databaseKinds()).filter((kind) => kind === 'postgres');

/**
 * Each instance keeps the stored settings in memory and empties them on the `settings_changed` notification
 * (decision 396). A change saved while an instance's LISTEN connection is down (a database restart) sends a
 * notification nobody hears there: the instance must not go on answering the old value once it listens again
 * (`npm run ops:check` saw one instance keep an old tagline for good after PostgreSQL restarted).
 */
describe.each(kinds)('settings kept in memory by two instances on one %s database', (kind) => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let adminCookie: string;
  const tagline = async (app: TestApp['app']) =>
    (await injectAs(app, 'GET', '/api/site')).json<{ tagline?: string }>().tagline;
  const save = async (value: string) => {
    const saved = await injectAs(first.app, 'PUT', '/api/system-settings/site.tagline', adminCookie, {
      value,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    first = await createTestApp(kind);
    second = await secondInstance(first);
    adminCookie = (await buildUser(first.app, { role: 'admin' })).cookie;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a setting saved on A is answered by B', async () => {
    await save('before the change');
    await vi.waitFor(async () => expect(await tagline(second.app)).toBe('before the change'), {
      timeout: 5_000,
      interval: 10,
    });
    await save('after the change');
    await vi.waitFor(async () => expect(await tagline(second.app)).toBe('after the change'), {
      timeout: 5_000,
      interval: 10,
    });
  });

  it('a setting saved while B hears nothing is answered by B once it listens again', async () => {
    await save('kept by both');
    await vi.waitFor(async () => expect(await tagline(second.app)).toBe('kept by both'), {
      timeout: 5_000,
      interval: 10,
    });
    const cut = await cutListeners(first, SETTINGS_CHANGED_CHANNEL);
    expect(cut.length).toBeGreaterThanOrEqual(2);
    // Saved at once: its notification goes out while B's LISTEN connection is gone.
    await save('saved while B was deaf');
    await vi.waitFor(
      async () => {
        const now = await listeners(first, SETTINGS_CHANGED_CHANNEL);
        expect(now.filter((pid) => !cut.includes(pid)).length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(await tagline(second.app)).toBe('saved while B was deaf');
  });
});
