import { Link } from '../../app/routing';
import type { CourseWeekAnswer, StudentProgressResponse } from '../../../core/api/curriculum';
import type { ProgressMark } from './curriculumApi';

type WeekMarks = StudentProgressResponse['weeks'][number];

/** "Sep 1, 2026": a mark's day as the teacher reads it. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

interface WeekProgressProps {
  week: CourseWeekAnswer;
  marks: WeekMarks | undefined;
  busy: boolean;
  onMark: (mark: ProgressMark) => void;
}

/** One week on a student's page: each lesson and the memory verse, ticked with the day they were done. */
export function WeekProgress({ week, marks, busy, onMark }: WeekProgressProps) {
  const done = week.lessons.filter((lesson) =>
    marks?.lessons.some((mark) => mark.day === lesson.day && mark.doneAt),
  ).length;
  return (
    <li
      aria-labelledby={`progress-week-${week.week}`}
      className="grid gap-3 rounded-xl border border-parchment-dark bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`progress-week-${week.week}`} className="font-serif text-xl font-bold text-brand-800">
          Week {week.week}: {week.theme}
        </h3>
        <span className="text-sm text-muted">
          {done} of {week.lessons.length} lessons
        </span>
      </div>
      <ul className="grid gap-2">
        {week.lessons.map((lesson) => {
          const doneAt = marks?.lessons.find((mark) => mark.day === lesson.day)?.doneAt ?? null;
          return (
            <li key={lesson.day} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <label className="flex min-h-10 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={!!doneAt}
                  disabled={busy}
                  onChange={(event) =>
                    onMark({ kind: 'lesson', week: week.week, day: lesson.day, done: event.target.checked })
                  }
                />
                <span>
                  Day {lesson.day}: {lesson.title}
                </span>
              </label>
              {doneAt ? <span className="text-sm text-success-700">Done {formatDay(doneAt)}</span> : null}
            </li>
          );
        })}
        <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-parchment-dark pt-2">
          <label className="flex min-h-10 items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={!!marks?.memoryVerseRecitedAt}
              disabled={busy}
              onChange={(event) => onMark({ kind: 'verse', week: week.week, done: event.target.checked })}
            />
            <span>Memory verse recited ({week.memoryVerse.reference})</span>
          </label>
          {marks?.memoryVerseRecitedAt ? (
            <span className="text-sm text-success-700">Recited {formatDay(marks.memoryVerseRecitedAt)}</span>
          ) : null}
        </li>
      </ul>
      <Link
        to={`/curriculum/week/${week.week}`}
        className="text-sm text-brand-700 underline underline-offset-2"
      >
        Lesson plans of week {week.week}
      </Link>
    </li>
  );
}
