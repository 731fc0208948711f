import { STUDY_LIMITS } from '../../core/api/study';
import { DonationsRepository } from '../donations/donations.repository';
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { STUDENT_LIMITS } from '../../core/curriculum/students';
import { READER_EVENT_LIMITS } from '../../core/timeline/event-dates';
import { MAX_SESSIONS_PER_USER } from '../auth/session-policy';
import type { Database } from '../db/database';
import type { SessionsChanged } from '../auth/session-cache';
import { MAX_KNOWN_CARDS } from '../hebrew/known-cards.service';
import {
  curriculumLessonProgress,
  curriculumMemoryVerses,
  curriculumStudents,
  devotionalEntries,
  devotionalPreferences,
  emailMessages,
  hebrewKnownCards,
  sessions,
  studyMarks,
  timelineReaderEvents,
  users,
} from '../db/schema/index';

export type AccountRow = typeof users.$inferSelect;

/**
 * The most rows of each kind the data download holds (decision 259): the per-reader caps of the tables
 * (sessions, known cards, timeline events, students kept), and the newest part of the mail log.
 */
export const EXPORT_LIMITS = {
  sessions: MAX_SESSIONS_PER_USER,
  knownCards: MAX_KNOWN_CARDS,
  timelineEvents: READER_EVENT_LIMITS.eventsPerReader,
  curriculumStudents: STUDENT_LIMITS.activeStudents + STUDENT_LIMITS.removedStudentsKept,
  emails: 1_000,
  studyMarks: STUDY_LIMITS.marksPerReader,
} as const;

/** The reader's own rows; every query is keyed by the signed-in user's id. */
export class AccountRepository {
  constructor(
    private readonly db: Database,
    /** Told of every end of a session here, so kept sessions go at once (decision 366). */
    private readonly changed?: SessionsChanged,
  ) {}

