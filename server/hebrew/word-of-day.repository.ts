import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailSuppressions, users } from '../db/schema/index';

/** A reader who opted in to the word of the day, with a confirmed address that is not suppressed. */
export interface WordOfDayReaderRow {
  id: string;
  username: string;
  email: string;
  wordOfDayTime: string;
  timeZone: string;
  wordOfDayLastSent: string | null;
}

/** The SQL of the word of the day: who opted in, and marking a reader's day as sent. */
export class WordOfDayRepository {
  constructor(private readonly db: Database) {}

  /**
   * Readers who opted in, with a confirmed address that did not unsubscribe (a suppressed address gets
   * nothing, not even a log row). Whether their time has come is decided in code (their time zones).
   */
  async optedIn(): Promise<WordOfDayReaderRow[]> {
    const rows = await this.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        wordOfDayTime: users.wordOfDayTime,
        timeZone: users.timeZone,
        wordOfDayLastSent: users.wordOfDayLastSent,
      })
      .from(users)
      .leftJoin(emailSuppressions, eq(emailSuppressions.address, sql`lower(${users.email})`))
      .where(
        and(
          eq(users.wordOfDayEnabled, true),
          isNotNull(users.email),
          isNotNull(users.emailVerifiedAt),
          isNull(emailSuppressions.address),
        ),
      );
    return rows.filter((row): row is WordOfDayReaderRow => row.email !== null);
  }

  /**
   * Marks `localDate` as sent for the reader, on `db` (the transaction that also queues the mail), only while
   * they are still opted in at the same address and have not had that day's word: answers whether this call
   * took the day (a second instance or run answers false, and sends nothing).
   */
  async markSent(db: Database, reader: WordOfDayReaderRow, localDate: string): Promise<boolean> {
    const taken = await db
      .update(users)
      .set({ wordOfDayLastSent: localDate })
      .where(
        and(
          eq(users.id, reader.id),
          eq(users.wordOfDayEnabled, true),
          eq(users.email, reader.email),
          or(isNull(users.wordOfDayLastSent), lt(users.wordOfDayLastSent, localDate)),
        ),
      )
      .returning({ id: users.id });
    return taken.length > 0;
  }
}
