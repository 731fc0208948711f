import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportResponse } from '../../core/api/account';
import { STUDENT_LIMITS } from '../../core/curriculum/students';
import { READER_EVENT_LIMITS } from '../../core/timeline/event-dates';
import { MAX_SESSIONS_PER_USER } from '../auth/session-policy';
import {
  curriculumStudents,
  emailMessages,
  hebrewKnownCards,
  timelineReaderEvents,
} from '../db/schema/index';
import { MAX_KNOWN_CARDS } from '../hebrew/known-cards.service';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, sessionCookieFrom } from '../test/factories';
import { EXPORT_LIMITS } from './account.repository';

const kinds = await databaseKinds();

/** The audit of decision 259: every table a signed-in reader writes is bounded per reader. */
describe.each(kinds)('bounds of the tables a reader writes, on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    // The route's per-address limits are not what is tested here; the per-reader caps are.
    harness = await createTestApp(kind, {}, { requestLimits: false });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const db = () => harness.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    injectAs(harness.app, method, url, cookie, payload);

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions of one reader: a new sign-in ends the least recently used`, async () => {
    const reader = await buildUser(harness.app);
    let newest = reader.cookie;
    for (let signIn = 0; signIn < MAX_SESSIONS_PER_USER + 1; signIn += 1) {
      const response = await call('POST', '/api/login', undefined, {
        username: reader.username,
        password: reader.password,
      });
      expect(response.statusCode).toBe(200);
      newest = sessionCookieFrom(response.headers['set-cookie']);
    }
    const listed = await call('GET', '/api/account/sessions', newest);
    expect(listed.json().sessions).toHaveLength(MAX_SESSIONS_PER_USER);
    expect((await call('GET', '/api/user', reader.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', newest)).statusCode).toBe(200);
  });

  it(`lets no burst of adds pass the ${READER_EVENT_LIMITS.eventsPerReader} timeline events of one reader`, async () => {
    const reader = await buildUser(harness.app);
    const room = 5;
    await db()
      .insert(timelineReaderEvents)
      .values(
        Array.from({ length: READER_EVENT_LIMITS.eventsPerReader - room }, (_, index) => ({
          userId: reader.id,
          title: `Event ${index}`,
          date: 'AD 2000',
          year: 2000,
          category: 'church' as const,
        })),
      );
    const event = { title: 'One more', date: 'AD 2001', category: 'church' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/timeline/my-events', reader.cookie, event)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(room);
    expect(statuses.filter((status) => status === 400)).toHaveLength(20 - room);
    expect(answers.find((answer) => answer.statusCode === 400)!.json()).toEqual({
      message: `You have ${READER_EVENT_LIMITS.eventsPerReader} events, the most one reader may keep: delete one first`,
    });
    const kept = await db()
      .select({ id: timelineReaderEvents.id })
      .from(timelineReaderEvents)
      .where(eq(timelineReaderEvents.userId, reader.id));
    expect(kept).toHaveLength(READER_EVENT_LIMITS.eventsPerReader);
  });

  it(`lets no burst of marks pass the ${MAX_KNOWN_CARDS} known cards of one reader`, async () => {
    const reader = await buildUser(harness.app);
    const room = 5;
    await db()
      .insert(hebrewKnownCards)
      .values(
        Array.from({ length: MAX_KNOWN_CARDS - room }, (_, index) => ({
          userId: reader.id,
          deck: 'words' as const,
          cardId: `H${index + 1}`,
        })),
      );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call('PUT', '/api/hebrew/known-cards', reader.cookie, {
          deck: 'phrases',
          cardId: String(index + 1),
          known: true,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(room);
    expect(statuses.filter((status) => status === 400)).toHaveLength(20 - room);
    const kept = await db()
      .select({ cardId: hebrewKnownCards.cardId })
      .from(hebrewKnownCards)
      .where(eq(hebrewKnownCards.userId, reader.id));
    expect(kept).toHaveLength(MAX_KNOWN_CARDS);
    // A card already marked may be marked again at the limit.
    const again = await call('PUT', '/api/hebrew/known-cards', reader.cookie, {
      deck: 'words',
      cardId: 'H1',
      known: true,
    });
    expect(again.statusCode).toBe(200);
  });

  it(`keeps at most ${STUDENT_LIMITS.removedStudentsKept} removed students of one teacher: the oldest removed go`, async () => {
    const teacher = await buildUser(harness.app);
    const longAgo = new Date('2026-01-01T00:00:00Z');
    const earlier = await db()
      .insert(curriculumStudents)
      .values(
        Array.from({ length: STUDENT_LIMITS.removedStudentsKept }, (_, index) => ({
          userId: teacher.id,
          name: `Removed ${index}`,
          gradeLevel: '6th' as const,
          isActive: false,
          updatedAt: new Date(longAgo.getTime() + index * 60_000),
        })),
      )
      .returning({ id: curriculumStudents.id });
    const added = await call('POST', '/api/curriculum/students', teacher.cookie, {
      name: 'Ada',
      gradeLevel: '6th',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ id: number }>().id;
    expect((await call('DELETE', `/api/curriculum/students/${id}`, teacher.cookie)).statusCode).toBe(200);

    const removed = await db()
      .select({ id: curriculumStudents.id })
      .from(curriculumStudents)
      .where(and(eq(curriculumStudents.userId, teacher.id), eq(curriculumStudents.isActive, false)));
    const ids = removed.map((row) => row.id);
    expect(ids).toHaveLength(STUDENT_LIMITS.removedStudentsKept);
    expect(ids).toContain(id);
    expect(ids).not.toContain(earlier[0]!.id);
  });

  it(`puts at most the newest ${EXPORT_LIMITS.emails} mails of the log in the data download`, async () => {
    const reader = await buildUser(harness.app);
    const start = new Date('2026-01-01T00:00:00Z').getTime();
    await db()
      .insert(emailMessages)
      .values(
        Array.from({ length: EXPORT_LIMITS.emails + 5 }, (_, index) => ({
          recipient: 'reader@example.org',
          template: 'hebrew_word_of_day',
          subject: `Word ${index}`,
          html: '',
          text: '',
          userId: reader.id,
          status: 'sent' as const,
          createdAt: new Date(start + index * 86_400_000),
        })),
      );
    const response = await call('GET', '/api/account/export', reader.cookie);
    expect(response.statusCode).toBe(200);
    const data = accountExportResponse.parse(response.json());
    expect(data.emails).toHaveLength(EXPORT_LIMITS.emails);
    expect(data.emails[0]!.subject).toBe('Word 5');
    expect(data.emails.at(-1)!.subject).toBe(`Word ${EXPORT_LIMITS.emails + 4}`);
  });
});