  async findUser(userId: string): Promise<AccountRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async listSessions(userId: string) {
    return this.db
      .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt))
      .limit(EXPORT_LIMITS.sessions);
  }

  /** Deletes one of the user's sessions; answers whether it existed (another user's id deletes nothing). */
  async deleteSession(userId: string, sessionId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
      .returning({ id: sessions.id });
    this.changed?.dropUser(userId);
    return deleted.length > 0;
  }

  async deleteOtherSessions(userId: string, keepSessionId: string): Promise<void> {
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    this.changed?.dropUser(userId);
  }

  async knownCards(userId: string) {
    return this.db
      .select({
        deck: hebrewKnownCards.deck,
        cardId: hebrewKnownCards.cardId,
        markedAt: hebrewKnownCards.markedAt,
      })
      .from(hebrewKnownCards)
      .where(eq(hebrewKnownCards.userId, userId))
      .orderBy(asc(hebrewKnownCards.deck), asc(hebrewKnownCards.cardId))
      .limit(EXPORT_LIMITS.knownCards);
  }

  async timelineEvents(userId: string) {
    return this.db
      .select()
      .from(timelineReaderEvents)
      .where(eq(timelineReaderEvents.userId, userId))
      .orderBy(asc(timelineReaderEvents.year), asc(timelineReaderEvents.id))
      .limit(EXPORT_LIMITS.timelineEvents);
  }

  /** The reader's saved verses: highlights, bookmarks, notes, journal notes, Strong's numbers (issue 37). */
  async studyMarks(userId: string) {
    return this.db
      .select()
      .from(studyMarks)
      .where(eq(studyMarks.userId, userId))
      .orderBy(asc(studyMarks.startKey), asc(studyMarks.id))
      .limit(EXPORT_LIMITS.studyMarks);
  }

  /** The reader's devotional preferences (without the calendar feed's secret) and saved readings. */
  async devotional(userId: string) {
    const [preferences] = await this.db
      .select()
      .from(devotionalPreferences)
      .where(eq(devotionalPreferences.userId, userId));
    const entries = await this.db
      .select()
      .from(devotionalEntries)
      .where(eq(devotionalEntries.userId, userId))
      .orderBy(asc(devotionalEntries.date), asc(devotionalEntries.id));
    const { calendarToken, ...kept } = preferences ?? { calendarToken: null };
    void calendarToken;
    return {
      preferences: preferences ? { ...kept, hasCalendarFeed: preferences.calendarToken !== null } : null,
      entries: entries.map(({ userId: _owner, ...entry }) => entry),
    };
  }

  /** The donor's payments (newest first) and monthly gifts (issue 20). */
  async donations(userId: string) {
    const payments = new DonationsRepository(this.db);
    return {
      gifts: await payments.paymentsOf(userId, 10_000),
      monthly: await payments.subscriptionsOf(userId),
    };
  }

  /** The teacher's curriculum students, removed ones too, with their lessons done and verses recited. */
  async curriculumStudents(userId: string) {
    const students = await this.db
      .select()
      .from(curriculumStudents)
      .where(eq(curriculumStudents.userId, userId))
      .orderBy(asc(curriculumStudents.id))
      .limit(EXPORT_LIMITS.curriculumStudents);
    const ids = students.map((student) => student.id);
    if (!ids.length) return [];
    const [lessons, verses] = await Promise.all([
      this.db
        .select()
        .from(curriculumLessonProgress)
        .where(inArray(curriculumLessonProgress.studentId, ids))
        .orderBy(asc(curriculumLessonProgress.week), asc(curriculumLessonProgress.day)),
      this.db
        .select()
        .from(curriculumMemoryVerses)
        .where(inArray(curriculumMemoryVerses.studentId, ids))
        .orderBy(asc(curriculumMemoryVerses.week)),
    ]);
    return students.map((student) => ({
      name: student.name,
      gradeLevel: student.gradeLevel,
      notes: student.notes,
      isActive: student.isActive,
      createdAt: student.createdAt.toISOString(),
      lessonsDone: lessons
        .filter((lesson) => lesson.studentId === student.id)
        .map(({ week, day, doneAt }) => ({ week, day, doneAt: doneAt.toISOString() })),
      memoryVersesRecited: verses
        .filter((verse) => verse.studentId === student.id)
        .map(({ week, recitedAt }) => ({ week, recitedAt: recitedAt.toISOString() })),
    }));
  }

  /**
   * The newest mail log rows addressed to the reader, oldest first (their bodies stay out: the subject and
   * status say enough); at most `EXPORT_LIMITS.emails`, however long the reader has been getting mail.
   */
  async emails(userId: string) {
    const newest = await this.db
      .select({
        recipient: emailMessages.recipient,
        template: emailMessages.template,
        subject: emailMessages.subject,
        status: emailMessages.status,
        createdAt: emailMessages.createdAt,
        sentAt: emailMessages.sentAt,
      })
      .from(emailMessages)
      .where(eq(emailMessages.userId, userId))
      .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
      .limit(EXPORT_LIMITS.emails);
    return newest.reverse();
  }

  async updateWordOfDay(
    userId: string,
    values: { enabled: boolean; time: string; timeZone: string },
  ): Promise<void> {
    await this.db
      .update(users)
      .set({ wordOfDayEnabled: values.enabled, wordOfDayTime: values.time, timeZone: values.timeZone })
      .where(eq(users.id, userId));
  }

  async setPendingEmail(userId: string, address: string): Promise<void> {
    await this.db.update(users).set({ pendingEmail: address }).where(eq(users.id, userId));
  }

  /**
   * Makes the pending address the confirmed one, if it is still `address` (compared without case), in one
   * statement so two clicks confirm once; answers the confirmed address, or undefined when nothing changed.
   */
  async confirmPendingEmail(userId: string, address: string, at: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ email: sql`${users.pendingEmail}`, emailVerifiedAt: at, pendingEmail: null })
      .where(and(eq(users.id, userId), eq(sql`lower(${users.pendingEmail})`, address.toLowerCase())))
      .returning({ email: users.email });
    return row?.email ?? undefined;
  }

  /** How many mails of `template` went to the user in the last hour (the database's clock, as the log's). */
  async mailsLastHour(
    userId: string,
    template: 'email_confirmation' | 'password_reset' = 'email_confirmation',
  ): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.userId, userId),
          eq(emailMessages.template, template),
          gte(emailMessages.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * How many confirmation mails went to `address` (any account, any case) in the last day, and how many the
   * whole site sent in the last hour (decision 259); the database's clock, as the log's.
   */
  async confirmationMailsSent(address: string): Promise<{ toAddressLastDay: number; siteLastHour: number }> {
    const confirmations = and(
      eq(emailMessages.template, 'email_confirmation'),
      gte(emailMessages.createdAt, sql`now() - interval '1 day'`),
    );
    const [row] = await this.db
      .select({
        toAddressLastDay: sql<number>`count(*) filter (where lower(${emailMessages.recipient}) = ${address.toLowerCase()})`,
        siteLastHour: sql<number>`count(*) filter (where ${emailMessages.createdAt} >= now() - interval '1 hour')`,
      })
      .from(emailMessages)
      .where(confirmations);
    return {
      toAddressLastDay: Number(row?.toAddressLastDay ?? 0),
      siteLastHour: Number(row?.siteLastHour ?? 0),
    };
  }

  /**
   * Removes the reader and everything kept about them: sessions and cards go by foreign-key cascade; the mail
   * log has no foreign key (it also logs mail to addresses that are no account), so its rows go here.
   */
  async deleteUser(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(emailMessages).where(eq(emailMessages.userId, userId));
      await tx.delete(users).where(eq(users.id, userId));
    });
    this.changed?.dropUser(userId);
  }
}
