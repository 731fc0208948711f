import { and, asc, count, eq } from 'drizzle-orm';
import type { ReaderEventValues } from '../../core/timeline/reader-events';
import type { Database } from '../db/database';
import { timelineReaderEvents, users } from '../db/schema/index';

export type ReaderEventRow = typeof timelineReaderEvents.$inferSelect;

/** A reader's own timeline events; every query is keyed by the owner's id (decision 161). */
export class ReaderEventsRepository {
  constructor(private readonly db: Database) {}

  /** The reader's events, at most `limit` (the per-reader cap, so a list never outgrows it). */
  list(userId: string, limit: number): Promise<ReaderEventRow[]> {
    return this.db
      .select()
      .from(timelineReaderEvents)
      .where(eq(timelineReaderEvents.userId, userId))
      .orderBy(asc(timelineReaderEvents.year), asc(timelineReaderEvents.id))
      .limit(limit);
  }

  /**
   * Adds an event unless the reader already keeps `limit`. The reader's user row is locked first, so two adds
   * at once are counted one after the other and cannot both pass the limit.
   */
  insertWithinLimit(
    userId: string,
    values: ReaderEventValues,
    limit: number,
  ): Promise<ReaderEventRow | 'limit'> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [kept] = await tx
        .select({ n: count() })
        .from(timelineReaderEvents)
        .where(eq(timelineReaderEvents.userId, userId));
      if ((kept?.n ?? 0) >= limit) return 'limit';
      const [row] = await tx
        .insert(timelineReaderEvents)
        .values({ userId, ...values })
        .returning();
      return row!;
    });
  }

  async update(userId: string, id: number, values: ReaderEventValues): Promise<ReaderEventRow | undefined> {
    const [row] = await this.db
      .update(timelineReaderEvents)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(timelineReaderEvents.id, id), eq(timelineReaderEvents.userId, userId)))
      .returning();
    return row;
  }

  async remove(userId: string, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(timelineReaderEvents)
      .where(and(eq(timelineReaderEvents.id, id), eq(timelineReaderEvents.userId, userId)))
      .returning({ id: timelineReaderEvents.id });
    return rows.length > 0;
  }
}
