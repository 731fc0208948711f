import { Printer } from 'lucide-react';
import { Link, useSearchParams } from '../app/routing';
import { COURSE_WEEKS } from '../../core/curriculum/course';
import { WithCourse } from '../features/curriculum/CourseState';
import { WeekContent } from '../features/curriculum/WeekContent';
import { Button } from '../ui/Button';

const choice = 'rounded-md px-3 py-1.5 text-sm font-medium';

/**
 * /curriculum/print: a printable document of one week (`?week=n`) or the whole course, paginated by the print
 * stylesheet (each lesson on its own page) and saved as PDF through the browser's print dialog (decision 172).
 */
export default function CurriculumPrintPage() {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('week'));
  return (
    <div className="curriculum-print mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <div className="no-print grid grid-cols-[minmax(0,1fr)] gap-4 rounded-xl border border-parchment-dark bg-white p-4 shadow-sm">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to="/curriculum" className="text-brand-700 underline underline-offset-2">
            Curriculum Dashboard
          </Link>
        </nav>
        <h1 className="font-serif text-2xl font-bold text-brand-800">Export Materials</h1>
        <p className="text-sm text-muted">
          Choose a week or the whole course, then print it or save it as a PDF from the print dialog. Each
          lesson starts on a new page.
        </p>
        <WithCourse>
          {(course) => (
            <div className="flex flex-wrap items-center gap-2">
              <label className="flex max-w-full min-w-0 flex-wrap items-center gap-2 text-sm font-medium">
                What to print
                <select
                  value={chosen || 'all'}
                  onChange={(event) =>
                    setParams(event.target.value === 'all' ? {} : { week: event.target.value }, {
                      replace: true,
                    })
                  }
                  // A week's long theme would widen the list past a phone's screen (decision 261).
                  className={`${choice} min-h-10 max-w-full min-w-0 border border-gray-400 bg-white`}
                >
                  <option value="all">The whole course ({course.weeks.length} weeks)</option>
                  {course.weeks.map((week) => (
                    <option key={week.week} value={week.week}>
                      Week {week.week}: {week.theme}
                    </option>
                  ))}
                </select>
              </label>
              <Button onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                Print or save as PDF
              </Button>
            </div>
          )}
        </WithCourse>
      </div>
      <WithCourse>
        {(course) => {
          const weeks = chosen ? course.weeks.filter((week) => week.week === chosen) : course.weeks;
          if (!weeks.length) return <p role="alert">The course has no week {chosen}.</p>;
          return (
            <div className="grid gap-8">
              <p className="print-title font-serif text-xl font-bold text-brand-800">
                {chosen
                  ? `Bible course, week ${chosen} of ${COURSE_WEEKS}`
                  : `Bible course: ${COURSE_WEEKS} weeks`}
              </p>
              {weeks.map((week) => (
                <WeekContent key={week.week} week={week} level={2} />
              ))}
            </div>
          );
        }}
      </WithCourse>
    </div>
  );
}
