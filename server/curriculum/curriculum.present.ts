import { COURSE } from '../../content/curriculum/index';
import type { Student } from '../../core/api/curriculum';
import type { ProgressRows, StudentRow } from './curriculum.repository';

const lessonsTotal = COURSE.reduce((sum, week) => sum + week.lessons.length, 0);

/** The first lesson of the course, in order, that `done` does not hold. */
function nextLesson(done: ReadonlySet<string>): Student['progress']['next'] {
  for (const week of COURSE)
    for (const lesson of week.lessons)
      if (!done.has(`${week.week}/${lesson.day}`))
        return { week: week.week, day: lesson.day, title: lesson.title };
  return null;
}

/** A student row and their progress rows as the API answers them. */
export function presentStudent(row: StudentRow, progress: ProgressRows): Student {
  const lessons = progress.lessons.filter((lesson) => lesson.studentId === row.id);
  const done = new Set(lessons.map((lesson) => `${lesson.week}/${lesson.day}`));
  return {
    id: row.id,
    name: row.name,
    gradeLevel: row.gradeLevel,
    notes: row.notes,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    progress: {
      lessonsDone: COURSE.reduce(
        (sum, week) => sum + week.lessons.filter((lesson) => done.has(`${week.week}/${lesson.day}`)).length,
        0,
      ),
      lessonsTotal,
      versesRecited: progress.verses.filter(
        (verse) => verse.studentId === row.id && COURSE.some((week) => week.week === verse.week),
      ).length,
      next: nextLesson(done),
    },
  };
}
