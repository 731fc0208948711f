import { z } from 'zod';
import { GRADE_LEVELS } from '../curriculum/course';

/** Answers of the curriculum calls (issue 21): the course, a teacher's students and their progress. */

export const gradeLevelSchema = z.enum(GRADE_LEVELS);

const lessonSchema = z.object({
  day: z.number().int(),
  title: z.string(),
  reading: z.string().describe('The passage read that day, a reference the reader opens'),
  teaching: z.string().describe('Paragraphs separated by blank lines'),
  questions: z.array(z.string()),
  activity: z.string(),
  gradeNotes: z.object({ younger: z.string(), older: z.string() }).optional(),
});

export const courseWeekSchema = z
  .object({
    week: z.number().int(),
    theme: z.string(),
    summary: z.string(),
    passages: z.array(z.string()),
    memoryVerse: z.object({ reference: z.string(), text: z.string() }),
    keyWords: z.array(z.object({ english: z.string(), strongs: z.string(), note: z.string() })),
    lessons: z.array(lessonSchema),
  })
  .describe('One week of the course: theme, passages, memory verse, key words and five lessons');
export type CourseWeekAnswer = z.infer<typeof courseWeekSchema>;
export type LessonAnswer = z.infer<typeof lessonSchema>;

export const courseResponse = z
  .object({
    weeks: z.array(courseWeekSchema),
    plannedWeeks: z.number().int().describe('How many weeks the finished course has (18)'),
  })
  .describe('GET /api/curriculum/course: the homeschool course, week 1 first');
export type CourseResponse = z.infer<typeof courseResponse>;

const nextLessonSchema = z
  .object({ week: z.number().int(), day: z.number().int(), title: z.string() })
  .describe('The first lesson not done yet, in course order');

export const studentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    gradeLevel: gradeLevelSchema,
    notes: z.string(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    progress: z.object({
      lessonsDone: z.number().int(),
      lessonsTotal: z.number().int(),
      versesRecited: z.number().int(),
      next: nextLessonSchema.nullable(),
    }),
  })
  .describe("One of the signed-in teacher's students, with a summary of their progress");
export type Student = z.infer<typeof studentSchema>;

export const studentsResponse = z
  .object({
    students: z.array(studentSchema),
    limit: z.number().int().describe('The most active students one teacher may have (10)'),
  })
  .describe("GET /api/curriculum/students: the signed-in teacher's active students, oldest first");
export type StudentsResponse = z.infer<typeof studentsResponse>;

/** The body of a new student; the rules (core/curriculum/students.ts) name the field. */
export const studentBody = z.object({
  name: z.string().max(10_000).optional(),
  gradeLevel: z.string().max(100).optional(),
  notes: z.string().max(100_000).nullable().optional(),
});
export type StudentBody = z.infer<typeof studentBody>;

export const studentProgressResponse = z
  .object({
    student: studentSchema,
    weeks: z.array(
      z.object({
        week: z.number().int(),
        lessons: z.array(
          z.object({ day: z.number().int(), doneAt: z.string().nullable().describe('When it was done') }),
        ),
        memoryVerseRecitedAt: z.string().nullable(),
      }),
    ),
  })
  .describe("GET /api/curriculum/students/{id}/progress: a student's lessons done and memory verses recited");
export type StudentProgressResponse = z.infer<typeof studentProgressResponse>;

/** Marking a lesson done or a verse recited: optionally on an earlier day than today. */
export const progressMarkBody = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a day written YYYY-MM-DD' })
      .optional(),
  })
  .nullish()
  .describe('Optional: the day it was done (YYYY-MM-DD); today without a body');
export type ProgressMarkBody = z.infer<typeof progressMarkBody>;
