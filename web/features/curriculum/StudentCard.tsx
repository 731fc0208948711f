import { Link } from '../../app/routing';
import type { Student } from '../../../core/api/curriculum';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { ProgressBar } from './ProgressBar';

interface StudentCardProps {
  student: Student;
  onEdit: (student: Student) => void;
  onRemove: (student: Student) => void;
}

/** One student on the dashboard: grade, notes, progress, what is next, and the edit and remove buttons. */
export function StudentCard({ student, onEdit, onRemove }: StudentCardProps) {
  const { lessonsDone, lessonsTotal, versesRecited, next } = student.progress;
  const headingId = `student-${student.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-parchment-dark bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-serif text-xl font-bold text-brand-800">
          {student.name}
        </h3>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-800">
          {student.gradeLevel} grade
        </span>
      </div>
      {student.notes ? <p className="text-sm whitespace-pre-line text-muted">{student.notes}</p> : null}
      <ProgressBar done={lessonsDone} total={lessonsTotal} label={`${student.name}'s lessons done`} />
      <p className="text-sm">
        {versesRecited} memory {versesRecited === 1 ? 'verse' : 'verses'} recited.{' '}
        {next ? (
          <>
            Next: week {next.week}, day {next.day}, “{next.title}”.
          </>
        ) : (
          'Every lesson is done.'
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={`/curriculum/student/${student.id}`} className={buttonClasses('primary', 'sm')}>
          View progress<span className="sr-only"> of {student.name}</span>
        </Link>
        <Button size="sm" variant="outline" onClick={() => onEdit(student)}>
          Edit<span className="sr-only"> {student.name}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onRemove(student)}>
          Remove<span className="sr-only"> {student.name}</span>
        </Button>
      </div>
    </li>
  );
}
