import { GRADE_LEVELS, type GradeLevel } from './course';

/** Limits of a teacher's students (decision 171, docs/features/curriculum.md). */
export const STUDENT_LIMITS = {
  activeStudents: 10,
  /** Removed students kept (with their progress) for the data download; past it the oldest removed go. */
  removedStudentsKept: 50,
  name: 100,
  notes: 2000,
} as const;

/** The warning shown at 10 active students and answered (409) for an 11th. */
export const STUDENT_LIMIT_WARNING =
  "You've reached the maximum of 10 students. For more students, please contact us for institutional options.";

/** What a teacher sends for a student; every field optional so the messages are ours. */
export interface StudentInput {
  name?: string | undefined;
  gradeLevel?: string | undefined;
  notes?: string | null | undefined;
}

export interface StudentValues {
  name: string;
  gradeLevel: GradeLevel;
  notes: string;
}

export type StudentCheck =
  { ok: true; values: Partial<StudentValues> } | { ok: false; field: keyof StudentInput; message: string };

/**
 * The rules of a student, the same in the form and on the server: a name, a grade from 5th to 8th, notes of
 * bounded length. `partial` checks only the fields given (a change); otherwise name and grade are required.
 * The first broken rule is answered, naming its field.
 */
export function checkStudent(input: StudentInput, partial = false): StudentCheck {
  const fail = (field: keyof StudentInput, message: string): StudentCheck => ({ ok: false, field, message });
  const values: Partial<StudentValues> = {};
  if (!partial || input.name !== undefined) {
    const name = input.name?.trim() ?? '';
    if (!name) return fail('name', 'name is required');
    if (name.length > STUDENT_LIMITS.name)
      return fail('name', `name may be at most ${STUDENT_LIMITS.name} characters`);
    values.name = name;
  }
  if (!partial || input.gradeLevel !== undefined) {
    const grade = input.gradeLevel ?? '';
    if (!(GRADE_LEVELS as readonly string[]).includes(grade))
      return fail('gradeLevel', `gradeLevel must be one of ${GRADE_LEVELS.join(', ')}`);
    values.gradeLevel = grade as GradeLevel;
  }
  if (!partial || input.notes !== undefined) {
    const notes = input.notes?.trim() ?? '';
    if (notes.length > STUDENT_LIMITS.notes)
      return fail('notes', `notes may be at most ${STUDENT_LIMITS.notes.toLocaleString('en-US')} characters`);
    values.notes = notes;
  }
  return { ok: true, values };
}
