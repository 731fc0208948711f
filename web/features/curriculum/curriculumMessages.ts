import { failureMessage } from '../../api/client';
import type { ToastInput } from '../../ui/toast/toastStore';

/** Toast texts of the curriculum dashboard. */
export const curriculumToasts = {
  added: (name: string): ToastInput => ({
    title: 'Student added',
    description: `${name} has been added to your students.`,
    variant: 'success',
  }),
  updated: (name: string): ToastInput => ({
    title: 'Student updated',
    description: `${name}'s details have been saved.`,
    variant: 'success',
  }),
  removed: (name: string): ToastInput => ({
    title: 'Student removed',
    description: `${name} has been removed from your students; their progress is kept.`,
    variant: 'success',
  }),
  addFailed: (error: unknown): ToastInput => ({
    title: 'Error',
    description: failureMessage(error, 'Failed to add student'),
    variant: 'destructive',
  }),
  failed: (error: unknown): ToastInput => ({
    title: 'Error',
    description:
      error instanceof Error && error.message ? error.message : 'Something went wrong; please try again.',
    variant: 'destructive',
  }),
};

/** The delete confirm. */
export function removeConfirmText(name: string): string {
  return `Remove ${name} from your students?`;
}
