import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordIndexForDate } from '../../core/mail/word-of-day';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { emailMessages, users } from '../db/schema/index';
import { readerFixtureSources } from '../test/fixtures/reader';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { uniqueUsername } from '../test/factories';
import { startCatcher, until, type Catcher } from '../test/smtp-catcher';
import { appImporter } from '../test/app-importer';
import { SEND_MAIL_JOB } from '../mail/mail.service';
import { WORD_OF_DAY_JOB } from './word-of-day.service';

const kinds = await databaseKinds();

const origin = 'https://bible.example.org';

/** A reader row written directly (no sign-in is needed to receive mail). */
async function addReader(
  app: FastifyInstance,
  values: Partial<typeof users.$inferInsert> & { email: string },
): Promise<{ id: string; email: string }> {
  const [row] = await app.database.db
    .insert(users)
    .values({
      username: uniqueUsername(),
      passwordHash: 'not-a-real-hash',
      emailVerifiedAt: new Date(),
      wordOfDayEnabled: true,
      ...values,
    })
    .returning({ id: users.id });
  return { id: row!.id, email: values.email };
}

async function importFixtures(app: FastifyInstance): Promise<void> {
  const importer = appImporter(app);
  for (const source of readerFixtureSources()) await importer.importSource(source);
}

/**
 * Waits until `count` more runs of the word of the day have completed and every mail queued so far has been
 * sent or failed: what "several slots pass" means, waited for as it happens instead of slept through.
 */
async function slotsPass(app: FastifyInstance, count: number): Promise<void> {
  const completedRuns = async () =>
    (await app.services.jobs.recent(500, 'completed')).filter((job) => job.kind === 'hebrew-word-of-day')
      .length;
  const before = await completedRuns();
  await until(async () => (await completedRuns()) >= before + count || undefined);
  await until(
    async () =>
      (await app.services.jobs.recent(500)).every(
        (job) => job.kind !== SEND_MAIL_JOB.name || job.status === 'completed' || job.status === 'failed',
      ) || undefined,
  );
}

const header = (mail: Catcher['messages'][number], name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line ?? '';

describe.each(kinds)('the Hebrew word of the day on %s', (kind) => {
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
        wordOfDay: { cron: '* * * * * *', now: () => clock },
      },
    );
    await importFixtures(test.app);
  });
  afterAll(async () => {
    await test?.close();
    await catcher?.close();
  });

  it('sends due readers the date’s word by SMTP, once, and nobody else', async () => {
    const { app } = test;
    const east = await addReader(app, {
      email: `east-${kind}@example.org`,
      timeZone: 'Asia/Tokyo',
      wordOfDayTime: '20:30',
    });
    const west = await addReader(app, {
      email: `west-${kind}@example.org`,
      timeZone: 'America/New_York',
      wordOfDayTime: '08:00',
    });
    const sentToday = await addReader(app, {
      email: `today-${kind}@example.org`,
      timeZone: 'UTC',
      wordOfDayTime: '06:00',
      wordOfDayLastSent: '2026-11-25',
    });
    const unconfirmed = await addReader(app, {
      email: `unconfirmed-${kind}@example.org`,
      emailVerifiedAt: null,
      wordOfDayTime: '00:00',
    });
    const optedOut = await addReader(app, {
      email: `out-${kind}@example.org`,
      wordOfDayEnabled: false,
      wordOfDayTime: '00:00',
    });
    // Suppressed before the reader exists: a slot between the two would otherwise find them due.
    await app.services.mail.repository.suppress(`GONE-${kind}@example.org`);
    const suppressed = await addReader(app, {
      email: `gone-${kind}@example.org`,
      wordOfDayTime: '00:00',
    });

    const received = await until(() => catcher.messages.find((m) => header(m, 'to').includes(east.email)));
    // Several more slots pass: still one mail, and nothing for the others.
    await slotsPass(app, 2);
    const to = (address: string) => catcher.messages.filter((m) => header(m, 'to').includes(address));
    expect(to(east.email)).toHaveLength(1);
    for (const other of [west, sentToday, unconfirmed, optedOut, suppressed])
      expect(to(other.email)).toEqual([]);
    // A suppressed address gets nothing, not even a failed log row.
    const logged = await app.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.recipient, suppressed.email));
    expect(logged).toEqual([]);
    const [eastRow] = await app.database.db.select().from(users).where(eq(users.id, east.id));
    expect(eastRow?.wordOfDayLastSent).toBe('2026-11-25');

    // The date's word: the same as anyone gets that day, with every part.
    const { words } = await app.services.hebrew.words.words();
    const word = words[wordIndexForDate('2026-11-25', words.length)]!;
    expect(received.subject).toBe(`Hebrew word of the day: ${word.headword} (${word.transliteration})`);
    const html = received.html || '';
    expect(html).toContain(word.headword!);
    expect(html).toContain(`href="${origin}/concordance/${word.strongs}"`);
    expect(html).toContain(`href="${origin}/api/hebrew-audio?text=${encodeURIComponent(word.headword!)}"`);
    expect(received.text).toContain(`${origin}/concordance/${word.strongs}`);
    expect(received.text).toContain(word.transliteration!);
    expect(received.text).toMatch(/Genesis \d+:\d+/);
    expect(html).toMatch(new RegExp(`href="${origin}/unsubscribe\\?token=[\\w.-]+"`));
    expect(header(received, 'list-unsubscribe')).toMatch(
      /<https:\/\/bible\.example\.org\/unsubscribe\?token=[\w.-]+>/,
    );
    expect(header(received, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // 13:30 UTC is 08:30 in New York: the western reader's time has come, and they get the same word.
    clock = new Date('2026-11-25T13:30:00Z');
    const western = await until(() => to(west.email)[0]);
    expect(western.subject).toBe(received.subject);
    await slotsPass(app, 2);
    expect(to(east.email)).toHaveLength(1);
    expect(to(west.email)).toHaveLength(1);
  });
});

