import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  botErrors,
  botLogs,
  botRepairs,
  curriculumLessonProgress,
  curriculumStudents,
  emailMessages,
  users,
} from '../db/schema/index';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { pruneOldRows } from './pruning';

const kinds = await databaseKinds();
const DAY = 86_400_000;

/** The ages of decision 257 with caps small enough to reach in a test. */
const small = {
  botLogs: { ms: 90 * DAY, most: 4 },
  completedRepairs: { ms: 90 * DAY, most: 2 },
  errorGroups: { ms: 30 * DAY, most: 3 },
  sentMail: { ms: 90 * DAY, most: 2 },
  removedStudents: { ms: 365 * DAY, mostPerTeacher: 2 },
};

describe.each(kinds)('pruning the tables that grow with use (decision 257) on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const now = new Date('2026-11-24T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const prune = (kept?: typeof small) => pruneOldRows(database.db, now, kept);

  it("drops the bot's log past 90 days and beyond its cap, but keeps the entries its schedule and pause read", async () => {
    const { db } = database;
    await db.insert(botLogs).values([
      {
        action: 'CHECK RUN',
        details: 'the last run, long ago',
        status: 'success',
        createdAt: ago(200 * DAY),
      },
      { action: 'BOT PAUSED', details: 'paused long ago', status: 'warning', createdAt: ago(150 * DAY) },
      { action: 'PROBLEM FOUND', details: 'old', status: 'warning', createdAt: ago(91 * DAY) },
      { action: 'PROBLEM FOUND', details: 'recent', status: 'warning', createdAt: ago(89 * DAY) },
    ]);
    expect((await prune()).botLogs).toBe(1);
    const details = async () =>
      (await db.select().from(botLogs).orderBy(botLogs.id)).map((row) => row.details);
    expect(await details()).toEqual(['the last run, long ago', 'paused long ago', 'recent']);

    // The cap keeps the newest four, and still the run and the pause the bot's state is read from.
    for (let i = 1; i <= 5; i += 1)
      await db.insert(botLogs).values({ action: 'ALERT SENT', details: `new ${i}`, status: 'info' });
    await prune(small);
    expect(await details()).toEqual([
      'the last run, long ago',
      'paused long ago',
      'new 2',
      'new 3',
      'new 4',
      'new 5',
    ]);
  });

  it('drops repair tasks completed over 90 days ago and beyond the cap, never open ones', async () => {
    const { db } = database;
    const task = (fingerprint: string, status: 'pending' | 'completed', completedAt: Date | null) => ({
      fingerprint,
      checkKey: 'requests',
      elementType: 'page',
      location: fingerprint,
      issue: 'x',
      suggestedRemedy: 'y',
      status,
      severity: 'warning' as const,
      priority: 80,
      firstSeenAt: ago(400 * DAY),
      completedAt,
    });
    await db
      .insert(botRepairs)
      .values([
        task('old-completed', 'completed', ago(91 * DAY)),
        task('recent-completed', 'completed', ago(10 * DAY)),
        task('old-open', 'pending', null),
      ]);
    expect((await prune()).botRepairs).toBe(1);
    const fingerprints = async () =>
      (await db.select().from(botRepairs)).map((row) => row.fingerprint).sort();
    expect(await fingerprints()).toEqual(['old-open', 'recent-completed']);
    await db
      .insert(botRepairs)
      .values([
        task('newer-completed', 'completed', ago(5 * DAY)),
        task('newest-completed', 'completed', ago(DAY)),
      ]);
    expect((await prune(small)).botRepairs).toBe(1);
    expect(await fingerprints()).toEqual(['newer-completed', 'newest-completed', 'old-open']);
  });

  it('drops error groups unseen for 30 days, and beyond the cap the one-off missing pages and resolved groups first', async () => {
    const { db } = database;
    const group = (url: string, errorType: string, count: number, lastSeenAt: Date, resolved = false) => ({
      url,
      errorType,
      count,
      lastSeenAt,
      status: resolved ? ('resolved' as const) : ('pending' as const),
    });
    await db
      .insert(botErrors)
      .values([
        group('/unseen', 'HTTP 500', 40, ago(31 * DAY)),
        group('/busy-missing', 'HTTP 404', 50, ago(20 * DAY)),
        group('/server-error', 'HTTP 500', 1, ago(10 * DAY)),
        group('/browser', 'Browser error', 1, ago(9 * DAY)),
        group('/one-off', 'HTTP 404', 1, ago(60_000)),
        group('/resolved', 'HTTP 500', 9, ago(60_000), true),
      ]);
    expect((await prune()).botErrors).toBe(1);
    expect((await prune(small)).botErrors).toBe(2);
    const urls = (await db.select().from(botErrors)).map((row) => row.url).sort();
    expect(urls).toEqual(['/browser', '/busy-missing', '/server-error']);
  });

  it('drops sent and failed mail past 90 days and beyond the cap, never mail waiting in the outbox', async () => {
    const { db } = database;
    const message = (recipient: string, status: 'pending' | 'sent' | 'failed', createdAt: Date) => ({
      recipient,
      template: 'welcome_email',
      subject: 's',
      html: 'h',
      text: 't',
      status,
      createdAt,
    });
    await db
      .insert(emailMessages)
      .values([
        message('old-sent@example.org', 'sent', ago(91 * DAY)),
        message('old-failed@example.org', 'failed', ago(91 * DAY)),
        message('old-pending@example.org', 'pending', ago(200 * DAY)),
        message('sent@example.org', 'sent', ago(89 * DAY)),
        message('failed@example.org', 'failed', ago(2 * DAY)),
        message('newest@example.org', 'sent', ago(DAY)),
      ]);
    expect((await prune()).emailMessages).toBe(2);
    expect((await prune(small)).emailMessages).toBe(1);
    const recipients = (await db.select().from(emailMessages)).map((row) => row.recipient).sort();
    expect(recipients).toEqual(['failed@example.org', 'newest@example.org', 'old-pending@example.org']);
  });

  it('drops removed students a year after their removal and beyond 100 a teacher, never active ones', async () => {
    const { db } = database;
    const [teacher, other] = await db
      .insert(users)
      .values([
        { username: 'teacher', passwordHash: 'x' },
        { username: 'other-teacher', passwordHash: 'x' },
      ])
      .returning();
    const student = (userId: string, name: string, isActive: boolean, updatedAt: Date) => ({
      userId,
      name,
      gradeLevel: '5th' as const,
      isActive,
      createdAt: ago(800 * DAY),
      updatedAt,
    });
    const [removedLongAgo] = await db
      .insert(curriculumStudents)
      .values([
        student(teacher!.id, 'removed long ago', false, ago(366 * DAY)),
        student(teacher!.id, 'idle but active', true, ago(700 * DAY)),
        student(teacher!.id, 'removed this year', false, ago(300 * DAY)),
        student(teacher!.id, 'removed lately', false, ago(20 * DAY)),
        student(teacher!.id, 'removed last', false, ago(DAY)),
        student(other!.id, 'removed by the other teacher', false, ago(300 * DAY)),
      ])
      .returning();
    await db.insert(curriculumLessonProgress).values({ studentId: removedLongAgo!.id, week: 1, day: 1 });
    expect((await prune()).curriculumStudents).toBe(1);
    expect(
      await db
        .select()
        .from(curriculumLessonProgress)
        .where(eq(curriculumLessonProgress.studentId, removedLongAgo!.id)),
    ).toEqual([]);
    expect((await prune(small)).curriculumStudents).toBe(1);
    const names = (await db.select().from(curriculumStudents)).map((row) => row.name).sort();
    expect(names).toEqual([
      'idle but active',
      'removed by the other teacher',
      'removed last',
      'removed lately',
    ]);
  });
});
