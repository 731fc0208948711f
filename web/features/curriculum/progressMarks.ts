import type { StudentProgressResponse } from '../../../core/api/curriculum';

/** A lesson done or a memory verse recited (or the mark taken back), on the day given or today. */
export type ProgressMark =
  | { kind: 'lesson'; week: number; day: number; done: boolean; date?: string }
  | { kind: 'verse'; week: number; done: boolean; date?: string };

/** The progress as it will be once the mark is saved (the day at noon UTC, as the server keeps it). */
export function withMark(progress: StudentProgressResponse, mark: ProgressMark): StudentProgressResponse {
  const at = mark.done ? (mark.date ? `${mark.date}T12:00:00.000Z` : new Date().toISOString()) : null;
  return {
    ...progress,
    weeks: progress.weeks.map((week) => {
      if (week.week !== mark.week) return week;
      if (mark.kind === 'verse') return { ...week, memoryVerseRecitedAt: at };
      return {
        ...week,
        lessons: week.lessons.map((lesson) => (lesson.day === mark.day ? { ...lesson, doneAt: at } : lesson)),
      };
    }),
  };
}

/** Whether two marks are of the same lesson or the same memory verse. */
export function sameMark(a: ProgressMark, b: ProgressMark): boolean {
  return (
    a.kind === b.kind && a.week === b.week && (a.kind === 'verse' || (b.kind === 'lesson' && a.day === b.day))
  );
}