// Two instances share one database only on a database server.
const serverKinds = kinds.filter((kind) => kind === 'postgres');

describe.each(serverKinds)('the word of the day with two instances on one %s database', (kind) => {
  let catcher: Catcher;
  let first: TestApp;
  let secondDatabase: DatabaseHandle;
  let second: FastifyInstance;
  const clock = () => new Date('2026-11-25T12:00:00Z');

  beforeAll(async () => {
    catcher = await startCatcher();
    const overrides = { smtpUrl: `smtp://127.0.0.1:${catcher.port}`, publicOrigin: origin };
    const build = {
      jobs: { pollMs: 20, retryDelaysMs: [] },
      mail: { retryDelaysMs: [50], timeoutMs: 2_000 },
      // Not scheduled until the readers exist: the test starts both schedules at once.
      wordOfDay: { cron: '0 0 1 1 *', now: clock },
    };
    first = await createTestApp(kind, overrides, build);
    await importFixtures(first.app);
    secondDatabase = await openDatabase({ databaseUrl: first.database.url, dataDir: 'memory://' });
    second = await buildApp({
      config: testConfig(overrides),
      database: secondDatabase,
      logger: false,
      webRoot: '/nonexistent',
      ...build,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    await catcher?.close();
  });

  it('sends each reader one mail, not two', async () => {
    const readers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        addReader(first.app, { email: `${name}-twice@example.org`, timeZone: 'UTC', wordOfDayTime: '09:00' }),
      ),
    );
    // Both instances run the same minute at once, then both schedules tick every second.
    const counts = await Promise.all([first.app.services.wordOfDay.run(), second.services.wordOfDay.run()]);
    expect(counts[0] + counts[1]).toBe(readers.length);
    // Scheduled runs on both instances change nothing for these readers.
    await first.app.services.jobs.schedule(WORD_OF_DAY_JOB, '* * * * * *');
    await second.services.jobs.schedule(WORD_OF_DAY_JOB, '* * * * * *');
    await until(() =>
      readers.every((reader) => catcher.messages.some((m) => header(m, 'to').includes(reader.email))),
    );
    await slotsPass(first.app, 3);
    for (const reader of readers)
      expect(catcher.messages.filter((m) => header(m, 'to').includes(reader.email))).toHaveLength(1);
    const slots = (await first.app.services.jobs.recent(100)).filter(
      (job) => job.kind === 'hebrew-word-of-day' && job.status === 'completed',
    );
    expect(slots.length).toBeGreaterThanOrEqual(2);
  });
});
