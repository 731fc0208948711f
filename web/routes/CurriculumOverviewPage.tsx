import { Link } from '../app/routing';
import { COURSE_WEEKS } from '../../core/curriculum/course';
import { WithCourse } from '../features/curriculum/CourseState';
import { WeekSummary } from '../features/curriculum/WeekContent';
import { buttonClasses } from '../ui/buttonClasses';

/** /curriculum/overview: every week of the course at a glance (issue 21). */
export default function CurriculumOverviewPage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/curriculum" className="text-brand-700 underline underline-offset-2">
          Curriculum Dashboard
        </Link>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">The Course</h1>
          <p className="mt-2 text-lg text-muted">
            {COURSE_WEEKS} weeks for grades 5 to 8, five lessons a week.
          </p>
        </div>
        <Link to="/curriculum/print" className={buttonClasses('outline')}>
          Export Materials
        </Link>
      </div>
      <WithCourse>
        {(course) => (
          <>
            {course.weeks.length < course.plannedWeeks ? (
              <p role="status" className="rounded-md bg-brand-50 p-3 text-sm">
                {course.weeks.length} of {course.plannedWeeks} weeks are ready; the others are being written.
              </p>
            ) : null}
            <ol className="grid gap-5">
              {course.weeks.map((week) => (
                <li
                  key={week.week}
                  aria-labelledby={`overview-week-${week.week}`}
                  className="grid gap-3 rounded-xl border border-parchment-dark bg-white p-5 shadow-sm"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2
                      id={`overview-week-${week.week}`}
                      className="font-serif text-2xl font-bold text-brand-800"
                    >
                      Week {week.week}: {week.theme}
                    </h2>
                    <Link to={`/curriculum/week/${week.week}`} className={buttonClasses('primary', 'sm')}>
                      Lesson plans<span className="sr-only"> of week {week.week}</span>
                    </Link>
                  </div>
                  <p className="text-muted">{week.summary}</p>
                  <WeekSummary week={week} level={2} />
                </li>
              ))}
            </ol>
          </>
        )}
      </WithCourse>
    </div>
  );
}
