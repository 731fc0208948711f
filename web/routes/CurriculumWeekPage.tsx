import { Link, useParams } from '../app/routing';
import { WithCourse } from '../features/curriculum/CourseState';
import { WeekContent } from '../features/curriculum/WeekContent';
import { WeekTimelineLinks } from '../features/curriculum/WeekTimelineLinks';
import { buttonClasses } from '../ui/buttonClasses';

/** /curriculum/week/{n}: a week's lesson plans, five lessons, with a way to print them (issue 21). */
export default function CurriculumWeekPage() {
  const number = Number(useParams().week);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <nav aria-label="Breadcrumb" className="flex flex-wrap gap-x-2 text-sm">
        <Link to="/curriculum" className="text-brand-700 underline underline-offset-2">
          Curriculum Dashboard
        </Link>
        <span aria-hidden="true">›</span>
        <Link to="/curriculum/overview" className="text-brand-700 underline underline-offset-2">
          The Course
        </Link>
      </nav>
      <WithCourse>
        {(course) => {
          const week = course.weeks.find((candidate) => candidate.week === number);
          if (!week)
            return (
              <div className="grid justify-items-start gap-3">
                <h1 className="font-serif text-3xl font-bold text-brand-800">No such week</h1>
                <p>
                  The course has weeks 1 to {course.weeks.length}
                  {course.weeks.length < course.plannedWeeks ? ' so far' : ''}.
                </p>
                <Link to="/curriculum/overview" className={buttonClasses('outline')}>
                  See every week
                </Link>
              </div>
            );
          const previous = course.weeks.find((candidate) => candidate.week === number - 1);
          const next = course.weeks.find((candidate) => candidate.week === number + 1);
          return (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted">Lesson Plans</p>
                <Link to={`/curriculum/print?week=${week.week}`} className={buttonClasses('outline', 'sm')}>
                  Printable week
                </Link>
              </div>
              <WeekTimelineLinks week={week} />
              <WeekContent week={week} level={1} />
              <nav aria-label="Weeks" className="flex flex-wrap justify-between gap-2">
                {previous ? (
                  <Link to={`/curriculum/week/${previous.week}`} className={buttonClasses('outline')}>
                    ‹ Week {previous.week}
                  </Link>
                ) : (
                  <span />
                )}
                {next ? (
                  <Link to={`/curriculum/week/${next.week}`} className={buttonClasses('outline')}>
                    Week {next.week} ›
                  </Link>
                ) : null}
              </nav>
            </>
          );
        }}
      </WithCourse>
    </div>
  );
}
