import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Student } from '../../../core/api/curriculum';
import { GRADE_LEVELS, type GradeLevel } from '../../../core/curriculum/course';
import { checkStudent, STUDENT_LIMITS } from '../../../core/curriculum/students';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

export interface StudentFormValues {
  name: string;
  gradeLevel: GradeLevel;
  notes: string;
}

interface StudentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The student being edited; none to add one. */
  student?: Student | undefined;
  busy: boolean;
  onSubmit: (values: StudentFormValues) => void;
}

const GRADE_OPTIONS = GRADE_LEVELS.map((grade) => ({ value: grade, label: `${grade} grade` }));

/** The Add Student and Edit Student dialog: name (required), grade 5th-8th and notes. */
export function StudentDialog({ open, onOpenChange, student, busy, onSubmit }: StudentDialogProps) {
  const [name, setName] = useState('');
  const [gradeLevel, setGradeLevel] = useState<GradeLevel>('5th');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<{ field: string; message: string }>();
  const notesId = useId();

  useEffect(() => {
    if (!open) return;
    setName(student?.name ?? '');
    setGradeLevel(student?.gradeLevel ?? '5th');
    setNotes(student?.notes ?? '');
    setError(undefined);
  }, [open, student]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkStudent({ name, gradeLevel, notes });
    if (!result.ok) return setError(result);
    setError(undefined);
    onSubmit({ name: name.trim(), gradeLevel, notes: notes.trim() });
  };

  const editing = !!student;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Student' : 'Add Student'}
      description={
        editing ? "Change the student's name, grade or notes." : 'Add a student to follow through the course.'
      }
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          value={name}
          maxLength={STUDENT_LIMITS.name}
          autoComplete="off"
          required
          onChange={(event) => setName(event.target.value)}
          error={error?.field === 'name' ? error.message : undefined}
        />
        <Select
          label="Grade level"
          value={gradeLevel}
          options={GRADE_OPTIONS}
          onValueChange={(value) => setGradeLevel(value as GradeLevel)}
        />
        <div className="grid gap-1.5">
          <label htmlFor={notesId} className="text-sm font-medium text-ink">
            Notes (optional)
          </label>
          <textarea
            id={notesId}
            value={notes}
            rows={4}
            maxLength={STUDENT_LIMITS.notes}
            onChange={(event) => setNotes(event.target.value)}
            className="rounded-md border border-gray-400 bg-white px-3 py-2 text-ink"
            aria-describedby={`${notesId}-count`}
          />
          <p id={`${notesId}-count`} className="text-xs text-muted">
            {notes.length.toLocaleString('en-US')} / {STUDENT_LIMITS.notes.toLocaleString('en-US')} characters
          </p>
          {error?.field === 'notes' ? <p className="text-sm text-danger-600">{error.message}</p> : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !name.trim()}>
            {editing ? 'Save' : 'Add'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
