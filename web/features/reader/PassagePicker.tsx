import { BookOpen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import type { ReaderState } from './readerUrl';

interface PassagePickerProps {
  state: ReaderState;
  /** What the button says: the chapter being read. */
  current: string;
}

const loadDialog = () => import('./PassagePickerDialog');
// The dialog's code loads on first use (pointed at, focused or pressed), not with the page (decision 368).
const PassagePickerDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.PassagePickerDialog })),
);

/** A button opening a dialog of the version's books, then the chosen book's chapters as links. */
export function PassagePicker({ state, current }: PassagePickerProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => (setWanted(true), setOpen(true))}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
      >
        <BookOpen aria-hidden="true" className="size-4" />
        {current}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <PassagePickerDialog state={state} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
