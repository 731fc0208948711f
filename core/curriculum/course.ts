/**
 * The shape of the homeschool Bible course (issue 21): 18 weeks for grades 5 to 8, each with five daily lessons.
 * The course itself is content, in content/curriculum/; its tests prove every reference reads and exists.
 */

export const GRADE_LEVELS = ['5th', '6th', '7th', '8th'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

export const COURSE_WEEKS = 18;
export const LESSONS_PER_WEEK = 5;

/** Work that differs by age: what a younger (5th-6th) and an older (7th-8th) student does instead. */
export interface GradeNotes {
  younger: string;
  older: string;
}

/** A word worth studying in the original language, linked to its concordance entry. */
export interface KeyWord {
  /** The English word as the KJV renders it. */
  english: string;
  /** Strong's number, e.g. "H1285" or "G26". */
  strongs: string;
  /** One sentence: what the word means and why it matters this week. */
  note: string;
}

export interface Lesson {
  /** 1-5: the day of the week's lessons. */
  day: number;
  title: string;
  /** The passage read that day: one reference our parser reads ("Genesis 12:1-9"). */
  reading: string;
  /** A short teaching in our own words (2-4 paragraphs separated by blank lines). */
  teaching: string;
  /** 3-5 questions to discuss. */
  questions: string[];
  /** Something to do: write, draw, map, act, memorise. */
  activity: string;
  gradeNotes?: GradeNotes;
}

export interface CourseWeek {
  /** 1-18. */
  week: number;
  theme: string;
  /** One or two sentences: what the student should take away. */
  summary: string;
  /** The week's passages (references our parser reads); each opens in the reader. */
  passages: string[];
  memoryVerse: { reference: string; text: string };
  keyWords: KeyWord[];
  lessons: Lesson[];
}
