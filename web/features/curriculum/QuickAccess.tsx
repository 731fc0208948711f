import { BookOpen, CalendarDays, Printer } from 'lucide-react';
import { Link } from '../../app/routing';
import { COURSE_WEEKS, LESSONS_PER_WEEK } from '../../../core/curriculum/course';

const TILES = [
  {
    to: '/curriculum/overview',
    title: 'View Curriculum',
    detail: `${COURSE_WEEKS} weeks`,
    Icon: BookOpen,
  },
  {
    to: '/curriculum/week/1',
    title: 'Lesson Plans',
    detail: `${LESSONS_PER_WEEK} lessons a week`,
    Icon: CalendarDays,
  },
  {
    to: '/curriculum/print',
    title: 'Export Materials',
    detail: 'Print or save as PDF',
    Icon: Printer,
  },
];

/** The dashboard's Quick Access tiles: the overview, a week's lessons, and the printable course. */
export function QuickAccess() {
  return (
    <section aria-labelledby="quick-access">
      <h2 id="quick-access" className="mb-3 font-serif text-2xl font-bold text-brand-800">
        Quick Access
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {TILES.map(({ to, title, detail, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-xl border border-parchment-dark bg-white p-4 shadow-sm hover:border-brand-600 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
              <span>
                <span className="block font-semibold text-brand-800">{title}</span>
                <span className="block text-sm text-muted">{detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
