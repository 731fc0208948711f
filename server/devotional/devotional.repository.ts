import { and, count, desc, eq, ilike, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { devotionalEntries, devotionalPreferences, emailSuppressions, users } from '../db/schema/index';

export type PreferencesRow = typeof devotionalPreferences.$inferSelect;
export type PreferencesInsert = typeof devotionalPreferences.$inferInsert;
export type EntryRow = typeof devotionalEntries.$inferSelect;

/** A reader due a devotional reminder: opted in, with a confirmed address that did not unsubscribe. */
export interface ReminderReaderRow {
  id: string;
  username: string;
  email: string;
  prefs: PreferencesRow;
}

/** Escapes the LIKE wildcards of a reader's search words (the pattern is still a bound parameter). */
function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The SQL of the devotional; every query of a reader's rows is keyed by their id. */
export class DevotionalRepository {
  constructor(private readonly db: Database) {}

  async preferences(userId: string): Promise<PreferencesRow | undefined> {
    const [row] = await this.db
      .select()
      .from(devotionalPreferences)
      .where(eq(devotionalPreferences.userId, userId));
    return row;
  }

  async savePreferences(values: PreferencesInsert): Promise<PreferencesRow> {
    const { userId, ...rest } = values;
    const [row] = await this.db
      .insert(devotionalPreferences)
      .values(values)
      .onConflictDoUpdate({ target: devotionalPreferences.userId, set: { ...rest, updatedAt: new Date() } })
      .returning();
    void userId;
    return row!;
  }

  async setCalendarToken(userId: string, token: string | null): Promise<void> {
    await this.db
      .update(devotionalPreferences)
      .set({ calendarToken: token })
      .where(eq(devotionalPreferences.userId, userId));
  }

  async byCalendarToken(token: string): Promise<PreferencesRow | undefined> {
    const [row] = await this.db
      .select()
      .from(devotionalPreferences)
      .where(eq(devotionalPreferences.calendarToken, token));
    return row;
  }

  /** The dates a reader saved a reading on, each once, oldest first. */
  async readDates(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ date: devotionalEntries.date })
      .from(devotionalEntries)
      .where(eq(devotionalEntries.userId, userId))
      .orderBy(devotionalEntries.date);
    return rows.map((row) => row.date);
  }

  /** The scriptures a reader saved on or after `since`. */
  async scripturesSince(userId: string, since: string): Promise<string[]> {
    const rows = await this.db
      .select({ scripture: devotionalEntries.scripture })
      .from(devotionalEntries)
      .where(and(eq(devotionalEntries.userId, userId), sql`${devotionalEntries.date} >= ${since}`));
    return rows.map((row) => row.scripture);
  }

  /**
   * A page of a reader's saved readings, newest first: at most `limit`, older than `before` (the last
   * reading of the previous page) when given.
   */
  async entries(
    userId: string,
    words: string | undefined,
    limit: number,
    before?: { date: string; id: number },
  ): Promise<EntryRow[]> {
    const search = words?.trim()
      ? or(
          ilike(devotionalEntries.title, likePattern(words.trim())),
          ilike(devotionalEntries.scripture, likePattern(words.trim())),
          ilike(devotionalEntries.personalNotes, likePattern(words.trim())),
          ilike(devotionalEntries.reflection, likePattern(words.trim())),
          ilike(devotionalEntries.category, likePattern(words.trim())),
        )
      : undefined;
    return this.db
      .select()
      .from(devotionalEntries)
      .where(
        and(
          eq(devotionalEntries.userId, userId),
          search,
          before &&
            or(
              lt(devotionalEntries.date, before.date),
              and(eq(devotionalEntries.date, before.date), lt(devotionalEntries.id, before.id)),
            ),
        ),
      )
      .orderBy(desc(devotionalEntries.date), desc(devotionalEntries.id))
      .limit(limit);
  }

  /**
   * Saves a day's reading with the reader's notes (the same scripture on the same date is updated), and answers
   * whether it is the reader's first saved reading of that date; `full` (nothing written) when it would be a
   * new reading beyond the reader's `max`. In one transaction that holds the reader's row, so that parallel
   * saves cannot pass the bound together.
   */
  async saveEntry(
    userId: string,
    values: Omit<typeof devotionalEntries.$inferInsert, 'userId' | 'id'>,
    max: number,
  ): Promise<{ firstOfDay: boolean; full: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [same] = await tx
        .select({ id: devotionalEntries.id })
        .from(devotionalEntries)
        .where(
          and(
            eq(devotionalEntries.userId, userId),
            eq(devotionalEntries.date, values.date),
            eq(devotionalEntries.scripture, values.scripture),
          ),
        );
      if (!same) {
        const [kept] = await tx
          .select({ count: count() })
          .from(devotionalEntries)
          .where(eq(devotionalEntries.userId, userId));
        if ((kept?.count ?? 0) >= max) return { firstOfDay: false, full: true };
      }
      const before = await tx
        .select({ id: devotionalEntries.id })
        .from(devotionalEntries)
        .where(and(eq(devotionalEntries.userId, userId), eq(devotionalEntries.date, values.date)))
        .limit(1);
      await tx
        .insert(devotionalEntries)
        .values({ ...values, userId })
        .onConflictDoUpdate({
          target: [devotionalEntries.userId, devotionalEntries.date, devotionalEntries.scripture],
          set: { ...values, updatedAt: new Date() },
        });
      return { firstOfDay: before.length === 0, full: false };
    });
  }

  /** Readers with reminders on and a confirmed, unsuppressed address; whether it is their time is decided in code. */
  async reminderReaders(): Promise<ReminderReaderRow[]> {
    const rows = await this.db
      .select({ id: users.id, username: users.username, email: users.email, prefs: devotionalPreferences })
      .from(devotionalPreferences)
      .innerJoin(users, eq(users.id, devotionalPreferences.userId))
      .leftJoin(emailSuppressions, eq(emailSuppressions.address, sql`lower(${users.email})`))
      .where(
        and(
          eq(devotionalPreferences.emailReminders, true),
          isNotNull(users.email),
          isNotNull(users.emailVerifiedAt),
          isNull(emailSuppressions.address),
        ),
      );
    return rows.filter((row): row is ReminderReaderRow => row.email !== null);
  }

  /** Takes the reader's local date for a reminder, in the transaction that queues it; false if already taken. */
  async markReminderSent(db: Database, userId: string, localDate: string): Promise<boolean> {
    const taken = await db
      .update(devotionalPreferences)
      .set({ reminderLastSent: localDate })
      .where(
        and(
          eq(devotionalPreferences.userId, userId),
          eq(devotionalPreferences.emailReminders, true),
          or(
            isNull(devotionalPreferences.reminderLastSent),
            lt(devotionalPreferences.reminderLastSent, localDate),
          ),
        ),
      )
      .returning({ id: devotionalPreferences.userId });
    return taken.length > 0;
  }
}
