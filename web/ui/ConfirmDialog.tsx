import { Button } from './Button';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** Closing without confirming (Cancel, Escape, the close button, the backdrop). */
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  description?: string | undefined;
  /** The confirming button's text ("Delete"). */
  confirmLabel?: string;
  /** While the confirmed action runs: the button is disabled. */
  busy?: boolean;
  /** Where focus goes once the dialog has closed (Radix's `onCloseAutoFocus`); a dialog opened without a
   * Radix trigger returns it nowhere by itself. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A yes-or-no question before something that cannot be undone: Cancel and a danger button. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  confirmLabel = 'Delete',
  busy = false,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      {...(description ? { description } : {})}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
