import { and, asc, count, eq } from 'drizzle-orm';
import type { ReaderEventValues } from '../../core/timeline/reader-events';
import type { Database } from '../db/database';
import { timelineReaderEvents } from '../db/schema/index';

export type ReaderEventRow = typeof timelineReaderEvents.$inferSelect;

/** A reader's own timeline events; every query is keyed by the owner's id (decision 161). */
export class ReaderEventsRepository {
  constructor(private readonly db: Database) {}

  list(userId: string): Promise<ReaderEventRow[]> {
    return this.db
      .select()
      .from(timelineReaderEvents)
      .where(eq(timelineReaderEvents.userId, userId))
      .orderBy(asc(timelineReaderEvents.year), asc(timelineReaderEvents.id));
  }

  async countOf(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(timelineReaderEvents)
      .where(eq(timelineReaderEvents.userId, userId));
    return row?.n ?? 0;
  }

  async insert(userId: string, values: ReaderEventValues): Promise<ReaderEventRow> {
    const [row] = await this.db
      .insert(timelineReaderEvents)
      .values({ userId, ...values })
      .returning();
    return row!;
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
