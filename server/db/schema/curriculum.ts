import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { GRADE_LEVELS } from '../../../core/curriculum/course';
import { users } from './accounts';

/**
 * A teacher's (or parent's) students of the homeschool course (issue 21). Removing a student marks them
 * inactive, so their progress is kept; at most 10 are active per teacher. They go with the teacher's account.
 */
export const curriculumStudents = pgTable(
  'curriculum_students',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gradeLevel: text('grade_level', { enum: GRADE_LEVELS }).notNull(),
    notes: text('notes').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('curriculum_students_user_idx').on(table.userId, table.isActive)],
);

/** A lesson (week and day of the course) a student has done, and when. */
export const curriculumLessonProgress = pgTable(
  'curriculum_lesson_progress',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => curriculumStudents.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    day: integer('day').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.week, table.day] })],
);

/** A week's memory verse a student has recited, and when. */
export const curriculumMemoryVerses = pgTable(
  'curriculum_memory_verses',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => curriculumStudents.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    recitedAt: timestamp('recited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.week] })],
);
