import type { Student } from '../../../core/api/curriculum';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { removeConfirmText } from './curriculumMessages';

interface RemoveStudentDialogProps {
  student: Student | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (student: Student) => void;
}

/** The confirm before a student is removed (made inactive; their progress is kept). */
export function RemoveStudentDialog({ student, busy, onCancel, onConfirm }: RemoveStudentDialogProps) {
  return (
    <Dialog
      open={!!student}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Remove student"
      description={student ? removeConfirmText(student.name) : ''}
    >
      <p className="text-sm text-muted">
        Their progress is kept, and their place is freed for another student.
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => student && onConfirm(student)}>
          Remove
        </Button>
      </div>
    </Dialog>
  );
}
