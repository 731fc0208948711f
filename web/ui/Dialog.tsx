import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DialogSize } from './dialogSizes';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** `standard` unless the content needs the room (see `DIALOG_WIDTHS`). */
  size?: DialogSize;
  /** Runs when the dialog has closed and would return focus; `event.preventDefault()` keeps focus where it is put. */
  onCloseAutoFocus?: (event: Event) => void;
}

const RadixDialog = lazy(() => import('./RadixDialog').then((module) => ({ default: module.RadixDialog })));

/**
 * A modal dialog with a title, an optional description, a close button and focus trapping (Radix Dialog). A
 * closed dialog shows nothing, so its code is loaded when it first opens, not with the page (decision 222).
 */
export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <RadixDialog {...props} />
    </Suspense>
  ) : null;
}
