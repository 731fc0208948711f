import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface RemoveButtonProps {
  /** What is removed, as the button's accessible name says it ("Remove spare.txt"). */
  label: string;
  /** The question of the confirmation ("Remove spare.txt?"). */
  title: string;
  /** What removing it does, shown in the confirmation. */
  description: string;
  /** Runs the removal once confirmed; the dialog closes when it settles. */
  remove: () => Promise<unknown>;
}

/** A Remove button that asks first: a confirmation dialog (Cancel, Remove) before anything is deleted. */
export function RemoveButton({ label, title, description, remove }: RemoveButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  async function confirm() {
    setBusy(true);
    try {
      await remove();
    } catch {
      // The caller's mutation reports the failure (a toast); the dialog just closes.
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }
  return (
    <>
      <Button ref={button} variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={label}>
        <Trash2 aria-hidden="true" className="size-4" />
        Remove
      </Button>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
        busy={busy}
        title={title}
        description={description}
        confirmLabel="Remove"
        onCloseAutoFocus={(event) => {
          // Back to the button when it is still there (cancelled, or the removal was refused).
          if (!button.current?.isConnected) return;
          event.preventDefault();
          button.current.focus();
        }}
      />
    </>
  );
}
