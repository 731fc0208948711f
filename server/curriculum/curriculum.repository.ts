import { and, asc, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { StudentValues } from '../../core/curriculum/students';
import type { Database } from '../db/database';
import {
  curriculumLessonProgress,
  curriculumMemoryVerses,
  curriculumStudents,
  users,
} from '../db/schema/index';

export type StudentRow = typeof curriculumStudents.$inferSelect;
export type LessonDoneRow = typeof curriculumLessonProgress.$inferSelect;
export type VerseRecitedRow = typeof curriculumMemoryVerses.$inferSelect;

/** A student's lessons done and verses recited. */
export interface ProgressRows {
  lessons: LessonDoneRow[];
  verses: VerseRecitedRow[];
}

/** A teacher's students and their progress; every query is keyed by the teacher's id (decision 171). */
export class CurriculumRepository {
  constructor(private readonly db: Database) {}

  listActive(userId: string): Promise<StudentRow[]> {
    return this.db
      .select()
      .from(curriculumStudents)
      .where(and(eq(curriculumStudents.userId, userId), eq(curriculumStudents.isActive, true)))
      .orderBy(asc(curriculumStudents.createdAt), asc(curriculumStudents.id));
  }

  /** An active student of this teacher, or nothing (another teacher's student is nothing too). */
  async findActive(userId: string, id: number): Promise<StudentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(curriculumStudents)
      .where(
        and(
          eq(curriculumStudents.id, id),
          eq(curriculumStudents.userId, userId),
          eq(curriculumStudents.isActive, true),
        ),
      );
    return row;
  }

  /**
   * Adds a student unless the teacher already has `limit` active ones. The teacher's user row is locked
   * first, so two adds at once are counted one after the other and cannot both pass the limit.
   */
  insertWithinLimit(userId: string, values: StudentValues, limit: number): Promise<StudentRow | 'limit'> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [active] = await tx
        .select({ n: count() })
        .from(curriculumStudents)
        .where(and(eq(curriculumStudents.userId, userId), eq(curriculumStudents.isActive, true)));
      if ((active?.n ?? 0) >= limit) return 'limit';
      const [row] = await tx
        .insert(curriculumStudents)
        .values({ userId, ...values })
        .returning();
      return row!;
    });
  }

  async update(userId: string, id: number, values: Partial<StudentValues>): Promise<StudentRow | undefined> {
    const [row] = await this.db
      .update(curriculumStudents)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(curriculumStudents.id, id),
          eq(curriculumStudents.userId, userId),
          eq(curriculumStudents.isActive, true),
        ),
      )
      .returning();
    return row;
  }

  /**
   * Marks the student inactive: their progress is kept, their place is freed. Of the teacher's removed
   * students only the `keepRemoved` most recently removed are kept; older ones go with their progress.
   */
  async deactivate(userId: string, id: number, keepRemoved: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(curriculumStudents)
        .set({ isActive: false, updatedAt: new Date() })
        .where(
          and(
            eq(curriculumStudents.id, id),
            eq(curriculumStudents.userId, userId),
            eq(curriculumStudents.isActive, true),
          ),
        )
        .returning({ id: curriculumStudents.id });
      if (!rows.length) return false;
      const removed = and(eq(curriculumStudents.userId, userId), eq(curriculumStudents.isActive, false));
      const kept = tx
        .select({ id: curriculumStudents.id })
        .from(curriculumStudents)
        .where(removed)
        .orderBy(desc(curriculumStudents.updatedAt), desc(curriculumStudents.id))
        .limit(keepRemoved);
      await tx.delete(curriculumStudents).where(and(removed, notInArray(curriculumStudents.id, kept)));
      return true;
    });
  }

  /** Lessons done and verses recited of the given students (already checked to be the teacher's). */
  async progressOf(studentIds: number[]): Promise<ProgressRows> {
    if (!studentIds.length) return { lessons: [], verses: [] };
    const [lessons, verses] = await Promise.all([
      this.db
        .select()
        .from(curriculumLessonProgress)
        .where(inArray(curriculumLessonProgress.studentId, studentIds)),
      this.db
        .select()
        .from(curriculumMemoryVerses)
        .where(inArray(curriculumMemoryVerses.studentId, studentIds)),
    ]);
    return { lessons, verses };
  }

  async markLesson(studentId: number, week: number, day: number, doneAt: Date): Promise<void> {
    await this.db
      .insert(curriculumLessonProgress)
      .values({ studentId, week, day, doneAt })
      .onConflictDoUpdate({
        target: [
          curriculumLessonProgress.studentId,
          curriculumLessonProgress.week,
          curriculumLessonProgress.day,
        ],
        set: { doneAt },
      });
  }

  async unmarkLesson(studentId: number, week: number, day: number): Promise<void> {
    await this.db
      .delete(curriculumLessonProgress)
      .where(
        and(
          eq(curriculumLessonProgress.studentId, studentId),
          eq(curriculumLessonProgress.week, week),
          eq(curriculumLessonProgress.day, day),
        ),
      );
  }

  async markVerse(studentId: number, week: number, recitedAt: Date): Promise<void> {
    await this.db
      .insert(curriculumMemoryVerses)
      .values({ studentId, week, recitedAt })
      .onConflictDoUpdate({
        target: [curriculumMemoryVerses.studentId, curriculumMemoryVerses.week],
        set: { recitedAt },
      });
  }

  async unmarkVerse(studentId: number, week: number): Promise<void> {
    await this.db
      .delete(curriculumMemoryVerses)
      .where(and(eq(curriculumMemoryVerses.studentId, studentId), eq(curriculumMemoryVerses.week, week)));
  }
}
