import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { Student } from '../../core/api/curriculum';
import { COURSE_WEEKS } from '../../core/curriculum/course';
import { STUDENT_LIMIT_WARNING } from '../../core/curriculum/students';
import { useLoginDialog } from '../features/auth/loginDialogContext';
import { usePageUser } from '../features/auth/usePageUser';
import { curriculumToasts } from '../features/curriculum/curriculumMessages';
import { useRemoveStudent, useSaveStudent, useStudents } from '../features/curriculum/curriculumApi';
import { QuickAccess } from '../features/curriculum/QuickAccess';
import { RemoveStudentDialog } from '../features/curriculum/RemoveStudentDialog';
import { StudentCard } from '../features/curriculum/StudentCard';
import { StudentDialog, type StudentFormValues } from '../features/curriculum/StudentDialog';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { ErrorBox } from '../ui/ErrorBox';
import { toast } from '../ui/toast/toastStore';

function SignInPrompt() {
  const { openLogin } = useLoginDialog();
  return (
    <div className="rounded-xl border border-parchment-dark bg-white p-6 shadow-sm">
      <p className="mb-4">Sign in to add your students and keep track of their lessons and memory verses.</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => openLogin('login')}>Login</Button>
        <Button variant="outline" onClick={() => openLogin('signup')}>
          Create an account
        </Button>
      </div>
    </div>
  );
}

function Students() {
  const { data, isPending, isError, refetch } = useStudents(true);
  const save = useSaveStudent();
  const remove = useRemoveStudent();
  const [dialog, setDialog] = useState<{ open: boolean; student?: Student }>({ open: false });
  const [removing, setRemoving] = useState<Student>();

  if (isPending) return <Spinner label="Loading your students…" />;
  if (isError)
    return <ErrorBox message="Your students could not be loaded." onRetry={() => void refetch()} />;

  const atLimit = data.students.length >= data.limit;
  const submit = (values: StudentFormValues) => {
    const id = dialog.student?.id;
    save.mutate(
      { id, body: values },
      {
        onSuccess: (student) => {
          toast(
            id === undefined ? curriculumToasts.added(student.name) : curriculumToasts.updated(student.name),
          );
          setDialog({ open: false });
        },
        onError: (error) =>
          toast(id === undefined ? curriculumToasts.addFailed(error) : curriculumToasts.failed(error)),
      },
    );
  };
  const confirmRemove = (student: Student) =>
    remove.mutate(student.id, {
      onSuccess: () => {
        toast(curriculumToasts.removed(student.name));
        setRemoving(undefined);
      },
      onError: (error) => toast(curriculumToasts.failed(error)),
    });

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-students" className="font-serif text-2xl font-bold text-brand-800">
          My Students{' '}
          <span className="text-base font-normal text-muted">
            ({data.students.length} of {data.limit})
          </span>
        </h2>
        <Button onClick={() => setDialog({ open: true })} disabled={atLimit}>
          <UserPlus aria-hidden="true" className="size-4" />
          Add Student
        </Button>
      </div>
      {atLimit ? (
        <p role="status" className="mb-4 rounded-md border border-gold-500 bg-gold-300/30 p-3 text-sm">
          {STUDENT_LIMIT_WARNING}
        </p>
      ) : null}
      {data.students.length ? (
        <ul aria-labelledby="my-students" className="grid gap-4 md:grid-cols-2">
          {data.students.map((student) => (
            <StudentCard
              key={student.id}
              student={student}
              onEdit={(chosen) => setDialog({ open: true, student: chosen })}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-gray-400 bg-white p-6 text-center text-muted">
          No students yet. Add your first student to begin the course.
        </p>
      )}
      <StudentDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        student={dialog.student}
        busy={save.isPending}
        onSubmit={submit}
      />
      <RemoveStudentDialog
        student={removing}
        busy={remove.isPending}
        onCancel={() => setRemoving(undefined)}
        onConfirm={confirmRemove}
      />
    </>
  );
}

/** /curriculum: the teacher's students and the way into the course (issue 21). */
export default function CurriculumPage() {
  const { data: user, isPending } = usePageUser();
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
      <div>
        <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Curriculum Dashboard</h1>
        <p className="mt-2 max-w-3xl text-lg text-muted">
          An {COURSE_WEEKS}-week Bible course for grades 5 to 8: five short lessons a week, a memory verse,
          and key words from the Hebrew and Greek. Add your students and mark their lessons as you teach.
        </p>
      </div>
      <section aria-labelledby="my-students">
        {isPending ? (
          <Spinner label="Checking your session…" />
        ) : user ? (
          <Students />
        ) : (
          <>
            <h2 id="my-students" className="mb-3 font-serif text-2xl font-bold text-brand-800">
              My Students
            </h2>
            <SignInPrompt />
          </>
        )}
      </section>
      <QuickAccess />
    </div>
  );
}
