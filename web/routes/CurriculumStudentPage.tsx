import { useState } from 'react';
import { Link, useParams } from '../app/routing';
import type { CourseResponse, StudentProgressResponse } from '../../core/api/curriculum';
import { ApiError } from '../api/client';
import { useLoginDialog } from '../features/auth/loginDialogContext';
import { useUser } from '../features/auth/useUser';
import { WithCourse } from '../features/curriculum/CourseState';
import { curriculumToasts } from '../features/curriculum/curriculumMessages';
import {
  useMarkProgress,
  useSaveStudent,
  useStudentProgress,
  type ProgressMark,
} from '../features/curriculum/curriculumApi';
import { ProgressBar } from '../features/curriculum/ProgressBar';
import { StudentDialog } from '../features/curriculum/StudentDialog';
import { PassageLink } from '../features/curriculum/WeekContent';
import { WeekProgress } from '../features/curriculum/WeekProgress';
import { Button } from '../ui/Button';
import { buttonClasses } from '../ui/buttonClasses';
import { Spinner } from '../ui/Spinner';
import { ErrorBox } from '../ui/ErrorBox';
import { toast } from '../ui/toast/toastStore';

const card = 'rounded-xl border border-parchment-dark bg-white p-4 shadow-sm sm:p-5';

/** Today as YYYY-MM-DD in the teacher's own time zone. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function WhatIsNext({ course, progress }: { course: CourseResponse; progress: StudentProgressResponse }) {
  const next = progress.student.progress.next;
  const week = next ? course.weeks.find((candidate) => candidate.week === next.week) : undefined;
  const lesson = week?.lessons.find((candidate) => candidate.day === next?.day);
  const verseDue = course.weeks.find(
    (candidate) =>
      candidate.week <= (next?.week ?? Infinity) &&
      !progress.weeks.find((marks) => marks.week === candidate.week)?.memoryVerseRecitedAt,
  );
  return (
    <section aria-labelledby="what-is-next" className={card}>
      <h2 id="what-is-next" className="mb-2 font-serif text-2xl font-bold text-brand-800">
        What is next
      </h2>
      {week && lesson ? (
        <div className="grid gap-2">
          <p>
            Week {week.week}, day {lesson.day}: <strong>{lesson.title}</strong>. Read{' '}
            <PassageLink reference={lesson.reading} />.
          </p>
          <Link
            to={`/curriculum/week/${week.week}`}
            className={`${buttonClasses('primary', 'sm')} justify-self-start`}
          >
            Open week {week.week}&apos;s lessons
          </Link>
        </div>
      ) : (
        <p>
          Every lesson of the course is done
          {course.weeks.length < course.plannedWeeks ? ' so far; more weeks are on their way' : ''}.
        </p>
      )}
      {verseDue ? (
        <p className="mt-3 text-sm">
          Memory verse to recite: <PassageLink reference={verseDue.memoryVerse.reference} /> (week{' '}
          {verseDue.week}).
        </p>
      ) : null}
    </section>
  );
}

function NoSuchStudent() {
  return (
    <div className="grid justify-items-start gap-3">
      <h1 className="font-serif text-3xl font-bold text-brand-800">No such student</h1>
      <p>This student is not one of yours, or has been removed.</p>
      <Link to="/curriculum" className={buttonClasses('outline')}>
        Back to the dashboard
      </Link>
    </div>
  );
}

/** A student id as the server knows them: a positive int4. */
function isStudentId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
}

function StudentProgress({ id }: { id: number }) {
  const { data: stored, isPending, error, refetch } = useStudentProgress(id, true);
  const mark = useMarkProgress(id, stored);
  const data = mark.shown;
  const save = useSaveStudent();
  const [editing, setEditing] = useState(false);
  const [date, setDate] = useState(today);

  if (isPending) return <Spinner label="Loading progress…" />;
  if (error instanceof ApiError && error.status === 404) return <NoSuchStudent />;
  if (error || !data)
    return <ErrorBox message="The progress could not be loaded." onRetry={() => void refetch()} />;

  const { student } = data;
  const onMark = (change: ProgressMark) =>
    mark.mark(change.done ? { ...change, date } : change, (failure) =>
      toast(curriculumToasts.failed(failure)),
    );
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">{student.name}</h1>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">{student.gradeLevel} grade</span>
      </div>
      <section aria-labelledby="overall" className={card}>
        <h2 id="overall" className="mb-2 font-serif text-2xl font-bold text-brand-800">
          Progress
        </h2>
        <ProgressBar
          done={student.progress.lessonsDone}
          total={student.progress.lessonsTotal}
          label={`${student.name}'s lessons done`}
        />
        <p className="mt-1 text-sm">
          {student.progress.versesRecited} of {data.weeks.length} memory verses recited.
        </p>
      </section>
      <WithCourse>{(course) => <WhatIsNext course={course} progress={data} />}</WithCourse>
      <section aria-labelledby="teacher-notes" className={card}>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 id="teacher-notes" className="font-serif text-2xl font-bold text-brand-800">
            Teacher&apos;s notes
          </h2>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit student
          </Button>
        </div>
        <p className="whitespace-pre-line">{student.notes || 'No notes yet.'}</p>
      </section>
      <section aria-labelledby="weeks" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="weeks" className="font-serif text-2xl font-bold text-brand-800">
            Lessons and memory verses
          </h2>
          <label className="flex items-center gap-2 text-sm font-medium">
            Date done
            <input
              type="date"
              value={date}
              max={today()}
              onChange={(event) => setDate(event.target.value || today())}
              className="min-h-10 rounded-md border border-gray-400 bg-white px-2"
            />
          </label>
        </div>
        <WithCourse>
          {(course) => (
            <ol className="grid gap-4">
              {course.weeks.map((week) => (
                <WeekProgress
                  key={week.week}
                  week={week}
                  marks={data.weeks.find((marks) => marks.week === week.week)}
                  busy={mark.isPending}
                  onMark={onMark}
                />
              ))}
            </ol>
          )}
        </WithCourse>
      </section>
      <StudentDialog
        open={editing}
        onOpenChange={setEditing}
        student={student}
        busy={save.isPending}
        onSubmit={(values) =>
          save.mutate(
            { id: student.id, body: values },
            {
              onSuccess: (saved) => {
                toast(curriculumToasts.updated(saved.name));
                setEditing(false);
                void refetch();
              },
              onError: (failure) => toast(curriculumToasts.failed(failure)),
            },
          )
        }
      />
    </>
  );
}

/** /curriculum/student/{id}: one student's progress through the course, notes and what is next (issue 21). */
export default function CurriculumStudentPage() {
  const id = Number(useParams().id);
  const { data: user, isPending } = useUser();
  const { openLogin } = useLoginDialog();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/curriculum" className="text-brand-700 underline underline-offset-2">
          Curriculum Dashboard
        </Link>
      </nav>
      {isPending ? (
        <Spinner label="Checking your session…" />
      ) : user ? (
        isStudentId(id) ? (
          <StudentProgress id={id} />
        ) : (
          <NoSuchStudent />
        )
      ) : (
        <div className={card}>
          <h1 className="mb-3 font-serif text-2xl font-bold text-brand-800">Student progress</h1>
          <p className="mb-4">Sign in to see your students&apos; progress.</p>
          <Button onClick={() => openLogin('login')}>Login</Button>
        </div>
      )}
    </div>
  );
}
