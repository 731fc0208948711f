import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlan, segmentReferences } from '../../core/devotional/plans';
import { devotionalPreferences, users } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { uniqueUsername } from '../test/factories';
import { slotsPass } from '../test/mail-settled';
import { startCatcher, until, type Catcher } from '../test/smtp-catcher';
import { DEVOTIONAL_REMINDER_JOB } from './devotional-reminders';

const kinds = await databaseKinds();
const origin = 'https://bible.example.org';

/** A reader with devotional preferences, written directly (no sign-in is needed to receive mail). */
async function addReader(
  app: FastifyInstance,
  email: string,
  user: Partial<typeof users.$inferInsert>,
  prefs: Partial<typeof devotionalPreferences.$inferInsert>,
): Promise<{ id: string; email: string }> {
  const [row] = await app.database.db
    .insert(users)
    .values({
      username: uniqueUsername(),
      passwordHash: 'not-a-real-hash',
      emailVerifiedAt: new Date(),
      email,
      ...user,
    })
    .returning({ id: users.id });
  await app.database.db.insert(devotionalPreferences).values({
    userId: row!.id,
    readingPlan: 'gospels',
    planStartDate: '2026-11-20',
    topics: ['Faith'],
    ...prefs,
  });
  return { id: row!.id, email };
}

const header = (mail: Catcher['messages'][number], name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line ?? '';

describe.each(kinds)('the devotional reminder on %s', (kind) => {
  let catcher: Catcher;
  let test: TestApp;
  // 12:00 UTC: 21:00 in Tokyo, 07:00 in New York.
  let clock = new Date('2026-11-25T12:00:00Z');

  beforeAll(async () => {
    catcher = await startCatcher();
    test = await createTestApp(
      kind,
      { smtpUrl: `smtp://127.0.0.1:${catcher.port}`, publicOrigin: origin },
      {
        jobs: { pollMs: 50, retryDelaysMs: [] },
        mail: { retryDelaysMs: [50], timeoutMs: 2_000 },
        wordOfDay: { cron: '0 0 1 1 *' },
        devotionalReminders: { cron: '* * * * * *', now: () => clock },
      },
    );
  });
  afterAll(async () => {
    await test?.close();
    await catcher?.close();
  });

  it('mails the day’s reading at the reader’s local time, once, and nobody else', async () => {
    const { app } = test;
    const east = await addReader(
      app,
      `east-${kind}@example.org`,
      {},
      { timeZone: 'Asia/Tokyo', reminderTime: '20:30' },
    );
    const west = await addReader(
      app,
      `west-${kind}@example.org`,
      {},
      { timeZone: 'America/New_York', reminderTime: '08:00' },
    );
    const off = await addReader(
      app,
      `off-${kind}@example.org`,
      {},
      { emailReminders: false, reminderTime: '00:00' },
    );
    const unconfirmed = await addReader(
      app,
      `unconfirmed-${kind}@example.org`,
      { emailVerifiedAt: null },
      { reminderTime: '00:00' },
    );
    const sentToday = await addReader(
      app,
      `today-${kind}@example.org`,
      {},
      { reminderTime: '00:00', reminderLastSent: '2026-11-25' },
    );
    const unsubscribed = await addReader(app, `gone-${kind}@example.org`, {}, { reminderTime: '00:00' });
    await app.services.mail.repository.suppress(unsubscribed.email);

    const received = await until(() => catcher.messages.find((m) => header(m, 'to').includes(east.email)));
    await slotsPass(app, DEVOTIONAL_REMINDER_JOB);
    const to = (address: string) => catcher.messages.filter((m) => header(m, 'to').includes(address));
    expect(to(east.email)).toHaveLength(1);
    for (const other of [west, off, unconfirmed, sentToday, unsubscribed])
      expect(to(other.email)).toEqual([]);

    // Started 20 November: 25 November (Tokyo) is day 6 of the Gospels.
    const scripture = segmentReferences(buildPlan('gospels')!.days[5]!.segments).join('; ');
    expect(received.subject).toBe("Today's reading: The Gospels, day 6 of 90");
    expect(received.html).toContain(scripture);
    expect(received.html).toContain(`href="${origin}/devotional"`);
    expect(received.html).toMatch(new RegExp(`href="${origin}/unsubscribe\\?token=[\\w.-]+"`));
    const [row] = await app.database.db
      .select()
      .from(devotionalPreferences)
      .where(eq(devotionalPreferences.userId, east.id));
    expect(row?.reminderLastSent).toBe('2026-11-25');

    // 13:30 UTC is 08:30 in New York: the western reader's time has come.
    clock = new Date('2026-11-25T13:30:00Z');
    await until(() => to(west.email)[0]);
    await slotsPass(app, DEVOTIONAL_REMINDER_JOB);
    expect(to(east.email)).toHaveLength(1);
    expect(to(west.email)).toHaveLength(1);

    // The next day in Tokyo (21:00 on the 26th) brings the next reading, once.
    clock = new Date('2026-11-26T12:00:00Z');
    const next = await until(() => to(east.email)[1]);
    expect(next.subject).toBe("Today's reading: The Gospels, day 7 of 90");

    // The reader unsubscribes through the mail's own link: no reminder the day after.
    const token = /unsubscribe\?token=([\w.-]+)/.exec(next.html || '')![1]!;
    const answer = await app.inject({ method: 'POST', url: `/unsubscribe?token=${token}` });
    expect(answer.statusCode).toBe(200);
    clock = new Date('2026-11-27T12:00:00Z');
    await slotsPass(app, DEVOTIONAL_REMINDER_JOB);
    expect(to(east.email)).toHaveLength(2);
    expect(await app.services.devotionalReminders.run(clock)).toBe(0);
  });
});
