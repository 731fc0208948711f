import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser } from '../test/factories';
import { startCatcher, until, type Catcher } from '../test/smtp-catcher';

const kinds = await databaseKinds();

describe.each(kinds)('the ADMIN BOT on its schedule on %s', (kind) => {
  let harness: TestApp;
  let catcher: Catcher;
  beforeAll(async () => {
    catcher = await startCatcher();
    harness = await createTestApp(
      kind,
      { smtpUrl: `smtp://127.0.0.1:${catcher.port}` },
      // Slots every second and an interval of two: "within one check interval" without waiting minutes.
      { jobs: { pollMs: 50 }, bot: { cron: '* * * * * *', intervalMs: 2_000 } },
    );
    const admin = await buildUser(harness.app, { role: 'admin' });
    await harness.database.db.update(users).set({ email: 'ops@example.org' }).where(eq(users.id, admin.id));
  });
  afterAll(async () => {
    await harness?.close();
    await catcher?.close();
  });

  it('finds a page broken on purpose and emails it within one interval, without anyone asking', async () => {
    for (let i = 0; i < 12; i += 1)
      await harness.app.inject({ method: 'GET', url: '/api/broken-on-purpose' });
    const mail = await until(
      () => catcher.messages.find((message) => message.subject?.includes('ADMIN BOT: 1 problem')),
      15_000,
    );
    expect(mail.text).toContain('Answer every request');
    const tasks = await harness.app.services.bot.panel.repairs();
    expect(tasks.repairs.find((task) => task.location === '/api/broken-on-purpose')?.status).toBe('pending');
    const state = await harness.app.services.bot.state();
    expect(state.lastRunAt).not.toBeNull();
  });
});
